import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { recordSearchMiss } from '@/cms/search/misses'
import { DASHBOARD_SEARCH_MISSES, dashboardFigures, weekStart } from './figures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

// Wednesday 2031-06-11 10:00 in Beijing: a week no other test writes into.
const NOW = new Date('2031-06-11T02:00:00Z')

async function enquiry(createdAt: string, status: string, service?: string) {
  await payload.create({
    collection: 'enquiries',
    data: {
      name: '看板测试',
      message: '看板',
      consent: true,
      phone: '13800138000',
      status,
      service,
      createdAt,
    } as never,
    overrideAccess: true,
    context: { quietEnquiry: true },
  })
}

describe('weekStart', () => {
  it('is Monday 00:00 in Beijing', () => {
    expect(weekStart(NOW).toISOString()).toBe('2031-06-08T16:00:00.000Z')
    // Sunday 23:30 in Beijing still belongs to the week before; Monday 00:30 to the new one.
    expect(weekStart(new Date('2031-06-15T15:30:00Z')).toISOString()).toBe('2031-06-08T16:00:00.000Z')
    expect(weekStart(new Date('2031-06-15T16:30:00Z')).toISOString()).toBe('2031-06-15T16:00:00.000Z')
  })
})

describe('dashboard figures', () => {
  it('counts this week by status and service, and the last 12 weeks, from known data', async () => {
    await enquiry('2031-06-09T01:00:00Z', 'new', 'Meta分析') // this week
    await enquiry('2031-06-10T01:00:00Z', 'contacted', 'Meta分析') // this week
    await enquiry('2031-06-11T01:00:00Z', 'new', 'SCI论文润色') // this week
    await enquiry('2031-06-08T15:59:00Z', 'won', 'Meta分析') // Sunday night: last week
    await enquiry('2031-04-01T01:00:00Z', 'lost') // nine weeks before
    await enquiry('2030-12-01T01:00:00Z', 'new') // older than 12 weeks

    const figures = await dashboardFigures(payload, NOW)
    expect(figures.enquiries.thisWeek).toBe(3)
    expect(figures.enquiries.thisWeekByStatus).toEqual([
      { status: 'new', label: '新咨询', count: 2 },
      { status: 'contacted', label: '已联系', count: 1 },
      { status: 'quoted', label: '已报价', count: 0 },
      { status: 'won', label: '已成交', count: 0 },
      { status: 'lost', label: '未成交', count: 0 },
    ])
    expect(figures.enquiries.thisWeekByService).toEqual([
      { service: 'Meta分析', count: 2 },
      { service: 'SCI论文润色', count: 1 },
    ])
    expect(figures.enquiries.weekly).toHaveLength(12)
    expect(figures.enquiries.weekly.at(-1)).toEqual({ weekStart: '2031-06-09', count: 3 })
    expect(figures.enquiries.weekly.at(-2)).toEqual({ weekStart: '2031-06-02', count: 1 })
    expect(figures.enquiries.weekly[0]!.weekStart).toBe('2031-03-24')
    expect(figures.enquiries.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(5)
    // Every "new" enquiry of any time is waiting for a reply, the seeded demo lead included.
    const awaiting = await payload.count({
      collection: 'enquiries',
      where: { status: { equals: 'new' } },
      overrideAccess: true,
    })
    expect(figures.enquiries.awaitingReply).toBe(awaiting.totalDocs)
  })

  it('lists the most viewed news and cases and counts newsletter readers by state', async () => {
    const figures = await dashboardFigures(payload, NOW)
    const views = figures.mostViewed.news.map((item) => item.views)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    expect(figures.mostViewed.news.length).toBeLessThanOrEqual(10)
    for (const item of figures.mostViewed.cases) expect(item.href).toMatch(/^\/cases\//)
    const confirmed = await payload.count({
      collection: 'newsletter-subscriptions',
      where: { status: { equals: 'confirmed' } },
      overrideAccess: true,
    })
    expect(figures.newsletter.confirmed).toBe(confirmed.totalDocs)
  })

  it('lists the searches that found nothing, most frequent first, ten at most', async () => {
    for (let i = 0; i < 3; i++) await recordSearchMiss(payload, '看板无结果词甲')
    await recordSearchMiss(payload, '看板无结果词乙')
    const { searchMisses } = await dashboardFigures(payload, NOW)
    expect(searchMisses.length).toBeLessThanOrEqual(DASHBOARD_SEARCH_MISSES)
    const counts = searchMisses.map((miss) => miss.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const first = searchMisses.findIndex((miss) => miss.query === '看板无结果词甲')
    expect(searchMisses[first]?.count).toBeGreaterThanOrEqual(3)
    const second = searchMisses.findIndex((miss) => miss.query === '看板无结果词乙')
    if (second >= 0) expect(second).toBeGreaterThan(first)
  })
})
