import type { Metadata } from 'next'
import { getCategoryListing } from '@/features/catalogue/queries'
import type { ProductDTO } from '@/features/catalogue/serialize'
import { documentSeoOrNull } from '@/features/seo/queries'
import { publicPathOf } from '@/lib/public-paths'
import { pageMetadata, type PageSeo } from '@/lib/seo'
import { productJsonLd } from '@/lib/structured-data'

/**
 * Head and structured data of the pages that compose two areas (catalogue or company content with
 * the SEO fields): shared by the routes showing the same thing at two addresses.
 */

/** Product structured data when the product has a price (an Offer needs one). */
export function productData(product: ProductDTO) {
  if (product.price === null) return null
  return productJsonLd({
    path: publicPathOf('offerings', product),
    name: product.name,
    description: product.description,
    images: product.images,
    price: { price: product.price },
    category: product.categories?.name,
  })
}

/** /products/{id} (the older page) and /product-detail/{id} show one product: one canonical address. */
export async function productMetadata(product: ProductDTO): Promise<Metadata> {
  return pageMetadata({
    title: product.name,
    description: product.description,
    path: publicPathOf('offerings', product),
    image: product.image_url,
    override: await documentSeoOrNull('offerings', { id: product.id }),
  })
}

/** /category-products/{id or slug} and /services/{category slug}: the category's page, one canonical address. */
export async function categoryMetadata(categoryKey: string): Promise<Metadata> {
  const listing = await getCategoryListing(categoryKey).catch(() => null)
  if (!listing) return { title: '未找到类目', robots: { index: false } }
  const { category } = listing
  return pageMetadata({
    title: `${category.name}服务`,
    description: category.description ?? `${category.name}相关的科研服务与商品，专业团队为您提供一站式支持。`,
    path: publicPathOf('categories', category),
    image: category.main_image_url,
    override: await documentSeoOrNull('categories', { id: category.id }),
  })
}

/** A service page's head: its own text, refined by the SEO fields of the page whose content it shows. */
export async function servicePageMetadata(page: PageSeo): Promise<Metadata> {
  const slug = decodeURIComponent(page.path.split('/').pop() ?? '')
  return pageMetadata({ ...page, override: await documentSeoOrNull('service-pages', { slug }) })
}
