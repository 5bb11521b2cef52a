import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as listRoute from '@/app/api/cases/list/handler'
import * as casesRoute from '@/app/api/cases/handler'
import * as caseRoute from '@/app/api/cases/[id]/handler'
import {
  PUBLIC_CACHE_CONTROL,
  expectFailure,
  expectMethodsRefused,
  expectPage,
  expectSuccess,
  callRoute,
} from '@/app/api/_shared/testing'
import { caseSchema } from './schemas'

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']

let payload: Payload
let published: { id: number; slug: string; is_featured: boolean }[]
let draft: { id: number; slug: string }

beforeAll(async () => {
  payload = await getPayload()
  const all = (
    await payload.find({
      collection: 'cases',
      overrideAccess: true,
      limit: 1000,
      pagination: false,
      depth: 0,
      sort: ['sort_order', 'id'],
    })
  ).docs
  published = all
    .filter((item) => item.is_published)
    .map((item) => ({ id: item.id, slug: item.slug!, is_featured: Boolean(item.is_featured) }))
  const unpublished = all.find((item) => !item.is_published)
  expect(unpublished, 'the seed has an unpublished case').toBeDefined()
  draft = { id: unpublished!.id, slug: unpublished!.slug! }
  expect(published.some((item) => item.is_featured)).toBe(true)
  expect(published.some((item) => !item.is_featured)).toBe(true)
})

describe('GET /api/cases/list', () => {
  it('answers published cases in sort order, without bodies', async () => {
    const result = await callRoute(listRoute.GET, '/api/cases/list?limit=100')
    const data = expectSuccess(result, z.array(caseSchema), { message: '获取案例成功' })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(data.map((item) => item.id)).toEqual(published.map((item) => item.id))
    expect(data.map((item) => item.slug)).not.toContain(draft.slug)
    expect(data.every((item) => item.content === null && item.featured === item.is_featured)).toBe(true)
  })

  it('filters on featured', async () => {
    const featured = expectSuccess(
      await callRoute(listRoute.GET, '/api/cases/list?limit=100&featured=true'),
      z.array(caseSchema),
    )
    expect(featured.map((item) => item.id)).toEqual(published.filter((item) => item.is_featured).map((item) => item.id))
    expect(featured.every((item) => item.is_featured)).toBe(true)
    const others = expectSuccess(await callRoute(listRoute.GET, '/api/cases/list?featured=false'), z.array(caseSchema))
    expect(others.map((item) => item.id)).toEqual(published.filter((item) => !item.is_featured).map((item) => item.id))
  })

  it('takes limit and refuses bad limits and flags', async () => {
    expect(expectSuccess(await callRoute(listRoute.GET, '/api/cases/list?limit=2'), z.array(caseSchema))).toHaveLength(
      2,
    )
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'limit=-3']) {
      expectFailure(await callRoute(listRoute.GET, `/api/cases/list?${query}`), 400, 'limit 必须是 1 到 100 之间的整数')
    }
    expectFailure(await callRoute(listRoute.GET, '/api/cases/list?featured=sometimes'), 400, /参数值无效/)
  })

  it('with page, answers that page and the pagination of the list; following the pages reaches every case once', async () => {
    for (const [query, expected] of [
      ['', published],
      ['&featured=true', published.filter((item) => item.is_featured)],
      ['&featured=false', published.filter((item) => !item.is_featured)],
    ] as const) {
      const seen: number[] = []
      for (let page = 1; ; page++) {
        const result = await callRoute(listRoute.GET, `/api/cases/list?page=${page}&limit=2${query}`)
        const { items, pagination } = expectPage(result, caseSchema, { message: '获取案例成功' })
        expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
        expect(pagination).toEqual({ page, limit: 2, total: expected.length, pages: Math.ceil(expected.length / 2) })
        seen.push(...items.map((item) => item.id))
        if (page >= pagination.pages) break
      }
      expect(seen).toEqual(expected.map((item) => item.id))
    }
    const past = expectPage(await callRoute(listRoute.GET, '/api/cases/list?page=50'), caseSchema)
    expect(past.items).toEqual([])
    expect(past.pagination).toEqual({ page: 50, limit: 100, total: published.length, pages: 1 })
    for (const page of ['0', 'x', '2.5', '-1'])
      expectFailure(
        await callRoute(listRoute.GET, `/api/cases/list?page=${page}`),
        400,
        'page 必须是 1 到 100000 之间的整数',
      )
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(listRoute, '/api/cases/list', WRITES)
  })
})

describe('GET /api/cases', () => {
  it('answers published cases, limit=3 as the test-services page reads them', async () => {
    const result = await callRoute(casesRoute.GET, '/api/cases?limit=3')
    const data = expectSuccess(result, z.array(caseSchema))
    expect(data.map((item) => item.id)).toEqual(published.slice(0, 3).map((item) => item.id))
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const all = expectSuccess(await callRoute(casesRoute.GET, '/api/cases'), z.array(caseSchema))
    expect(all).toHaveLength(published.length)
    expectFailure(await callRoute(casesRoute.GET, '/api/cases?limit=1000'), 400, 'limit 必须是 1 到 100 之间的整数')
    await expectMethodsRefused(casesRoute, '/api/cases', WRITES)
  })

  it('with page, answers that page and the pagination of the list', async () => {
    const { items, pagination } = expectPage(await callRoute(casesRoute.GET, '/api/cases?page=2&limit=3'), caseSchema)
    expect(items.map((item) => item.id)).toEqual(published.slice(3, 6).map((item) => item.id))
    expect(pagination).toEqual({ page: 2, limit: 3, total: published.length, pages: Math.ceil(published.length / 3) })
  })
})

describe('GET /api/cases/{id}', () => {
  it('finds a published case by numeric id and by slug, with its body and related services', async () => {
    const { id, slug } = published[0]!
    const byId = await callRoute(caseRoute.GET, `/api/cases/${id}`, { params: { id: String(id) } })
    const item = expectSuccess(byId, caseSchema)
    expect(item).toMatchObject({ id, slug })
    expect(typeof item.content).toBe('string')
    expect(item.related_services.length).toBeGreaterThan(0)
    expect(byId.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const bySlug = await callRoute(caseRoute.GET, `/api/cases/${slug}`, { params: { id: slug } })
    expect(expectSuccess(bySlug, caseSchema)).toEqual(item)
  })

  it('answers 404 案例不存在 for unpublished, unknown and malformed ids', async () => {
    for (const id of [String(draft.id), draft.slug, '999999', '9'.repeat(40), '-1', '%', 'x'.repeat(500)]) {
      expectFailure(await callRoute(caseRoute.GET, '/api/cases/x', { params: { id } }), 404, '案例不存在')
    }
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(caseRoute, '/api/cases/1', WRITES, { id: '1' })
  })
})
