import { ok, okPage, parseQuery } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import { searchSite, searchSitePage } from '@/features/search/queries'
import { SEARCH_RATE_LIMIT, searchQuery } from '@/features/search/schemas'
import { PUBLIC_CACHE, handle, methodNotAllowed } from '@/app/api/_shared/http'

/**
 * Site search: visible services, products, news, cases and resources matching every word of q, the
 * best `limit`. With `page`, that page of `limit` results among the best 200 and `pagination`.
 */
export const GET = handle(async (request) => {
  const { q, type, limit, page } = parseQuery(request, searchQuery)
  await enforceRateLimit(request, 'search', SEARCH_RATE_LIMIT)
  if (page === undefined) return ok(await searchSite(q, { kind: type, limit }), undefined, { headers: PUBLIC_CACHE })
  return okPage(await searchSitePage(q, { kind: type, page, size: limit }), limit, undefined, { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
