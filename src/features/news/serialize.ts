import type { News } from '@/payload-types'
import { mediaUrl } from '@/lib/media'
import { sanitizeHtml } from '@/lib/sanitize'

export type NewsDTO = {
  id: number
  title: string
  slug: string
  summary: string | null
  content: string | null
  category: string | null
  published_at: string | null
  created_at: string
  views_count: number
  image_url: string | null
}

export function serializeNews(item: News): NewsDTO {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug ?? String(item.id),
    summary: item.summary ?? null,
    // Sanitised on write (src/cms/richtext) and again here, for consumers of the API other than our pages.
    content: item.content ? sanitizeHtml(item.content) : null,
    category: item.category ?? null,
    published_at: item.published_at ?? null,
    created_at: item.createdAt,
    views_count: item.views_count ?? 0,
    image_url: mediaUrl(item.image, 'card'),
  }
}

/** List entries leave the body out: it is only needed on the article page. */
export function serializeNewsSummary(item: News): NewsDTO {
  return { ...serializeNews(item), content: null }
}
