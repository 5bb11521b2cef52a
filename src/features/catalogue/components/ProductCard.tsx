import Link from 'next/link'
import type { ProductDTO } from '@/features/catalogue/serialize'
import { productImages } from '@/features/catalogue/product-images'
import { FallbackImage } from './FallbackImage'
import { Rating } from './Rating'
import { Price } from '@/ui/Price'
import { cardClass } from '@/ui/Card'
import { LinkButton } from '@/ui/Button'

export const MAX_CARD_TAGS = 2

/** A product in a category grid: image, name, rating, description, up to two tags, price, buy and consult. */
export function ProductCard({ product, categoryKey }: { product: ProductDTO; categoryKey: string }) {
  const image = productImages(product)[0] ?? null
  const detailHref = `/product-detail/${product.id}?category=${encodeURIComponent(categoryKey)}`
  return (
    <article
      className={cardClass({ interactive: true, padding: 'none', className: 'flex flex-col overflow-hidden' })}
      data-testid="product-card"
    >
      <Link href={detailHref} className="relative block aspect-[4/3] bg-slate-100" tabIndex={-1} aria-hidden="true">
        <FallbackImage src={image} alt="" sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" />
      </Link>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h2 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link href={detailHref} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h2>
        <Rating rating={product.rating} className="mt-1" />
        {product.description && (
          <p className="mt-2 line-clamp-2 text-xs leading-5 text-slate-600 sm:text-sm">{product.description}</p>
        )}
        {product.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="标签">
            {product.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li
                key={tag}
                className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700"
                data-testid="product-tag"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-3">
          <Price value={product.price_text} as="p" size="sm" testId="product-price" />
          <div className="mt-2 flex gap-2">
            <LinkButton href={detailHref} size="xs" className="flex-1">
              立即购买
            </LinkButton>
            <LinkButton href="/contact" variant="secondary" size="xs" className="flex-1">
              咨询
            </LinkButton>
          </div>
        </div>
      </div>
    </article>
  )
}
