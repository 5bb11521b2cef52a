import { parseQuery } from '@/lib/api'
import { summaryCsvFor, summaryQuery } from '@/features/analytics/service'
import { NO_STORE, handle, methodNotAllowed, requireEmployee } from '@/app/api/_shared/http'

/** 访问统计 as CSV (the dashboard's 导出 CSV). */
export const GET = handle(async (request) => {
  const caller = await requireEmployee(request)
  const { days } = parseQuery(request, summaryQuery)
  return new Response(await summaryCsvFor(caller, days), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${days}d.csv"`,
    },
  })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
