import { ok, parseQuery } from '@/lib/api'
import { listCases } from '@/features/cases/queries'
import { caseListQuery } from '@/features/cases/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Published cases in sort order; featured=true|false filters on the featured flag. */
export const GET = handle(async (request) => {
  const { limit, featured } = parseQuery(request, caseListQuery)
  return ok(await listCases(limit, featured), '获取案例成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
