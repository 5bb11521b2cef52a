import { ok, parseQuery } from '@/lib/api'
import { listNews } from '@/features/news/queries'
import { newsListQuery } from '@/features/news/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Published articles, newest first (default 100). is_published is accepted for the older front end. */
export const GET = handle(async (request) => {
  const { limit } = parseQuery(request, newsListQuery)
  return ok(await listNews(limit), '获取新闻成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
