import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as categoriesRoute from '@/app/api/categories/handler'
import * as categoryRoute from '@/app/api/categories/[id]/handler'
import * as productsByCategoryRoute from '@/app/api/products/category/[categoryId]/handler'
import * as productRoute from '@/app/api/products/[id]/handler'
import * as coreProjectsRoute from '@/app/api/core-projects/handler'
import * as serviceMenuRoute from '@/app/api/service-menu/handler'
import {
  PUBLIC_CACHE_CONTROL,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  isSortedBy,
  callRoute,
} from '@/app/api/_shared/testing'
import { categorySchema, coreProjectSchema, productSchema, serviceMenuItemSchema } from './schemas'

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']
const INACTIVE_CATEGORY = '科研数据托管（已停用）'
const INACTIVE_CORE_PROJECT = '科研测试服务·旧版（已下线）'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

async function allDocs<S extends 'categories' | 'offerings' | 'service-menu'>(collection: S) {
  return (await payload.find({ collection, overrideAccess: true, limit: 1000, pagination: false, depth: 0 })).docs
}

describe('GET /api/categories', () => {
  it('answers the active categories in sort order, in the spec shape', async () => {
    const result = await callRoute(categoriesRoute.GET, '/api/categories')
    const data = expectSuccess(result, z.array(categorySchema), { message: '获取类目成功' })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)

    const stored = await allDocs('categories')
    expect(stored.some((category) => !category.is_active)).toBe(true)
    const activeIds = stored.filter((category) => category.is_active).map((category) => category.id)
    expect(data.map((category) => category.id).sort((a, b) => a - b)).toEqual(activeIds.sort((a, b) => a - b))
    expect(data.every((category) => category.is_active)).toBe(true)
    expect(isSortedBy(data, (category) => category.sort_order)).toBe(true)
    expect(data.map((category) => category.name)).not.toContain(INACTIVE_CATEGORY)
    expect(stored.map((category) => category.name)).toContain(INACTIVE_CATEGORY)
    expect(
      data.every((category) => category.main_image_url === null || category.main_image_url.startsWith('/cms-api/')),
    ).toBe(true)
  })

  it('accepts the older front end’s is_active=true and cache-busting t= and still hides inactive ones', async () => {
    const plain = await callRoute(categoriesRoute.GET, '/api/categories')
    for (const query of ['?is_active=true&t=1763800000000', '?is_active=false', '?t=abc']) {
      const result = await callRoute(categoriesRoute.GET, `/api/categories${query}`)
      expect(expectSuccess(result, z.array(categorySchema))).toEqual(plain.json.data)
    }
  })

  it('refuses a malformed is_active with a Chinese 400', async () => {
    expectFailure(await callRoute(categoriesRoute.GET, '/api/categories?is_active=maybe'), 400, /参数值无效/)
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(categoriesRoute, '/api/categories', WRITES)
  })
})

