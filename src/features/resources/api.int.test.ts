import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { getPayload } from '@/cms/client'
import * as academicResources from '@/app/api/academic-resources/handler'
import * as resources from '@/app/api/resources/handler'
import * as rootAcademicResources from '@/app/academic-resources/route'
import * as v1AcademicResources from '@/app/api/v1/academic-resources/handler'
import * as v1Resources from '@/app/api/v1/resources/handler'
import { PUBLIC_CACHE_CONTROL, expectSuccess, isSortedBy, callRoute } from '@/app/api/_shared/testing'
import { resourceSchema } from './schemas'

const ROUTES = [
  ['/api/academic-resources', academicResources],
  ['/api/resources', resources],
  ['/academic-resources', rootAcademicResources],
  ['/api/v1/academic-resources', v1AcademicResources],
  ['/api/v1/resources', v1Resources],
] as const

const WITHDRAWN = '旧版SPSS操作手册（已下架）'
const WITHOUT_FILE = '科研绘图模板合集（文件准备中）'

let stored: {
  id: number
  title: string
  is_active?: boolean | null
  filename?: string | null
  sort_order?: number | null
}[]

beforeAll(async () => {
  const payload = await getPayload()
  stored = (
    await payload.find({
      collection: 'academic-resources',
      overrideAccess: true,
      limit: 1000,
      pagination: false,
      depth: 0,
    })
  ).docs
  expect(stored.find((item) => item.title === WITHDRAWN)?.is_active).toBe(false)
  expect(stored.find((item) => item.title === WITHOUT_FILE)).toMatchObject({ is_active: true, filename: null })
})

describe('GET academic resources (the path and its four fallbacks)', () => {
  it('answers only active resources with a file, in sort order', async () => {
    const result = await callRoute(academicResources.GET, '/api/academic-resources')
    const data = expectSuccess(result, z.array(resourceSchema), { message: '获取学术资源成功' })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const expected = stored.filter((item) => item.is_active && item.filename).map((item) => item.id)
    expect(data.map((item) => item.id).sort()).toEqual(expected.sort())
    expect(data.map((item) => item.title)).not.toContain(WITHDRAWN)
    expect(data.map((item) => item.title)).not.toContain(WITHOUT_FILE)
    expect(isSortedBy(data, (item) => item.sort_order)).toBe(true)
    for (const item of data) {
      expect(item.is_active).toBe(true)
      expect(item.file_url).toMatch(/^\/cms-api\/academic-resources\/file\//)
      expect(item.file_size).toBeGreaterThan(0)
      expect(item.original_filename).toBeTruthy()
      expect(['PDF', 'MP4']).toContain(item.file_type)
    }
  })

  it('gives the same answer on every fallback path', async () => {
    const reference = (await callRoute(academicResources.GET, '/api/academic-resources')).json
    for (const [path, route] of ROUTES) {
      const result = await callRoute(route.GET, path)
      expect(result.status, path).toBe(200)
      expect(result.json, path).toEqual(reference)
      expect(result.headers.get('cache-control'), path).toBe(PUBLIC_CACHE_CONTROL)
    }
  })

  it('answers 405 in JSON for other methods on every path, the reason named `error` as well as `message`', async () => {
    for (const [path, route] of ROUTES) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const result = await callRoute(route[method], path, { method })
        expect(result.status, `${method} ${path}`).toBe(405)
        expect(result.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD, OPTIONS')
        expect(result.json, `${method} ${path}`).toEqual({
          success: false,
          message: '不支持的请求方法',
          error: '不支持的请求方法',
        })
      }
    }
  })
})
