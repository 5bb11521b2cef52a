import type { Case } from '@/payload-types'
import { mediaUrl, mediaUrls } from '@/lib/media'
import { sanitizeHtml } from '@/lib/sanitize'

export type CaseDTO = {
  id: number
  slug: string
  title: string
  description: string | null
  content: string | null
  service_type: string | null
  year: number | null
  impact_factor: number | null
  image_url: string | null
  images: string[]
  client_name: string | null
  client_title: string | null
  client_avatar_url: string | null
  is_featured: boolean
  featured: boolean
  views_count: number
  related_services: { id: number; name: string; slug: string | null }[]
}

export function serializeCase(item: Case): CaseDTO {
  const image = mediaUrl(item.image, 'hero')
  const gallery = mediaUrls(item.gallery)
  return {
    id: item.id,
    slug: item.slug ?? String(item.id),
    title: item.title,
    description: item.description ?? null,
    // Sanitised on write (src/cms/richtext) and again here, for consumers of the API other than our pages.
    content: item.content ? sanitizeHtml(item.content) : null,
    service_type: item.service_type ?? null,
    year: item.year ?? null,
    impact_factor: item.impact_factor ?? null,
    image_url: image,
    images: image ? [image, ...gallery] : gallery,
    client_name: item.client_name ?? null,
    client_title: item.client_title ?? null,
    client_avatar_url: mediaUrl(item.client_avatar, 'thumbnail'),
    is_featured: item.is_featured ?? false,
    featured: item.is_featured ?? false,
    views_count: item.views_count ?? 0,
    related_services: (item.related_services ?? [])
      .filter((service) => typeof service === 'object' && service !== null)
      .map((service) => {
        const category = service as Exclude<typeof service, number>
        return { id: category.id, name: category.name, slug: category.slug ?? null }
      }),
  }
}
