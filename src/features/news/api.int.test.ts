import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as latestRoute from '@/app/api/news/latest/handler'
import * as newsRoute from '@/app/api/news/handler'
import * as articleRoute from '@/app/api/news/[slug]/handler'
import * as viewsRoute from '@/app/api/news/[slug]/views/handler'
import {
  PUBLIC_CACHE_CONTROL,
  expectFailure,
  expectMethodsRefused,
  expectPage,
  expectSuccess,
  callRoute,
} from '@/app/api/_shared/testing'
import { newsSchema, newsViewsSchema } from './schemas'

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']
const DRAFT_SLUG = 'summer-research-camp-draft'

let payload: Payload
let published: { id: number; slug: string; published_at: string }[]

beforeAll(async () => {
  payload = await getPayload()
  const all = (
    await payload.find({ collection: 'news', overrideAccess: true, limit: 1000, pagination: false, depth: 0 })
  ).docs
  expect(all.some((item) => item.slug === DRAFT_SLUG && !item.is_published)).toBe(true)
  published = all
    .filter((item) => item.is_published)
    .map((item) => ({ id: item.id, slug: item.slug!, published_at: item.published_at! }))
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))
  expect(published.length).toBeGreaterThanOrEqual(5)
})

const isNewestFirst = (items: { published_at: string | null }[]) =>
  items.every(
    (item, index) => index === 0 || Date.parse(items[index - 1]!.published_at!) >= Date.parse(item.published_at!),
  )

describe('GET /api/news/latest', () => {
  it('answers the 5 newest published articles by default, without bodies', async () => {
    const result = await callRoute(latestRoute.GET, '/api/news/latest')
    const data = expectSuccess(result, z.array(newsSchema))
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(data.map((item) => item.id)).toEqual(published.slice(0, 5).map((item) => item.id))
    expect(isNewestFirst(data)).toBe(true)
    expect(data.every((item) => item.content === null)).toBe(true)
    expect(data.map((item) => item.slug)).not.toContain(DRAFT_SLUG)
  })

  it('takes limit', async () => {
    const result = await callRoute(latestRoute.GET, '/api/news/latest?limit=2')
    expect(expectSuccess(result, z.array(newsSchema)).map((item) => item.id)).toEqual(
      published.slice(0, 2).map((item) => item.id),
    )
  })

  it('refuses limits that are not integers from 1 to 100', async () => {
    for (const limit of ['0', '-1', '101', '1.5', 'abc', '1e2', '99999999999999999999', ' 5']) {
      const result = await callRoute(latestRoute.GET, `/api/news/latest?limit=${encodeURIComponent(limit)}`)
      expectFailure(result, 400, 'limit 必须是 1 到 100 之间的整数')
    }
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(latestRoute, '/api/news/latest', WRITES)
  })
})

describe('GET /api/news', () => {
  it('answers every published article newest first (default limit 100) and never drafts', async () => {
    for (const query of ['', '?limit=100&is_published=true', '?is_published=false']) {
      const result = await callRoute(newsRoute.GET, `/api/news${query}`)
      const data = expectSuccess(result, z.array(newsSchema), { message: '获取新闻成功' })
      expect(data.map((item) => item.id)).toEqual(published.map((item) => item.id))
      expect(data.map((item) => item.slug)).not.toContain(DRAFT_SLUG)
      expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    }
  })

  it('takes limit and refuses bad limits and flags', async () => {
    const three = await callRoute(newsRoute.GET, '/api/news?limit=3')
    expect(expectSuccess(three, z.array(newsSchema))).toHaveLength(3)
    expectFailure(await callRoute(newsRoute.GET, '/api/news?limit=1000'), 400, 'limit 必须是 1 到 100 之间的整数')
    expectFailure(await callRoute(newsRoute.GET, '/api/news?limit=-5'), 400, 'limit 必须是 1 到 100 之间的整数')
    expectFailure(await callRoute(newsRoute.GET, '/api/news?is_published=yes'), 400, /参数值无效/)
  })

  it('with page, answers that page and the pagination of the list; following the pages reaches every article once', async () => {
    const seen: number[] = []
    for (let page = 1; ; page++) {
      const result = await callRoute(newsRoute.GET, `/api/news?page=${page}&limit=2`)
      const { items, pagination } = expectPage(result, newsSchema, { message: '获取新闻成功' })
      expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(pagination).toEqual({ page, limit: 2, total: published.length, pages: Math.ceil(published.length / 2) })
      seen.push(...items.map((item) => item.id))
      if (page === pagination.pages) break
    }
    expect(seen).toEqual(published.map((item) => item.id))
    const past = expectPage(await callRoute(newsRoute.GET, '/api/news?page=999'), newsSchema)
    expect(past.items).toEqual([])
    expect(past.pagination).toMatchObject({ page: 999, limit: 100, total: published.length })
  })

  it('refuses pages that are not whole numbers from 1', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1000001'])
      expectFailure(await callRoute(newsRoute.GET, `/api/news?page=${page}`), 400, 'page 必须是 1 到 100000 之间的整数')
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(newsRoute, '/api/news', WRITES)
  })
})

