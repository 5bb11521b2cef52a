import 'server-only'
import type { Offering } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { mediaUrl } from '@/lib/media'
import { offeringPriceText } from '@/lib/offerings'
import { publicPathOf } from '@/lib/public-paths'

/** Cases and other products shown under a product, at most. */
export const RELATED_LIMIT = 3

export type RelatedCase = { title: string; href: string; summary: string | null; image: string | null }
export type RelatedProduct = {
  name: string
  href: string
  price: number | null
  /** As shown: '¥13,888', '¥40,000 起', '价格面议'. */
  price_text: string
  image: string | null
}

/**
 * What a product page shows below its summary (staff fill the first four in 商品 → 详情页内容; each
 * is shown only when filled): 服务流程, 交付内容, 服务保障, 常见问题, then 相关案例 (published cases
 * whose 相关服务 holds the product's category, featured first) and 相关服务 (the category's other
 * products).
 */
export type ProductSections = {
  process: { title: string; description: string | null }[]
  deliverables: string[]
  guarantees: { title: string; description: string | null }[]
  faq: { question: string; answer: string }[]
  relatedCases: RelatedCase[]
  relatedProducts: RelatedProduct[]
}

const visitor = { overrideAccess: false, depth: 1 } as const

export function sectionsOf(product: Pick<Offering, 'process' | 'deliverables' | 'guarantees' | 'faq'>) {
  return {
    process: (product.process ?? []).map((step) => ({ title: step.title, description: step.description ?? null })),
    deliverables: (product.deliverables ?? []).map((row) => row.item),
    guarantees: (product.guarantees ?? []).map((row) => ({ title: row.title, description: row.description ?? null })),
    faq: (product.faq ?? []).map((row) => ({ question: row.question, answer: row.answer })),
  }
}

export const getProductSections = cachedRead(
  'offerings:sections',
  ['offerings', 'categories', 'cases'],
  async (productId: number, categoryId: number): Promise<ProductSections> => {
    const payload = await getPayload()
    const [own, cases, siblings] = await Promise.all([
      payload.find({
        collection: 'offerings',
        ...visitor,
        depth: 0,
        where: { id: { equals: productId } },
        select: { process: true, deliverables: true, guarantees: true, faq: true },
        limit: 1,
      }),
      payload.find({
        collection: 'cases',
        ...visitor,
        where: { related_services: { in: [categoryId] } },
        sort: ['-is_featured', 'sort_order'],
        select: { title: true, slug: true, description: true, image: true },
        limit: RELATED_LIMIT,
      }),
      payload.find({
        collection: 'offerings',
        ...visitor,
        where: { and: [{ category: { equals: categoryId } }, { id: { not_equals: productId } }] },
        sort: 'sort_order',
        select: { name: true, price: true, price_note: true, images: true },
        limit: RELATED_LIMIT,
      }),
    ])
    const product = own.docs[0]
    return {
      ...(product ? sectionsOf(product) : { process: [], deliverables: [], guarantees: [], faq: [] }),
      relatedCases: cases.docs.map((doc) => ({
        title: doc.title,
        href: publicPathOf('cases', doc),
        summary: doc.description ?? null,
        image: mediaUrl(doc.image, 'card'),
      })),
      relatedProducts: siblings.docs.map((doc) => ({
        name: doc.name,
        href: publicPathOf('offerings', doc),
        price: typeof doc.price === 'number' ? doc.price : null,
        price_text: offeringPriceText(doc.price, doc.price_note),
        image: mediaUrl(doc.images?.[0], 'card'),
      })),
    }
  },
)
