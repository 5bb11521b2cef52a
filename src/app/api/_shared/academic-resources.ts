import { ok, okPage, parseQuery, withErrorField } from '@/lib/api'
import { listResources, listResourcesPage } from '@/features/resources/queries'
import { resourcesListQuery, resourcesPagedQuery } from '@/features/resources/schemas'
import { PUBLIC_CACHE, handle, methodNotAllowed } from './http'

const MESSAGE = '获取学术资源成功'

/**
 * One answer for the academic-resources path and its four fallbacks (/api/resources,
 * /academic-resources, /api/v1/academic-resources, /api/v1/resources): active resources that
 * have a file, in sort order.
 *
 * Without `page` (the spec's calls) it is the whole list, exactly as before. `limit` is then
 * ignored, not even checked: the spec's clients never send it, and a shortened list would look
 * to them like the whole one. With `page`, that page of `limit` resources (default 20, at most
 * 100) and the list's `pagination`; a page past the last has no items.
 *
 * A failure (a bad `page` or `limit` is a 400) answers `{ success: false, message, error }`: the
 * spec's clients read the reason as `error` (part 1, §5 and §7); `message` is every other
 * route's name for it.
 */
export const GET = withErrorField(
  handle(async (request) => {
    const { page } = parseQuery(request, resourcesPagedQuery)
    if (page === undefined) return ok(await listResources(), MESSAGE, { headers: PUBLIC_CACHE })
    const { limit } = parseQuery(request, resourcesListQuery)
    return okPage(await listResourcesPage(page, limit), limit, MESSAGE, { headers: PUBLIC_CACHE })
  }),
)

const refused = withErrorField(methodNotAllowed('GET'))
export const POST = refused
export const PUT = refused
export const PATCH = refused
export const DELETE = refused
