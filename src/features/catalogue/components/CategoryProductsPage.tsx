import { PageNotFound } from '@/features/shell/components/NotFoundScreen'
import { getCategoryListing } from '@/features/catalogue/queries'
import { BackLink } from './BackLink'
import { ProductCard } from './ProductCard'
import { LinkButton } from '@/ui/Button'
import { EmptyState } from '@/ui/EmptyState'
import { CategoryNotFound } from './CategoryNotFound'

/**
 * /category-products/{categorySlug} and /services/{categorySlug}: the key is the category's id
 * (as text or number) or its slug. An unknown key answers 404 with the segment's not-found page,
 * which lists the available categories.
 */
export async function CategoryProductsPage({ categoryKey }: { categoryKey: string }) {
  const listing = await getCategoryListing(categoryKey)
  if (!listing) return <PageNotFound screen={<CategoryNotFound />} />
  const { category, products } = listing

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink href="/" label="首页" />
      <header className="mt-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{category.name}服务</h1>
        {category.description && (
          <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-600 sm:text-base">{category.description}</p>
        )}
      </header>

      {products.length === 0 ? (
        <EmptyState
          title="暂无商品"
          className="mt-10"
          action={
            <>
              <LinkButton href="/contact">联系我们</LinkButton>
              <LinkButton href="/services" variant="neutral">
                浏览其他服务
              </LinkButton>
            </>
          }
        >
          该类目下暂时没有商品，欢迎联系我们了解定制服务。
        </EmptyState>
      ) : (
        <ul
          className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"
          data-testid="product-grid"
        >
          {products.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} categoryKey={categoryKey} />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
