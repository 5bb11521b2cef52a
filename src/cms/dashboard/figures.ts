import type { Payload, Where } from 'payload'
import { ENQUIRY_STATUSES } from '@/cms/enquiries/status'
import { topSearchMisses, type SearchMiss } from '@/cms/search/misses'

/**
 * The figures of the admin's home page (客户咨询 and 邮件订阅 at a glance), read with server rights
 * and shown only to the roles that may read those collections. Weeks start on Monday, Beijing time.
 */
export type DashboardFigures = {
  enquiries: {
    thisWeek: number
    awaitingReply: number
    thisWeekByStatus: { status: string; label: string; count: number }[]
    thisWeekByService: { service: string; count: number }[]
    weekly: { weekStart: string; count: number }[]
  }
  mostViewed: { news: ViewedItem[]; cases: ViewedItem[] }
  newsletter: { confirmed: number; pending: number }
  /** The searches from /search that found nothing, most frequent first. */
  searchMisses: SearchMiss[]
}

/** Searches without results shown on the dashboard. */
export const DASHBOARD_SEARCH_MISSES = 10

type ViewedItem = { title: string; href: string; views: number }

const DAY_MS = 24 * 60 * 60 * 1000
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000
export const DASHBOARD_WEEKS = 12

/** Monday 00:00 in Beijing of the week holding `now`, as an instant. */
export function weekStart(now: Date): Date {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS)
  const daysSinceMonday = (local.getUTCDay() + 6) % 7
  const mondayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday)
  return new Date(mondayLocal - SHANGHAI_OFFSET_MS)
}

/** `2026-11-23` (the Beijing date of a week's Monday). */
function localDate(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}

export async function dashboardFigures(payload: Payload, now = new Date()): Promise<DashboardFigures> {
  const thisWeek = weekStart(now)
  const firstWeek = new Date(thisWeek.getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS)
  const count = (collection: 'enquiries' | 'newsletter-subscriptions', where: Where) =>
    payload.count({ collection, where, overrideAccess: true }).then((result) => result.totalDocs)

  const [recent, awaitingReply, news, cases, confirmed, pending, searchMisses] = await Promise.all([
    payload.find({
      collection: 'enquiries',
      where: { createdAt: { greater_than_equal: firstWeek.toISOString() } },
      select: { createdAt: true, status: true, service: true },
      limit: 50_000,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    count('enquiries', { status: { equals: 'new' } }),
    payload.find({
      collection: 'news',
      where: { views_count: { greater_than: 0 } },
      sort: '-views_count',
      limit: 10,
      depth: 0,
      overrideAccess: true,
      select: { title: true, slug: true, views_count: true },
    }),
    payload.find({
      collection: 'cases',
      where: { views_count: { greater_than: 0 } },
      sort: '-views_count',
      limit: 10,
      depth: 0,
      overrideAccess: true,
      select: { title: true, slug: true, views_count: true },
    }),
    count('newsletter-subscriptions', { status: { equals: 'confirmed' } }),
    count('newsletter-subscriptions', { status: { equals: 'pending' } }),
    topSearchMisses(payload, DASHBOARD_SEARCH_MISSES),
  ])

  const weekly = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({
    weekStart: localDate(new Date(firstWeek.getTime() + index * 7 * DAY_MS)),
    count: 0,
  }))
  const thisWeekDocs: typeof recent.docs = []
  for (const doc of recent.docs) {
    const index = Math.floor((new Date(doc.createdAt).getTime() - firstWeek.getTime()) / (7 * DAY_MS))
    if (index >= 0 && index < DASHBOARD_WEEKS) weekly[index]!.count++
    if (new Date(doc.createdAt) >= thisWeek) thisWeekDocs.push(doc)
  }
  const byService = new Map<string, number>()
  for (const doc of thisWeekDocs) {
    const service = doc.service?.trim() || '未指定服务'
    byService.set(service, (byService.get(service) ?? 0) + 1)
  }

  return {
    enquiries: {
      thisWeek: thisWeekDocs.length,
      awaitingReply,
      thisWeekByStatus: ENQUIRY_STATUSES.map(({ value, label }) => ({
        status: value,
        label,
        count: thisWeekDocs.filter((doc) => doc.status === value).length,
      })),
      thisWeekByService: [...byService]
        .map(([service, total]) => ({ service, count: total }))
        .sort((a, b) => b.count - a.count || a.service.localeCompare(b.service, 'zh-CN')),
      weekly,
    },
    mostViewed: {
      news: news.docs.map((doc) => ({
        title: doc.title,
        href: `/news/${doc.slug}`,
        views: doc.views_count ?? 0,
      })),
      cases: cases.docs.map((doc) => ({
        title: doc.title,
        href: `/cases/${doc.slug}`,
        views: doc.views_count ?? 0,
      })),
    },
    newsletter: { confirmed, pending },
    searchMisses,
  }
}
