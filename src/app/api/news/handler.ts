import { ok, okPage, parseQuery } from '@/lib/api'
import { listNews, listNewsPage } from '@/features/news/queries'
import { newsListQuery } from '@/features/news/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/**
 * Published articles, newest first (default 100). With `page`, that page of `limit` articles and the
 * list's `pagination`. is_published is accepted for the older front end.
 */
export const GET = handle(async (request) => {
  const { limit, page } = parseQuery(request, newsListQuery)
  if (page === undefined) return ok(await listNews(limit), '获取新闻成功', { headers: PUBLIC_CACHE })
  return okPage(await listNewsPage(page, null, limit), limit, '获取新闻成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