describe('GET /api/categories/{id}', () => {
  it('finds a category by numeric id and by slug', async () => {
    const list = (await callRoute(categoriesRoute.GET, '/api/categories')).json.data as z.infer<typeof categorySchema>[]
    const first = list[0]!
    const byId = await callRoute(categoryRoute.GET, `/api/categories/${first.id}`, { params: { id: String(first.id) } })
    expect(expectSuccess(byId, categorySchema)).toEqual(first)
    expect(byId.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const bySlug = await callRoute(categoryRoute.GET, `/api/categories/${first.slug}`, { params: { id: first.slug! } })
    expect(expectSuccess(bySlug, categorySchema)).toEqual(first)
    // Matched as a number as well as a string (spec): a leading zero names the same category.
    const asNumber = await callRoute(categoryRoute.GET, `/api/categories/00${first.id}`, {
      params: { id: `00${first.id}` },
    })
    expect(expectSuccess(asNumber, categorySchema)).toEqual(first)
  })

  it('answers 404 未找到类目ID for an inactive, unknown or malformed id', async () => {
    const inactive = (await allDocs('categories')).find((category) => !category.is_active)!
    for (const id of [
      String(inactive.id),
      inactive.slug!,
      '999999',
      '9'.repeat(40),
      '-1',
      '1.5',
      'no-such-category',
      '%',
      '%E4%',
      'x'.repeat(500),
    ]) {
      const result = await callRoute(categoryRoute.GET, '/api/categories/x', { params: { id } })
      expectFailure(result, 404, `未找到类目ID: ${id.slice(0, 100)}`)
    }
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(categoryRoute, '/api/categories/1', WRITES, { id: '1' })
  })
})

describe('GET /api/products/category/{categoryId}', () => {
  it('lists the active products of a category by id or slug, in sort order', async () => {
    const categories = (await allDocs('categories')).filter((category) => category.is_active)
    const products = await allDocs('offerings')
    let checked = 0
    for (const category of categories) {
      const expected = products.filter((product) => product.category === category.id && product.is_active)
      const byId = await callRoute(productsByCategoryRoute.GET, '/api/products/category/x', {
        params: { categoryId: String(category.id) },
      })
      const data = expectSuccess(byId, z.array(productSchema))
      expect(byId.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(data.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort())
      expect(
        data.every((product) => product.category_id === category.id && product.categories?.id === category.id),
      ).toBe(true)
      expect(isSortedBy(data, (product) => product.sort_order)).toBe(true)
      const bySlug = await callRoute(productsByCategoryRoute.GET, '/api/products/category/x', {
        params: { categoryId: category.slug! },
      })
      expect(bySlug.json.data).toEqual(data)
      checked += data.length
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('hides an inactive product', async () => {
    const category = (await allDocs('categories')).find((item) => item.is_active)!
    const hidden = await payload.create({
      collection: 'offerings',
      data: { name: '测试用停售商品', kind: 'product', category: category.id, is_active: false, price: 1 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const result = await callRoute(productsByCategoryRoute.GET, '/api/products/category/x', {
      params: { categoryId: String(category.id) },
    })
    expect((result.json.data as { id: number }[]).map((product) => product.id)).not.toContain(hidden.id)
    expectFailure(
      await callRoute(productRoute.GET, '/api/products/x', { params: { id: String(hidden.id) } }),
      404,
      '商品不存在',
    )
  })

  it('answers 404 for an inactive or unknown category', async () => {
    const inactive = (await allDocs('categories')).find((category) => !category.is_active)!
    for (const categoryId of [String(inactive.id), inactive.slug!, '999999', 'no-such', '9'.repeat(40), '%']) {
      const result = await callRoute(productsByCategoryRoute.GET, '/api/products/category/x', {
        params: { categoryId },
      })
      expectFailure(result, 404, /^未找到类目ID: /)
    }
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(productsByCategoryRoute, '/api/products/category/1', WRITES, { categoryId: '1' })
  })
})

describe('GET /api/products/{id}', () => {
  it('answers the product under both data and product', async () => {
    const activeCategories = (await allDocs('categories'))
      .filter((category) => category.is_active)
      .map((category) => category.id)
    const product = (await allDocs('offerings')).find(
      (item) => item.is_active && typeof item.price === 'number' && activeCategories.includes(item.category as number),
    )!
    const result = await callRoute(productRoute.GET, `/api/products/${product.id}`, {
      params: { id: String(product.id) },
    })
    expect(result.status).toBe(200)
    expect(Object.keys(result.json).sort()).toEqual(['data', 'message', 'product', 'success'])
    expect(result.json.success).toBe(true)
    expect(productSchema.parse(result.json.data)).toEqual(productSchema.parse(result.json.product))
    expect(result.json.data.id).toBe(product.id)
    expect(result.json.data.name).toBe(product.name)
    expect(result.json.data.price).toBe(product.price)
    expect(result.json.data.categories).toEqual(expect.objectContaining({ id: product.category }))
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
  })

  it('hides a product whose category is inactive', async () => {
    const categories = await allDocs('categories')
    const inactiveIds = categories.filter((category) => !category.is_active).map((category) => category.id)
    const hidden = (await allDocs('offerings')).find((product) => inactiveIds.includes(product.category as number))
    expect(hidden, 'the seed has a product in an inactive category').toBeDefined()
    expectFailure(
      await callRoute(productRoute.GET, '/api/products/x', { params: { id: String(hidden!.id) } }),
      404,
      '商品不存在',
    )
  })

  it('answers 404 商品不存在 for unknown or malformed ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '9'.repeat(40), '1e3']) {
      expectFailure(await callRoute(productRoute.GET, '/api/products/x', { params: { id } }), 404, '商品不存在')
    }
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(productRoute, '/api/products/1', WRITES, { id: '1' })
  })
})

describe('GET /api/core-projects and /api/service-menu', () => {
  it('lists active core projects in sort order', async () => {
    const result = await callRoute(coreProjectsRoute.GET, '/api/core-projects')
    const data = expectSuccess(result, z.array(coreProjectSchema), { message: '获取核心项目成功' })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const stored = (await allDocs('offerings')).filter(
      (offering) => offering.kind === 'core-project' || offering.kind === 'test-service',
    )
    const active = stored
      .filter((project) => project.is_active)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    expect(data.map((project) => project.id)).toEqual(active.map((project) => project.id))
    expect(stored.map((project) => project.name)).toContain(INACTIVE_CORE_PROJECT)
    expect(data.map((project) => project.title)).not.toContain(INACTIVE_CORE_PROJECT)
    expect(data.every((project) => project.is_active && project.button_text.length > 0)).toBe(true)
    await expectMethodsRefused(coreProjectsRoute, '/api/core-projects', WRITES)
  })

  it('lists active service-menu items in sort order', async () => {
    const result = await callRoute(serviceMenuRoute.GET, '/api/service-menu')
    const data = expectSuccess(result, z.array(serviceMenuItemSchema))
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const active = (await allDocs('service-menu')).filter((item) => item.is_active)
    expect(data.map((item) => item.id).sort()).toEqual(active.map((item) => item.id).sort())
    expect(data.length).toBeGreaterThan(0)
    expect(isSortedBy(data, (item) => item.sort_order)).toBe(true)
    expect(data.every((item) => item.link.startsWith('/'))).toBe(true)
    await expectMethodsRefused(serviceMenuRoute, '/api/service-menu', WRITES)
  })
})
