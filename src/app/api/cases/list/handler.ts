import { ok, okPage, parseQuery } from '@/lib/api'
import { listCases, listCasesPage } from '@/features/cases/queries'
import { caseListQuery } from '@/features/cases/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/**
 * Published cases in sort order; featured=true|false filters on the featured flag. With `page`, that
 * page of `limit` cases and the list's `pagination`.
 */
export const GET = handle(async (request) => {
  const { limit, featured, page } = parseQuery(request, caseListQuery)
  if (page === undefined) return ok(await listCases(limit, featured), '获取案例成功', { headers: PUBLIC_CACHE })
  const list = await listCasesPage(page, limit, featured ?? null)
  return okPage(list, limit, '获取案例成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
