import type { Case } from '@/payload-types'
import { mediaUrl, mediaUrls } from '@/lib/media'
import { sanitizeHtml } from '@/lib/sanitize'
import { doiUrl } from '@/cms/fields/doi'

export type CaseDTO = {
  id: number
  slug: string
  title: string
  description: string | null
  content: string | null
  service_type: string | null
  /** 发表期刊, as staff typed it. */
  journal: string | null
  year: number | null
  impact_factor: number | null
  /** The DOI as stored (trimmed), e.g. 10.1016/j.cell.2024.01.001. */
  doi: string | null
  /** https://doi.org/<doi>; null when there is no DOI or it is not one (stored before the check). */
  doi_url: string | null
  /** The acceptance letter's image (录用通知), full size; null when staff added none. */
  acceptance_letter_url: string | null
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
    journal: item.journal?.trim() || null,
    year: item.year ?? null,
    impact_factor: item.impact_factor ?? null,
    doi: item.doi?.trim() || null,
    doi_url: doiUrl(item.doi),
    acceptance_letter_url: mediaUrl(item.acceptance_letter),
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
