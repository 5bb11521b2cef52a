import { ok, parseQuery } from '@/lib/api'
import { summaryFor, summaryQuery } from '@/features/analytics/service'
import { NO_STORE, handle, methodNotAllowed, requireEmployee } from '@/app/api/_shared/http'

/** 访问统计: the dashboard's figures for the last `days` days (staff; the funnel for the sales desk). */
export const GET = handle(async (request) => {
  const caller = await requireEmployee(request)
  const { days } = parseQuery(request, summaryQuery)
  return ok(await summaryFor(caller, days), '获取访问统计成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
