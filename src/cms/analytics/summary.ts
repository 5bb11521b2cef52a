import type { Payload } from 'payload'
import { toCsv } from '@/lib/csv'
import { rawQuery } from '@/cms/raw-sql'
import { DEVICE_CLASSES, TRAFFIC_SOURCES, trafficSourceLabel, type TrafficSource } from './sources'
import { addDays, SITE_PATH, today, viewsBetween, type DailyRow } from './store'

/**
 * The dashboard's figures for the last `days` days (today included, China time): totals, a series
 * per day, views by source, campaign, device and page, and, for the sales desk, the funnel from a
 * visit to an enquiry, a project and an accepted quote per source and per campaign. Visitors are
 * distinct per day (the hash changes daily), so a period's visitors are the sum of its days'.
 */

export type Tally = { views: number; visitors: number }
export type FunnelStep = { visitors: number; enquiries: number; projects: number; accepted_quotes: number }

export type AnalyticsSummary = {
  days: number
  from: string
  to: string
  totals: Tally
  daily: ({ day: string } & Tally)[]
  sources: ({ source: TrafficSource; label: string } & Tally)[]
  campaigns: ({ campaign: string } & Tally)[]
  devices: ({ device: string; label: string } & Tally)[]
  pages: ({ path: string } & Tally)[]
  /** null for editors: who became a client is the sales desk's. */
  funnel: {
    total: FunnelStep
    sources: ({ source: TrafficSource; label: string } & FunnelStep)[]
    campaigns: ({ campaign: string } & FunnelStep)[]
  } | null
}

const TOP_PAGES = 20
const TOP_CAMPAIGNS = 20

function tallyBy<Key extends string>(rows: DailyRow[], key: (row: DailyRow) => Key | null): Map<Key, Tally> {
  const tallies = new Map<Key, Tally>()
  for (const row of rows) {
    const value = key(row)
    if (value === null) continue
    const tally = tallies.get(value) ?? { views: 0, visitors: 0 }
    tally.views += row.views
    tally.visitors += row.visitors
    tallies.set(value, tally)
  }
  return tallies
}

const byViews = <T extends Tally>(a: T, b: T) => b.views - a.views || b.visitors - a.visitors

/** Start of a China day as an instant, for comparing with stored timestamps. */
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString()

type FunnelRow = {
  source: string | null
  campaign: string | null
  enquiries: number
  projects: number
  accepted: number
}

async function funnelRows(payload: Payload, from: string): Promise<FunnelRow[]> {
  const select = (placeholder: string) => `SELECT e."traffic_source" AS "source", e."utm_campaign" AS "campaign",
      COUNT(DISTINCT e."id") AS "enquiries", COUNT(DISTINCT p."id") AS "projects",
      COUNT(DISTINCT p."accepted_quote_id") AS "accepted"
    FROM "enquiries" e LEFT JOIN "projects" p ON p."enquiry_id" = e."id"
    WHERE e."created_at" >= ${placeholder}
    GROUP BY e."traffic_source", e."utm_campaign"`
  const rows = await rawQuery<Record<string, unknown>>(
    payload,
    { sqlite: select('?'), postgres: select('$1').replace('e."traffic_source" AS', 'e."traffic_source"::text AS') },
    [chinaMidnight(from)],
  )
  return rows.map((row) => ({
    source: row.source === null || row.source === undefined ? null : String(row.source),
    campaign: row.campaign === null || row.campaign === undefined || row.campaign === '' ? null : String(row.campaign),
    enquiries: Number(row.enquiries),
    projects: Number(row.projects),
    accepted: Number(row.accepted),
  }))
}

const emptyStep = (): FunnelStep => ({ visitors: 0, enquiries: 0, projects: 0, accepted_quotes: 0 })

