import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Project, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { rawQuery } from '@/cms/raw-sql'
import { addDays, dailySalt, RAW_DAYS, rollUpAnalytics, today } from '@/cms/analytics/store'
import { analyticsSummary } from '@/cms/analytics/summary'
import * as collectRoute from '@/app/api/analytics/collect/handler'
import * as summaryRoute from '@/app/api/analytics/summary/handler'
import * as exportRoute from '@/app/api/analytics/export/handler'
import {
  callRoute,
  clientAddress,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  memberToken,
  staffTokens,
} from '@/app/api/_shared/testing'
import { tokenFor } from '@/testing/routes'
import { analyticsSummarySchema } from './schemas'

/**
 * First-party analytics through the real routes and the real database: what the beacon stores (and
 * what it never stores), robots and bad input, the daily roll-up and the 30-day expiry, the summary
 * and its funnel per source and campaign, and who may read it.
 */

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let payload: Payload
let tokens: { admin: string; editor: string; sales: string; member: string }

const unique = () => crypto.randomBytes(4).toString('hex')

function beacon(body: unknown, { agent = DESKTOP_AGENT, ip = clientAddress() }: { agent?: string; ip?: string } = {}) {
  return callRoute(collectRoute.POST, '/api/analytics/collect', {
    method: 'POST',
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': agent, 'x-forwarded-for': ip },
  })
}

type EventRow = { day: string; path: string; source: string; campaign: string | null; device: string; visitor: string }

async function eventsOf(campaign: string): Promise<EventRow[]> {
  return rawQuery<EventRow>(
    payload,
    {
      sqlite: `SELECT "day", "path", "source", "campaign", "device", "visitor" FROM "analytics_events" WHERE "campaign" = ?`,
      postgres: `SELECT "day", "path", "source"::text AS "source", "campaign", "device"::text AS "device", "visitor" FROM "analytics_events" WHERE "campaign" = $1`,
    },
    [campaign],
  )
}

async function insertEvent(row: EventRow) {
  await rawQuery(
    payload,
    {
      sqlite: `INSERT INTO "analytics_events" ("day", "path", "source", "campaign", "device", "visitor") VALUES (?, ?, ?, ?, ?, ?)`,
      postgres: `INSERT INTO "analytics_events" ("day", "path", "source", "campaign", "device", "visitor") VALUES ($1, $2, $3, $4, $5, $6)`,
    },
    [row.day, row.path, row.source, row.campaign, row.device, row.visitor],
  )
}

