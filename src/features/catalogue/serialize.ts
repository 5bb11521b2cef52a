import type { Category, CoreProject, Product, Service, ServiceMenu } from '@/payload-types'
import { mediaUrl, mediaUrls } from '@/lib/media'
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

export type ProductDTO = {
  id: number
  name: string
  description: string | null
  price: number | null
  image_url: string | null
  images: string[]
  tags: string[]
  category_id: number | null
  categories: { id: number; name: string; slug: string | null } | null
  is_active: boolean
  sort_order: number
}

export function serializeProduct(product: Product): ProductDTO {
  const images = mediaUrls(product.images)
  const category = typeof product.category === 'object' && product.category ? product.category : null
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    price: typeof product.price === 'number' ? product.price : null,
    image_url: images[0] ?? null,
    images,
    tags: product.tags ?? [],
    category_id: category ? category.id : typeof product.category === 'number' ? product.category : null,
    categories: category ? { id: category.id, name: category.name, slug: category.slug ?? null } : null,
    is_active: product.is_active ?? true,
    sort_order: product.sort_order ?? 0,
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

export function serializeService(service: Service): ServiceDTO {
  return {
    id: service.id,
    title: service.title,
    slug: service.slug ?? null,
    description: service.description ?? null,
    // Sanitised on write (src/cms/richtext) and again here, for consumers of the API other than our pages.
    content: service.content ? sanitizeHtml(service.content) : null,
    price_range: service.price_range ?? null,
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

export function serializeCoreProject(project: CoreProject): CoreProjectDTO {
  return {
    id: project.id,
    title: project.title,
    price: typeof project.price === 'number' ? project.price : null,
    description: project.description ?? null,
    service_content: project.service_content ?? null,
    button_text: project.button_text || '立即购买',
    notes: project.notes ?? null,
    is_active: project.is_active ?? true,
  }
}

export type ServiceMenuItemDTO = { id: number; name: string; link: string; sort_order: number }

export function serializeServiceMenuItem(item: ServiceMenu): ServiceMenuItemDTO {
  return { id: item.id, name: item.name, link: item.link, sort_order: item.sort_order ?? 0 }
}