describe('GET /api/news/{slug}', () => {
  it('answers the published article with its body, cacheable and without counting a view', async () => {
    const { slug, id } = published[1]!
    const before = (await payload.findByID({ collection: 'news', id, overrideAccess: true })).views_count ?? 0
    const first = await callRoute(articleRoute.GET, `/api/news/${slug}`, { params: { slug } })
    const article = expectSuccess(first, newsSchema, { message: '获取新闻成功' })
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(article).toMatchObject({ id, slug })
    expect(typeof article.content).toBe('string')
    await callRoute(articleRoute.GET, `/api/news/${slug}`, { params: { slug } })
    expect((await payload.findByID({ collection: 'news', id, overrideAccess: true })).views_count).toBe(before)
  })

  it('answers 404 新闻不存在 for drafts, unknown and malformed slugs, counting nothing', async () => {
    const draft = (
      await payload.find({ collection: 'news', overrideAccess: true, where: { slug: { equals: DRAFT_SLUG } } })
    ).docs[0]!
    for (const slug of [DRAFT_SLUG, 'no-such-article', '999999', '%', "'; DROP TABLE news; --", 'x'.repeat(500), ' ']) {
      const result = await callRoute(articleRoute.GET, '/api/news/x', { params: { slug } })
      expectFailure(result, 404, '新闻不存在')
    }
    expect((await payload.findByID({ collection: 'news', id: draft.id, overrideAccess: true })).views_count).toBe(
      draft.views_count,
    )
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(articleRoute, '/api/news/x', WRITES, { slug: 'x' })
  })
})

describe('POST /api/news/{slug}/views', () => {
  const viewsOf = async (id: number) =>
    (await payload.findByID({ collection: 'news', id, overrideAccess: true, depth: 0 })).views_count ?? 0

  it('counts one view and answers only the new count, never cached', async () => {
    const { slug, id } = published[2]!
    const before = await viewsOf(id)
    const result = await callRoute(viewsRoute.POST, `/api/news/${slug}/views`, { method: 'POST', params: { slug } })
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ success: true, data: { views_count: before + 1 }, message: '阅读已计数' })
    expect(newsViewsSchema.parse(result.json.data)).toEqual({ views_count: before + 1 })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(await viewsOf(id)).toBe(before + 1)
  })

  it('adds exactly 50 for 50 concurrent views', async () => {
    const { slug, id } = published[0]!
    const before = await viewsOf(id)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        callRoute(viewsRoute.POST, `/api/news/${slug}/views`, { method: 'POST', params: { slug } }),
      ),
    )
    expect(results.every((result) => result.status === 200)).toBe(true)
    const counts = results.map((result) => result.json.data.views_count as number).sort((a, b) => a - b)
    expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => before + 1 + index))
    expect(await viewsOf(id)).toBe(before + 50)
  })

  it('answers 404 新闻不存在 for drafts, unknown and malformed slugs, counting nothing', async () => {
    const draft = (
      await payload.find({ collection: 'news', overrideAccess: true, where: { slug: { equals: DRAFT_SLUG } } })
    ).docs[0]!
    for (const slug of [DRAFT_SLUG, 'no-such-article', '%', "'; DROP TABLE news; --", 'x'.repeat(500), ' ']) {
      const result = await callRoute(viewsRoute.POST, '/api/news/x/views', { method: 'POST', params: { slug } })
      expectFailure(result, 404, '新闻不存在')
    }
    expect(await viewsOf(draft.id)).toBe(draft.views_count ?? 0)
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(viewsRoute, '/api/news/x/views', ['GET', 'PUT', 'PATCH', 'DELETE'], { slug: 'x' })
  })
})
