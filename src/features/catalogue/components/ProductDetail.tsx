import { PurchaseButton } from '@/features/shell/components/PurchaseDialog'
import { MobileActionBar } from '@/features/shell/components/MobileActionBar'
import type { ProductDTO } from '@/features/catalogue/serialize'
import { productImages } from '@/features/catalogue/product-images'
import type { BackLinkCategory } from '@/features/catalogue/product-back-link'
import { ProductBackLink } from './ProductBackLink'
import { ProductCarousel } from './ProductCarousel'
import { ProductSections } from './ProductSections'
import type { ProductSections as Sections } from '@/features/catalogue/product-sections'
import { Rating } from './Rating'
import { LinkButton } from '@/ui/Button'
import { Price } from '@/ui/Price'
import { buttonClass } from '@/ui/button-class'
import { RenderFailedMark } from '@/ui/RenderFailedMark'

/**
 * /product-detail/{id}: gallery, name, rating, price, delivery note, description, 服务特色 tags, buy and
 * consult; then the sections staff filled (./ProductSections.tsx).
 */
export function ProductDetail({
  product,
  categories,
  sections,
}: {
  product: ProductDTO
  categories: BackLinkCategory[] | null
  sections: Sections | null
}) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {(categories === null || sections === null) && <RenderFailedMark />}
      <ProductBackLink categories={categories} />
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductCarousel images={productImages(product)} alt={product.name} />

        <div className="flex flex-col">
          <h1 className="text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">{product.name}</h1>
          <Rating rating={product.rating} servedClients={product.served_clients} className="mt-2" showServed />
          <Price value={product.price_text} as="p" size="lg" className="mt-4" testId="product-price" />
          <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-600">
            <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 text-brand-600" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-13a.75.75 0 0 0-1.5 0v5c0 .2.08.39.22.53l3 3a.75.75 0 1 0 1.06-1.06l-2.78-2.78V5Z"
                clipRule="evenodd"
              />
            </svg>
            {product.delivery_note}
          </p>

          {product.description && (
            <section className="mt-6" aria-labelledby="product-description">
              <h2 id="product-description" className="text-base font-semibold text-slate-900">
                服务介绍
              </h2>
              <p className="mt-2 whitespace-pre-line text-sm leading-7 text-slate-700">{product.description}</p>
            </section>
          )}

          {product.tags.length > 0 && (
            <section className="mt-6" aria-labelledby="product-features">
              <h2 id="product-features" className="text-base font-semibold text-slate-900">
                服务特色
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700"
                  >
                    <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                      <path
                        fillRule="evenodd"
                        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                        clipRule="evenodd"
                      />
                    </svg>
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <div className="mt-8 grid grid-cols-2 gap-3 sm:flex">
            <PurchaseButton
              name={product.name}
              price={product.price_text}
              title="购买提示"
              consultHref="/contact"
              className={buttonClass({ size: 'lg', className: 'sm:min-w-40' })}
            />
            <LinkButton href="/contact" variant="secondary" size="lg" className="sm:min-w-40">
              咨询客服
            </LinkButton>
          </div>
        </div>
      </div>
      {sections && <ProductSections sections={sections} />}
      <MobileActionBar name={product.name} price={product.price_text} dialogTitle="购买提示" consultHref="/contact" />
    </main>
  )
}
