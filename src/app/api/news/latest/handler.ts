import { ok, parseQuery } from '@/lib/api'
import { listNews } from '@/features/news/queries'
import { latestNewsQuery } from '@/features/news/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** The newest published articles (default 5). */
export const GET = handle(async (request) => {
  const { limit } = parseQuery(request, latestNewsQuery)
  return ok(await listNews(limit), '获取最新新闻成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
