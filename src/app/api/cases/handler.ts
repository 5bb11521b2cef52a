import { ok, okPage, parseQuery } from '@/lib/api'
import { listCases, listCasesPage } from '@/features/cases/queries'
import { casesQuery } from '@/features/cases/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Published cases in sort order (the test-services page reads ?limit=3); with `page`, paged like /api/cases/list. */
export const GET = handle(async (request) => {
  const { limit, page } = parseQuery(request, casesQuery)
  if (page === undefined) return ok(await listCases(limit), '获取案例成功', { headers: PUBLIC_CACHE })
  return okPage(await listCasesPage(page, limit, null), limit, '获取案例成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
