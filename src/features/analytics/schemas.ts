import { z } from 'zod'

/** What the site's beacon sends (features/analytics/components/PageViewBeacon.tsx). */
export const beaconBody = z.object({
  path: z.string().max(300).describe('页面路径（不含查询参数）'),
  referrer: z.string().max(500).optional().describe('进入网站时的来源网站（仅协议与主机名）'),
  utm_source: z.string().max(100).optional(),
  utm_campaign: z.string().max(100).optional(),
})

const tally = {
  views: z.number().int().describe('浏览量'),
  visitors: z.number().int().describe('访客数（按天去重后相加）'),
}
const step = {
  visitors: z.number().int(),
  enquiries: z.number().int().describe('咨询数'),
  projects: z.number().int().describe('由这些咨询建立的项目数'),
  accepted_quotes: z.number().int().describe('其中已确认报价的项目数'),
}

export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  from: z.string().describe('起始日期（北京时间，YYYY-MM-DD）'),
  to: z.string().describe('结束日期（今天）'),
  totals: z.object(tally),
  daily: z.array(z.object({ day: z.string(), ...tally })),
  sources: z.array(z.object({ source: z.string(), label: z.string(), ...tally })),
  campaigns: z.array(z.object({ campaign: z.string(), ...tally })),
  devices: z.array(z.object({ device: z.string(), label: z.string(), ...tally })),
  pages: z.array(z.object({ path: z.string(), ...tally })),
  funnel: z
    .object({
      total: z.object(step),
      sources: z.array(z.object({ source: z.string(), label: z.string(), ...step })),
      campaigns: z.array(z.object({ campaign: z.string(), ...step })),
    })
    .nullable()
    .describe('转化漏斗；编辑为 null'),
})
