import type { Category, Offering, Service, ServiceMenu } from '@/payload-types'
import { priceSpanOf, priceSpanText, serializeOffering, type OfferingDTO, type OfferingKind } from '@/lib/offerings'
import { mediaUrl } from '@/lib/media'
import { sanitizeHtml } from '@/lib/sanitize'

export type CategoryDTO = {
  id: number
  name: string
  slug: string | null
  description: string | null
  main_image_url: string | null
  icon_url: string | null
  is_active: boolean
  sort_order: number
}

export function serializeCategory(category: Category): CategoryDTO {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug ?? null,
    description: category.description ?? null,
    main_image_url: mediaUrl(category.main_image, 'card'),
    icon_url: mediaUrl(category.icon, 'thumbnail'),
    is_active: category.is_active ?? true,
    sort_order: category.sort_order ?? 0,
  }
}

/** An offering as the spec's product (category listings, both product pages, /api/products). */
export type ProductDTO = {
  id: number
  kind: OfferingKind
  name: string
  description: string | null
  price: number | null
  /** The price as shown: '¥13,888', '¥800 每篇', '价格面议'. */
  price_text: string
  /** The product page's delivery line: '2个月交付', or an invitation to ask. */
  delivery_note: string
  image_url: string | null
  images: string[]
  tags: string[]
  category_id: number | null
  categories: { id: number; name: string; slug: string | null } | null
  /** The rating staff entered (1–5); null when none: then no rating is shown. */
  rating: number | null
  /** 已服务 {served_clients} 客户, as staff entered it ('1000+'); null when none. */
  served_clients: string | null
  is_active: boolean
  sort_order: number
}

export const DELIVERY_NOTE_UNKNOWN = '交付周期请咨询顾问'

/** A rating as shown: within 1–5, else none (the field's own min and max say so on save). */
function productRating(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 5 ? value : null
}

export function serializeProduct(product: Offering): ProductDTO {
  const offering = serializeOffering(product)
  const category = typeof product.category === 'object' && product.category ? product.category : null
  return {
    id: offering.id,
    kind: offering.kind,
    name: offering.name,
    description: offering.description,
    price: offering.price,
    price_text: offering.price_text,
    delivery_note: offering.delivery_text ? `${offering.delivery_text}交付` : DELIVERY_NOTE_UNKNOWN,
    image_url: offering.images[0] ?? null,
    images: offering.images,
    tags: offering.tags,
    category_id: offering.category_id,
    categories: category ? { id: category.id, name: category.name, slug: category.slug ?? null } : null,
    rating: productRating(product.rating),
    served_clients: product.served_clients?.trim() || null,
    is_active: offering.is_active,
    sort_order: offering.sort_order,
  }
}

export type ServiceDTO = {
  id: number
  title: string
  slug: string | null
  description: string | null
  content: string | null
  price_range: string | null
  features: string[]
  is_active: boolean
  sort_order: number
  created_at: string
  updated_at: string
}

/**
 * A service (the spec's administration entity). Its price_range is computed from the offerings that
 * name it (priceSpanOf); the stored text is shown only while none do.
 */
export function serializeService(service: Service, offerings: OfferingDTO[] = []): ServiceDTO {
  const own = offerings.filter((offering) => offering.service_ids.includes(service.id))
  return {
    id: service.id,
    title: service.title,
    slug: service.slug ?? null,
    description: service.description ?? null,
    // Sanitised on write (src/cms/richtext) and again here, for consumers of the API other than our pages.
    content: service.content ? sanitizeHtml(service.content) : null,
    price_range: own.length > 0 ? priceSpanText(priceSpanOf(own)) : (service.price_range ?? null),
    features: service.features ?? [],
    is_active: service.is_active ?? true,
    sort_order: service.sort_order ?? 0,
    created_at: service.createdAt,
    updated_at: service.updatedAt,
  }
}

export type CoreProjectDTO = {
  id: number
  title: string
  price: number | null
  description: string | null
  service_content: string | null
  button_text: string
  notes: string | null
  is_active: boolean
}

/** The spec's core project: an offering of kind 核心项目 or 测试服务; its 服务内容 joined with '•'. */
export function serializeCoreProject(project: Offering): CoreProjectDTO {
  const offering = serializeOffering(project)
  return {
    id: offering.id,
    title: offering.name,
    price: offering.price,
    description: offering.description,
    service_content: offering.features.length > 0 ? offering.features.join('•') : null,
    button_text: offering.button_text || '立即购买',
    notes: offering.notes,
    is_active: offering.is_active,
  }
}

export type ServiceMenuItemDTO = { id: number; name: string; link: string; sort_order: number }

export function serializeServiceMenuItem(item: ServiceMenu): ServiceMenuItemDTO {
  return { id: item.id, name: item.name, link: item.link, sort_order: item.sort_order ?? 0 }
}