async function salesToken(): Promise<string> {
  const email = `analytics-sales-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['sales'], full_name: '统计销售', email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return tokenFor(email, password)
}

beforeAll(async () => {
  payload = await getPayload()
  const staff = await staffTokens()
  tokens = { ...staff, sales: await salesToken(), member: await memberToken() }
})

describe('the page-view beacon', () => {
  it('stores the path, the classified source, the campaign, the device and a daily hash — never the address or the browser', async () => {
    const campaign = `spring-${unique()}`
    const ip = clientAddress()
    const sent = await beacon(
      { path: '/services/meta-analysis?from=menu', referrer: 'https://www.baidu.com/', utm_campaign: campaign },
      { agent: PHONE_AGENT, ip },
    )
    expect(sent.status).toBe(204)
    expect(sent.text).toBe('')
    expect(sent.headers.get('cache-control')).toBe('no-store')
    await beacon(
      { path: '/news', referrer: 'https://www.baidu.com/', utm_campaign: campaign },
      { agent: PHONE_AGENT, ip },
    )
    const rows = await eventsOf(campaign)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ day: today(), path: '/services/meta-analysis', source: 'baidu', device: 'mobile' })
    // The same visitor on the same day: one hash, 32 hex characters, neither address nor agent in it.
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/)
    expect(rows[1]!.visitor).toBe(rows[0]!.visitor)
    const another = `other-${unique()}`
    await beacon({ path: '/news', utm_campaign: another }, { agent: PHONE_AGENT, ip: clientAddress() })
    expect((await eventsOf(another))[0]!.visitor).not.toBe(rows[0]!.visitor)

    // Nothing personal anywhere in the analytics tables.
    for (const table of ['analytics_events', 'analytics_daily']) {
      const all = await rawQuery<Record<string, unknown>>(
        payload,
        { sqlite: `SELECT * FROM "${table}"`, postgres: `SELECT * FROM "${table}"` },
        [],
      )
      const text = JSON.stringify(all)
      expect(text).not.toContain(ip)
      expect(text).not.toContain('Pixel 7')
      expect(text).not.toContain('Mozilla')
    }
    const columns = Object.keys(
      (
        await rawQuery(
          payload,
          { sqlite: 'SELECT * FROM "analytics_events" LIMIT 1', postgres: 'SELECT * FROM "analytics_events" LIMIT 1' },
          [],
        )
      )[0]!,
    )
    expect(columns.sort()).toEqual([
      'campaign',
      'created_at',
      'day',
      'device',
      'id',
      'path',
      'source',
      'updated_at',
      'visitor',
    ])
  })

  it('classifies where the visit began: search engines, WeChat, utm_source, direct', async () => {
    const cases: [Record<string, string>, string, string?][] = [
      [{ referrer: 'https://m.sogou.com/' }, 'sogou'],
      [{ referrer: 'https://www.so.com/' }, 'so360'],
      [{ referrer: 'https://cn.bing.com/' }, 'bing'],
      [{ referrer: 'https://www.google.com.hk/' }, 'google'],
      [{ referrer: 'https://mp.weixin.qq.com/' }, 'wechat'],
      [{ referrer: 'https://www.zhihu.com/' }, 'zhihu'],
      [{ referrer: 'https://www.xiaohongshu.com/' }, 'xiaohongshu'],
      [{ referrer: 'https://example.org/' }, 'other'],
      [{ utm_source: 'weixin' }, 'wechat'],
      [{}, 'direct'],
      [
        {},
        'wechat',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
      ],
    ]
    for (const [landing, expected, agent] of cases) {
      const campaign = `c-${unique()}`
      await beacon({ path: '/', ...landing, utm_campaign: campaign }, agent ? { agent } : {})
      expect((await eventsOf(campaign))[0]?.source, JSON.stringify(landing)).toBe(expected)
    }
  })

  it('counts no robot, no staff screen and no malformed beacon, and still answers 204', async () => {
    const campaign = `robots-${unique()}`
    const robots = [
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      '',
    ]
    for (const agent of robots)
      expect((await beacon({ path: '/', utm_campaign: campaign }, { agent })).status).toBe(204)
    for (const path of [
      '/admin',
      '/admin/collections/users',
      '/api/news',
      '/preview/news/1',
      '//evil.example',
      '/\\evil.example/x',
      '/news/"onmouseover',
      'relative',
      '/a b',
      '/profile/projects/P2026-0001',
    ])
      expect((await beacon({ path, utm_campaign: campaign })).status).toBe(204)
    for (const body of [
      'not json',
      '[]',
      '{"path": 5}',
      JSON.stringify({ path: '/', utm_campaign: campaign, referrer: 'x'.repeat(3000) }),
    ])
      expect((await beacon(body)).status).toBe(204)
    expect(await eventsOf(campaign)).toEqual([])
    await expectMethodsRefused(collectRoute, '/api/analytics/collect', ['GET', 'PUT', 'PATCH', 'DELETE'])
  })
})

describe('roll-up and expiry', () => {
  it('rolls each finished day up once (views, distinct visitors, whole-site rows), keeps today raw and deletes raw views after 30 days', async () => {
    const campaign = `rollup-${unique()}`
    const day = addDays(today(), -2)
    const old = addDays(today(), -(RAW_DAYS + 1))
    const view = (path: string, visitor: string, source = 'zhihu'): EventRow => ({
      day,
      path,
      source,
      campaign,
      device: 'desktop',
      visitor,
    })
    for (const row of [
      view('/news', 'a'),
      view('/news', 'a'),
      view('/news', 'b'),
      view('/cases', 'a'),
      view('/', 'c', 'bing'),
    ])
      await insertEvent(row)
    await insertEvent({ ...view('/news', 'old'), day: old })
    await insertEvent({ ...view('/news', 'now'), day: today() })

    // Two runs at once (two instances queued the task) and a third later: each day is written once.
    await Promise.all([rollUpAnalytics(payload), rollUpAnalytics(payload)])
    await rollUpAnalytics(payload)
    const daily = await rawQuery<Record<string, unknown>>(
      payload,
      {
        sqlite: `SELECT "day", "path", "source", "views", "visitors" FROM "analytics_daily" WHERE "campaign" = ? ORDER BY "day", "path", "source"`,
        postgres: `SELECT "day", "path", "source"::text AS "source", "views", "visitors" FROM "analytics_daily" WHERE "campaign" = $1 ORDER BY "day", "path", "source"`,
      },
      [campaign],
    )
    const rows = daily.map((row) => ({
      ...row,
      day: String(row.day),
      views: Number(row.views),
      visitors: Number(row.visitors),
    }))
    expect(rows.filter((row) => row.day === day)).toEqual([
      { day, path: '*', source: 'bing', views: 1, visitors: 1 },
      { day, path: '*', source: 'zhihu', views: 4, visitors: 2 },
      { day, path: '/', source: 'bing', views: 1, visitors: 1 },
      { day, path: '/cases', source: 'zhihu', views: 1, visitors: 1 },
      { day, path: '/news', source: 'zhihu', views: 3, visitors: 2 },
    ])
    // Today stays raw (still counting); the 31-day-old view was rolled up, then deleted.
    expect(rows.some((row) => row.day === today())).toBe(false)
    expect(rows.some((row) => row.day === old)).toBe(true)
    expect((await eventsOf(campaign)).map((row) => row.day).sort()).toEqual([day, day, day, day, day, today()].sort())

    // The summary reads roll-ups for finished days and raw views for today alike.
    const summary = await analyticsSummary(payload, { days: 7, withFunnel: false })
    const mine = summary.campaigns.find((row) => row.campaign === campaign)
    expect(mine).toEqual({ campaign, views: 6, visitors: 4 })
    expect(summary.daily).toHaveLength(7)
    expect(summary.funnel).toBeNull()
  })
})

describe('the daily salt', () => {
  it('is one random value per day for every caller (several instances share it) and is deleted the day after next', async () => {
    const day = addDays(today(), -3)
    const salts = await Promise.all([dailySalt(payload, day), dailySalt(payload, day), dailySalt(payload, day)])
    expect(new Set(salts).size).toBe(1)
    expect(salts[0]).toMatch(/^[0-9a-f]{64}$/)
    const current = await dailySalt(payload, today())
    expect(current).not.toBe(salts[0])
    const yesterday = await dailySalt(payload, addDays(today(), -1))
    await rollUpAnalytics(payload)
    const keys = (
      await rawQuery<{ key: string }>(
        payload,
        {
          sqlite: `SELECT "key" FROM "payload_kv" WHERE "key" LIKE 'analytics:salt:%'`,
          postgres: `SELECT "key" FROM "payload_kv" WHERE "key" LIKE 'analytics:salt:%'`,
        },
        [],
      )
    ).map((row) => row.key)
    expect(keys).not.toContain(`analytics:salt:${day}`)
    expect(keys).toContain(`analytics:salt:${today()}`)
    expect(keys).toContain(`analytics:salt:${addDays(today(), -1)}`)
    expect(await dailySalt(payload, addDays(today(), -1))).toBe(yesterday)
  })
})

describe('GET /api/analytics/summary', () => {
  async function summary(token: string | undefined, query = '?days=30') {
    return callRoute(summaryRoute.GET, `/api/analytics/summary${query}`, { token })
  }

  it('answers staff only: 401 without a sign-in, 403 for a member; editors get no funnel, the sales desk gets it', async () => {
    expectFailure(await summary(undefined), 401, '请先登录')
    expectFailure(await summary(tokens.member), 403)
    const editor = expectSuccess(await summary(tokens.editor), analyticsSummarySchema, { message: '获取访问统计成功' })
    expect(editor.funnel).toBeNull()
    const sales = expectSuccess(await summary(tokens.sales), analyticsSummarySchema)
    expect(sales.funnel).not.toBeNull()
    expect(expectSuccess(await summary(tokens.admin), analyticsSummarySchema).funnel).not.toBeNull()
    expect((await summary(tokens.admin)).headers.get('cache-control')).toContain('no-store')
  })

  it('refuses a bad period with a Chinese message', async () => {
    for (const query of ['?days=0', '?days=367', '?days=abc', '?days=1.5'])
      expectFailure(await summary(tokens.admin, query), 400, '统计天数须为 1 到 366 之间的整数')
    expect(expectSuccess(await summary(tokens.admin, ''), analyticsSummarySchema).days).toBe(30)
    await expectMethodsRefused(summaryRoute, '/api/analytics/summary', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })

  it('counts the funnel per source and campaign: visitors, enquiries, projects from them, accepted quotes', async () => {
    const campaign = `funnel-${unique()}`
    for (let visitor = 0; visitor < 3; visitor += 1)
      await beacon({ path: '/contact', referrer: 'https://www.baidu.com/', utm_campaign: campaign })
    const admin = (
      await payload.find({
        collection: 'users',
        where: { roles: { contains: 'admin' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0] as User
    const enquiry = (extra: Record<string, unknown> = {}) =>
      payload.create({
        collection: 'enquiries',
        data: {
          name: '漏斗测试',
          email: `funnel-${unique()}@example.com`,
          message: '想咨询 Meta 分析',
          consent: true,
          status: 'new',
          traffic_source: 'baidu',
          utm: { campaign },
          ...extra,
        },
        overrideAccess: true,
        context: { quietEnquiry: true },
      })
    const won = await enquiry()
    await enquiry()
    const client = await payload.create({
      collection: 'users',
      data: {
        email: `funnel-client-${unique()}@example.com`,
        password: `Pw-${unique()}-x`,
        roles: ['member'],
        full_name: '客户',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const project = await payload.create({
      collection: 'projects',
      data: { client: client.id, title: `漏斗项目 ${unique()}`, enquiry: won.id, assignees: [admin.id] } as Project,
      user: admin,
      overrideAccess: false,
    })
    const quote = await payload.create({
      collection: 'project-quotes',
      data: { project: project.id, items: [{ name: '数据分析', quantity: 1, unit_price: 1000 }], status: 'draft' },
      user: admin,
      overrideAccess: false,
    })
    // The client's acceptance is the projects feature's to test; here only that it is counted.
    await rawQuery(
      payload,
      {
        sqlite: 'UPDATE "projects" SET "accepted_quote_id" = ? WHERE "id" = ?',
        postgres: 'UPDATE "projects" SET "accepted_quote_id" = $1 WHERE "id" = $2',
      },
      [quote.id, project.id],
    )

    const data = expectSuccess(await summary(tokens.sales, '?days=7'), analyticsSummarySchema)
    const row = data.funnel!.campaigns.find((entry) => entry.campaign === campaign)
    expect(row).toEqual({ campaign, visitors: 3, enquiries: 2, projects: 1, accepted_quotes: 1 })
    const baidu = data.funnel!.sources.find((entry) => entry.source === 'baidu')!
    expect(baidu.label).toBe('百度')
    expect(baidu.enquiries).toBeGreaterThanOrEqual(2)
    expect(data.funnel!.total.accepted_quotes).toBeGreaterThanOrEqual(1)
    expect(data.campaigns.find((entry) => entry.campaign === campaign)).toEqual({ campaign, views: 3, visitors: 3 })

    const csv = await callRoute(exportRoute.GET, '/api/analytics/export?days=7', { token: tokens.sales })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // (Response.text() drops the byte-order mark toCsv writes; lib/csv.test.ts checks it.)
    expect(csv.text.startsWith('类别,项目,浏览量,访客数,咨询,项目,已确认报价')).toBe(true)
    expect(csv.text).toContain(`推广活动,${campaign},3,3,2,1,1`)
    const editorCsv = await callRoute(exportRoute.GET, '/api/analytics/export?days=7', { token: tokens.editor })
    expect(editorCsv.text.split('\r\n')[0]).toBe('类别,项目,浏览量,访客数')
    expectFailure(await callRoute(exportRoute.GET, '/api/analytics/export?days=7', { token: tokens.member }), 403)
  })
})
