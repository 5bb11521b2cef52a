import 'server-only'
import { z } from 'zod'
import { isSalesDesk } from '@/cms/access'
import type { Caller } from '@/cms/auth/caller'
import { getPayload } from '@/cms/client'
import { MAX_SUMMARY_DAYS } from '@/cms/analytics/store'
import { analyticsSummary, summaryCsv, type AnalyticsSummary } from '@/cms/analytics/summary'

export const summaryQuery = z.object({
  days: z.coerce
    .number({ message: `统计天数须为 1 到 ${MAX_SUMMARY_DAYS} 之间的整数` })
    .int(`统计天数须为 1 到 ${MAX_SUMMARY_DAYS} 之间的整数`)
    .min(1, `统计天数须为 1 到 ${MAX_SUMMARY_DAYS} 之间的整数`)
    .max(MAX_SUMMARY_DAYS, `统计天数须为 1 到 ${MAX_SUMMARY_DAYS} 之间的整数`)
    .default(30),
})

/** The figures a staff member may see: traffic for every employee, the funnel for the sales desk. */
export async function summaryFor(caller: Caller, days: number): Promise<AnalyticsSummary> {
  return analyticsSummary(await getPayload(), { days, withFunnel: isSalesDesk(caller) })
}

export async function summaryCsvFor(caller: Caller, days: number): Promise<string> {
  return summaryCsv(await summaryFor(caller, days))
}
