import { PurchaseButton } from '@/features/shell/components/PurchaseDialog'
import type { ProductDTO } from '@/features/catalogue/serialize'
import { productImages } from '@/features/catalogue/product-images'
import { BackLink } from './BackLink'
import { FallbackImage } from './FallbackImage'
import { Rating } from './Rating'
import { LinkButton } from '@/ui/Button'
import { Price } from '@/ui/Price'
import { buttonClass } from '@/ui/button-class'
import { RenderFailedMark } from '@/ui/RenderFailedMark'
import { ProductSections } from './ProductSections'
import type { ProductSections as Sections } from '@/features/catalogue/product-sections'

/**
 * /products/{id}, the older detail page: back to the product's category under /services, one
 * image, the facts, a buy button (purchase dialog with name and price) and consult; then the same
 * sections staff filled as on /product-detail/{id}.
 */
export function ProductSummary({ product, sections }: { product: ProductDTO; sections: Sections | null }) {
  const category = product.categories
  const back = category
    ? { href: `/services/${encodeURIComponent(category.slug ?? String(category.id))}`, label: category.name }
    : { href: '/services', label: '服务' }
  const image = productImages(product)[0] ?? null

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {/* Sections that failed to load: show the summary, but do not cache the page without them. */}
      {sections === null && product.category_id !== null && <RenderFailedMark />}
      <BackLink href={back.href} label={back.label} />
      <article className="mt-4 grid gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
        <div className="relative aspect-[4/3] bg-slate-100 md:aspect-auto md:min-h-80">
          <FallbackImage src={image} alt={product.name} sizes="(min-width: 768px) 50vw, 100vw" priority />
        </div>
        <div className="flex flex-col p-5 sm:p-6">
          {category && <p className="text-sm font-medium text-brand-700">{category.name}</p>}
          <h1 className="mt-1 text-2xl font-bold leading-snug text-slate-900">{product.name}</h1>
          <Rating rating={product.rating} servedClients={product.served_clients} className="mt-2" showServed />
          <Price value={product.price_text} as="p" size="lg" className="mt-4" testId="product-price" />
          <p className="mt-1 text-sm text-slate-600">{product.delivery_note}</p>
          {product.description && (
            <p className="mt-4 whitespace-pre-line text-sm leading-7 text-slate-700">{product.description}</p>
          )}
          {product.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="标签">
              {product.tags.map((tag) => (
                <li key={tag} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
            <PurchaseButton name={product.name} price={product.price_text} className={buttonClass()} />
            <LinkButton href="/contact" variant="secondary">
              咨询客服
            </LinkButton>
          </div>
        </div>
      </article>
      {sections && <ProductSections sections={sections} />}
    </main>
  )
}
