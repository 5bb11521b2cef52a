import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { serializeNews, serializeNewsSummary, type NewsDTO } from './serialize'

const visitor = { overrideAccess: false, depth: 1 } as const

export const listNews = cachedRead('news:list', ['news'], async (limit: number): Promise<NewsDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'news', ...visitor, sort: '-published_at', limit, pagination: false })
  return result.docs.map(serializeNewsSummary)
})

export const getNewsBySlug = cachedRead('news:one', ['news'], async (slug: string): Promise<NewsDTO | null> => {
  const payload = await getPayload()
  const result = await payload.find({ collection: 'news', ...visitor, where: { slug: { equals: slug } }, limit: 1 })
  return result.docs[0] ? serializeNews(result.docs[0]) : null
})

/**
 * Counts one view of a published article and returns the new count (null when not visible).
 * Runs from the browser's own request so the article page itself stays cacheable; the count is
 * not cached, so it never expires the page's cache.
 */
export async function countNewsView(slug: string): Promise<number | null> {
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'news',
    overrideAccess: false,
    depth: 0,
    where: { slug: { equals: slug } },
    limit: 1,
  })
  const article = found.docs[0]
  if (!article) return null
  const views = (article.views_count ?? 0) + 1
  await payload.db.updateOne({ collection: 'news', id: article.id, data: { views_count: views } })
  return views
}

/**
 * The article as the browser's reading of it: the published article with this view counted
 * (GET /api/news/{slug}); null when no published article has the slug.
 */
export async function readNewsArticle(slug: string): Promise<NewsDTO | null> {
  const article = await getNewsBySlug(slug)
  if (!article) return null
  const views = await countNewsView(slug)
  return { ...article, views_count: views ?? article.views_count }
}
