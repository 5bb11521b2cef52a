import 'server-only'
import type { Caller } from '@/cms/auth/caller'
import { statusOf, type Previewed } from '@/cms/drafts'
import { getPayload } from '@/cms/client'
import { findLatestDraft } from '@/cms/latest-draft'
import { incrementNewsViews } from '@/cms/counters'
import { cachedRead } from '@/lib/cache'
import type { ListPage } from '@/lib/api'
import { toListPage } from '@/cms/list-page'
import { serializeNews, serializeNewsSummary, type NewsDTO } from './serialize'
import { newsCategories } from './components/news-filter'

const visitor = { overrideAccess: false, depth: 1 } as const

export const listNews = cachedRead('news:list', ['news'], async (limit: number): Promise<NewsDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'news', ...visitor, sort: '-published_at', limit, pagination: false })
  return result.docs.map(serializeNewsSummary)
})

/** Articles a page of the news list shows (src/app/(site)/news). */
export const NEWS_PAGE_SIZE = 20

export type NewsPage = ListPage<NewsDTO>

/**
 * One page of `size` published articles, newest first, of one category or of all (`category` null).
 * `pages` is at least 1; a page past the last comes back with no items.
 */
export const listNewsPage = cachedRead(
  'news:page',
  ['news'],
  async (page: number, category: string | null, size: number): Promise<NewsPage> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'news',
      ...visitor,
      sort: ['-published_at', '-id'],
      where: category ? { category: { equals: category } } : undefined,
      limit: size,
      page,
    })
    return toListPage(result, page, serializeNewsSummary)
  },
)

/**
 * The categories of published articles: 全部 first, then each in the order the newest article shows
 * it. One grouped query (a category's newest `published_at`), not a read of every article.
 */
export const listNewsCategories = cachedRead('news:categories', ['news'], async (): Promise<string[]> => {
  const payload = await getPayload()
  const result = await payload.findDistinct({
    collection: 'news',
    field: 'category',
    overrideAccess: false,
    sort: '-published_at',
  })
  return newsCategories(result.values)
})

export const getNewsBySlug = cachedRead('news:one', ['news'], async (slug: string): Promise<NewsDTO | null> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'news', ...visitor, where: { slug: { equals: slug } }, limit: 1 })
  return result.docs[0] ? serializeNews(result.docs[0]) : null
})

/**
 * Counts one view of a published article (POST /api/news/{slug}/views) and returns the new count,
 * or null when no published article has the slug. Called from the browser after the page has
 * loaded, so the article page itself stays cacheable; the count never expires the page cache.
 */
export async function countNewsView(slug: string): Promise<number | null> {
  return incrementNewsViews(await getPayload(), slug)
}

/**
 * The latest draft of an article as `viewer` (staff) may read it, uncached: the staff-only preview
 * (src/app/(site)/preview). Null when there is no such article or the viewer may not read it.
 */
export async function getNewsPreview(id: number, viewer: Caller): Promise<Previewed<NewsDTO> | null> {
  const doc = await findLatestDraft('news', id, viewer)
  return doc ? { data: serializeNews(doc), status: statusOf(doc) } : null
}
