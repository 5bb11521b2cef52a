import { ok, parseQuery } from '@/lib/api'
import { listCases } from '@/features/cases/queries'
import { casesQuery } from '@/features/cases/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Published cases in sort order (the test-services page reads ?limit=3). */
export const GET = handle(async (request) => {
  const { limit } = parseQuery(request, casesQuery)
  return ok(await listCases(limit), '获取案例成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
