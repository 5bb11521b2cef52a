import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { z } from 'zod'
import { getPayload } from '@/cms/client'
import { pdfDocument } from '@/cms/seed/guide-pdf'
import * as academicResources from '@/app/api/academic-resources/handler'
import * as resources from '@/app/api/resources/handler'
import * as rootAcademicResources from '@/app/academic-resources/route'
import * as v1AcademicResources from '@/app/api/v1/academic-resources/handler'
import * as v1Resources from '@/app/api/v1/resources/handler'
import { PUBLIC_CACHE_CONTROL, callRoute, expectPage, expectSuccess } from '@/app/api/_shared/testing'
import { RESOURCES_PAGE_SIZE, listResources, listResourcesPage } from './queries'
import { resourceSchema } from './schemas'

// The resource centre's pages (/resources, /resources/page/N) and the paged academic-resources
// API: 20 a page in sort order (ties by id), every usable resource (active, with a file) on
// exactly one page, the others on none; without `page` the spec's whole-list answer, unchanged.

const ROUTES = [
  ['/api/academic-resources', academicResources],
  ['/api/resources', resources],
  ['/academic-resources', rootAcademicResources],
  ['/api/v1/academic-resources', v1AcademicResources],
  ['/api/v1/resources', v1Resources],
] as const
const MESSAGE = '获取学术资源成功'
const EXTRA = RESOURCES_PAGE_SIZE + 3
/** One sort order for all of them, far after the seeded resources': their order is their ids'. */
const SORT_ORDER = 9000

let payload: Payload
const created: number[] = []
let usableCreated: number[] = []
let inactiveId: number
let withoutFileId: number

const pdf = pdfDocument({
  title: '分页检验',
  subtitle: '测试',
  sections: [{ heading: '检验', paragraphs: ['一页。'] }],
})

async function createResource(title: string, options: { active?: boolean; withFile?: boolean } = {}) {
  const stamp = `${Date.now()}-${created.length}`
  const doc = await payload.create({
    collection: 'academic-resources',
    overrideAccess: true,
    depth: 0,
    data: { title, category: '分页检验', sort_order: SORT_ORDER, is_active: options.active ?? true },
    ...(options.withFile === false
      ? {}
      : { file: { data: pdf, mimetype: 'application/pdf', name: `paging-${stamp}.pdf`, size: pdf.length } }),
  })
  created.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  payload = await getPayload()
  for (let index = 0; index < EXTRA; index++) await createResource(`分页检验资源 ${index + 1}`)
  usableCreated = [...created]
  inactiveId = await createResource('分页检验资源（已停用）', { active: false })
  withoutFileId = await createResource('分页检验资源（无文件）', { withFile: false })
})

afterAll(async () => {
  await payload.delete({ collection: 'academic-resources', where: { id: { in: created } }, overrideAccess: true })
})

/** A failure of the academic-resources paths: `{ success: false, message, error }`, the reason in Chinese. */
function expectResourcesFailure(result: Awaited<ReturnType<typeof callRoute>>, status: number) {
  expect(result.status, result.text).toBe(status)
  expect(Object.keys(result.json).sort()).toEqual(['error', 'message', 'success'])
  expect(result.json.success).toBe(false)
  expect(result.json.message).toMatch(/[\u4e00-\u9fff]/)
  expect(result.json.error).toBe(result.json.message)
  return result.json.message as string
}

describe('listResourcesPage (the pages /resources shows)', () => {
  it('pages the whole list in its order, 20 a page: every usable resource once, the others never', async () => {
    const whole = (await listResources()).map((item) => item.id)
    const first = await listResourcesPage(1, RESOURCES_PAGE_SIZE)
    expect(first.total).toBe(whole.length)
    expect(first.pages).toBe(Math.ceil(whole.length / RESOURCES_PAGE_SIZE))
    expect(first.pages).toBeGreaterThanOrEqual(2)
    const paged: number[] = []
    for (let page = 1; page <= first.pages; page++) {
      const view = await listResourcesPage(page, RESOURCES_PAGE_SIZE)
      expect(view).toMatchObject({ page, pages: first.pages, total: first.total })
      expect(view.items.length).toBe(page < first.pages ? RESOURCES_PAGE_SIZE : whole.length - paged.length)
      for (const item of view.items) {
        expect(item.is_active).toBe(true)
        expect(item.file_url).toBeTruthy()
      }
      paged.push(...view.items.map((item) => item.id))
    }
    // Same order as the unpaged list (the cache and the home page use that one): ties go by id.
    expect(paged).toEqual(whole)
    expect(paged).toEqual(expect.arrayContaining(usableCreated))
    expect(paged.filter((id) => usableCreated.includes(id))).toEqual([...usableCreated].sort((a, b) => a - b))
    expect(paged).not.toContain(inactiveId)
    expect(paged).not.toContain(withoutFileId)
    expect((await listResourcesPage(first.pages + 1, RESOURCES_PAGE_SIZE)).items).toEqual([])
  })
})

