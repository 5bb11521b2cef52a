import { expect, type APIRequestContext } from './fixtures'
import { adminToken } from './helpers'

/**
 * More articles than fit a page of the news list (20): 21 articles 往期资讯存档第N篇 of 2016, shared
 * by the news list's paging journeys (news.spec.ts) and search's (search-pages.spec.ts), so that
 * search adds no article that would move the news list's pages.
 */
export const ARCHIVE = Array.from({ length: 21 }, (_, index) => ({
  slug: `archive-2016-${String(index + 1).padStart(2, '0')}`,
  title: `往期资讯存档第${index + 1}篇`,
  published_at: new Date(Date.UTC(2016, 0, index + 1, 2)).toISOString(),
}))

/** Creates the archive articles once (whichever spec or project comes first; the slug is unique). */
export async function ensureArchive(request: APIRequestContext) {
  const token = await adminToken(request)
  for (const article of ARCHIVE) {
    const exists = await request.get(`/api/news/${article.slug}`)
    if (exists.ok()) continue
    const created = await request.post('/cms-api/news', {
      headers: { authorization: `JWT ${token}` },
      data: {
        ...article,
        summary: '早年的行业资讯，用于检验新闻列表的分页。',
        category: '行业资讯',
        is_published: true,
        _status: 'published',
      },
    })
    if (!created.ok()) expect((await request.get(`/api/news/${article.slug}`)).ok()).toBe(true)
  }
}