function buildFunnel(siteRows: DailyRow[], rows: FunnelRow[]): NonNullable<AnalyticsSummary['funnel']> {
  const total = emptyStep()
  const sources = new Map<TrafficSource, FunnelStep>()
  const campaigns = new Map<string, FunnelStep>()
  const step = <K>(map: Map<K, FunnelStep>, key: K) => {
    const found = map.get(key) ?? emptyStep()
    map.set(key, found)
    return found
  }
  for (const row of siteRows) {
    total.visitors += row.visitors
    step(sources, row.source).visitors += row.visitors
    if (row.campaign) step(campaigns, row.campaign).visitors += row.visitors
  }
  for (const row of rows) {
    // An enquiry from before sources were recorded (or sent to the API directly) counts as 其他.
    const source = (TRAFFIC_SOURCES.some((known) => known.value === row.source) ? row.source : 'other') as TrafficSource
    const targets = [total, step(sources, source), ...(row.campaign ? [step(campaigns, row.campaign)] : [])]
    for (const target of targets) {
      target.enquiries += row.enquiries
      target.projects += row.projects
      target.accepted_quotes += row.accepted
    }
  }
  const order = (a: FunnelStep, b: FunnelStep) => b.enquiries - a.enquiries || b.visitors - a.visitors
  return {
    total,
    sources: [...sources]
      .map(([source, figures]) => ({ source, label: trafficSourceLabel(source), ...figures }))
      .sort(order),
    campaigns: [...campaigns]
      .map(([campaign, figures]) => ({ campaign, ...figures }))
      .sort(order)
      .slice(0, TOP_CAMPAIGNS),
  }
}

export async function analyticsSummary(
  payload: Payload,
  { days, withFunnel, now = new Date() }: { days: number; withFunnel: boolean; now?: Date },
): Promise<AnalyticsSummary> {
  const to = today(now)
  const from = addDays(to, -(days - 1))
  const rows = await viewsBetween(payload, from, to)
  const siteRows = rows.filter((row) => row.path === SITE_PATH)
  const pageRows = rows.filter((row) => row.path !== SITE_PATH)

  const perDay = tallyBy(siteRows, (row) => row.day)
  const daily: AnalyticsSummary['daily'] = []
  for (let day = from; day <= to; day = addDays(day, 1))
    daily.push({ day, ...(perDay.get(day) ?? { views: 0, visitors: 0 }) })

  const totals = daily.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), {
    views: 0,
    visitors: 0,
  })
  return {
    days,
    from,
    to,
    totals,
    daily,
    sources: [...tallyBy(siteRows, (row) => row.source)]
      .map(([source, tally]) => ({ source, label: trafficSourceLabel(source), ...tally }))
      .sort(byViews),
    campaigns: [...tallyBy(siteRows, (row) => row.campaign)]
      .map(([campaign, tally]) => ({ campaign, ...tally }))
      .sort(byViews)
      .slice(0, TOP_CAMPAIGNS),
    devices: [...tallyBy(siteRows, (row) => row.device)]
      .map(([device, tally]) => ({
        device,
        label: DEVICE_CLASSES.find((known) => known.value === device)?.label ?? device,
        ...tally,
      }))
      .sort(byViews),
    pages: [...tallyBy(pageRows, (row) => row.path)]
      .map(([path, tally]) => ({ path, ...tally }))
      .sort(byViews)
      .slice(0, TOP_PAGES),
    funnel: withFunnel ? buildFunnel(siteRows, await funnelRows(payload, from)) : null,
  }
}

/** The summary's rows as CSV (UTF-8 with BOM for Excel): one line per day, source, campaign, page. */
export function summaryCsv(summary: AnalyticsSummary): string {
  const rows: (string | number)[][] = []
  for (const day of summary.daily) rows.push(['日期', day.day, day.views, day.visitors])
  const funnelBySource = new Map(summary.funnel?.sources.map((row) => [row.source, row]))
  for (const source of summary.sources) {
    const funnel = funnelBySource.get(source.source)
    rows.push([
      '来源',
      source.label,
      source.views,
      source.visitors,
      ...(funnel ? [funnel.enquiries, funnel.projects, funnel.accepted_quotes] : []),
    ])
  }
  const funnelByCampaign = new Map(summary.funnel?.campaigns.map((row) => [row.campaign, row]))
  for (const campaign of summary.campaigns) {
    const funnel = funnelByCampaign.get(campaign.campaign)
    rows.push([
      '推广活动',
      campaign.campaign,
      campaign.views,
      campaign.visitors,
      ...(funnel ? [funnel.enquiries, funnel.projects, funnel.accepted_quotes] : []),
    ])
  }
  for (const device of summary.devices) rows.push(['设备', device.label, device.views, device.visitors])
  for (const page of summary.pages) rows.push(['页面', page.path, page.views, page.visitors])
  const header = ['类别', '项目', '浏览量', '访客数', ...(summary.funnel ? ['咨询', '项目', '已确认报价'] : [])]
  return toCsv(header, rows)
}