describe('GET academic resources with ?page', () => {
  it('follows the pages from 1 to the last: every usable resource exactly once, in the whole list’s order', async () => {
    const whole = expectSuccess(
      await callRoute(academicResources.GET, '/api/academic-resources'),
      z.array(resourceSchema),
    ).map((item) => item.id)
    const ids: number[] = []
    let pages = 1
    for (let page = 1; page <= pages; page++) {
      const result = await callRoute(academicResources.GET, `/api/academic-resources?page=${page}`)
      const { items, pagination } = expectPage(result, resourceSchema, { message: MESSAGE })
      expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(pagination).toEqual({ page, limit: 20, total: whole.length, pages: Math.ceil(whole.length / 20) })
      pages = pagination.pages
      ids.push(...items.map((item) => item.id))
    }
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(ids).toEqual(whole)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(usableCreated))
    expect(ids).not.toContain(inactiveId)
    expect(ids).not.toContain(withoutFileId)
  })

  it('takes a limit (1 to 100) with the page, and answers a page past the last with no items', async () => {
    const total = (await listResources()).length
    const ids: number[] = []
    const limit = 7
    const pages = Math.ceil(total / limit)
    for (let page = 1; page <= pages; page++) {
      const result = await callRoute(academicResources.GET, `/api/academic-resources?page=${page}&limit=${limit}`)
      const { items, pagination } = expectPage(result, resourceSchema, { message: MESSAGE })
      expect(pagination).toEqual({ page, limit, total, pages })
      ids.push(...items.map((item) => item.id))
    }
    expect(ids).toEqual((await listResources()).map((item) => item.id))

    const all = expectPage(
      await callRoute(academicResources.GET, '/api/academic-resources?page=1&limit=100'),
      resourceSchema,
    )
    expect(all.pagination).toEqual({ page: 1, limit: 100, total, pages: Math.ceil(total / 100) })

    const past = expectPage(
      await callRoute(academicResources.GET, `/api/academic-resources?page=${pages + 1}&limit=${limit}`),
      resourceSchema,
    )
    expect(past.items).toEqual([])
    expect(past.pagination).toEqual({ page: pages + 1, limit, total, pages })
  })

  it('gives the same page on every fallback path', async () => {
    const reference = (await callRoute(academicResources.GET, '/api/academic-resources?page=2&limit=5')).json
    expect(reference.pagination).toMatchObject({ page: 2, limit: 5 })
    for (const [path, route] of ROUTES) {
      const result = await callRoute(route.GET, `${path}?page=2&limit=5`)
      expect(result.status, path).toBe(200)
      expect(result.json, path).toEqual(reference)
    }
  })

  it('answers a bad page or limit 400 in Chinese, the reason named `error` as well, on every path', async () => {
    for (const [path, route] of ROUTES) {
      for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=100001', 'page=2&limit=0']) {
        expectResourcesFailure(await callRoute(route.GET, `${path}?${query}`), 400)
      }
    }
    const page = expectResourcesFailure(await callRoute(academicResources.GET, '/api/academic-resources?page=x'), 400)
    expect(page).toBe('page 必须是 1 到 100000 之间的整数')
    const limit = expectResourcesFailure(
      await callRoute(academicResources.GET, '/api/academic-resources?page=1&limit=101'),
      400,
    )
    expect(limit).toBe('limit 必须是 1 到 100 之间的整数')
  })
})

describe('GET academic resources without ?page (the spec’s call)', () => {
  it('answers the whole list as before: success, data, message and nothing else; a limit alone is ignored', async () => {
    const whole = await listResources()
    expect(whole.length).toBeGreaterThan(RESOURCES_PAGE_SIZE)
    for (const [path, route] of ROUTES) {
      for (const query of ['', '?limit=3', '?limit=abc', '?page=', '?t=1700000000000']) {
        const result = await callRoute(route.GET, `${path}${query}`)
        const data = expectSuccess(result, z.array(resourceSchema), { message: MESSAGE })
        expect(result.json.pagination, `${path}${query}`).toBeUndefined()
        expect(
          data.map((item) => item.id),
          `${path}${query}`,
        ).toEqual(whole.map((item) => item.id))
        expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      }
    }
  })
})
