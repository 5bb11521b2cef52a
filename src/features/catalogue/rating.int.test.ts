import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as productRoute from '@/app/api/products/[id]/handler'
import * as productsByCategoryRoute from '@/app/api/products/category/[categoryId]/handler'
import { callRoute, expectSuccess } from '@/app/api/_shared/testing'
import { z } from 'zod'
import { productSchema } from './schemas'
import { getProduct } from './queries'

/** Issue #42: a product's rating and 已服务 count are its own fields, shown only where staff entered them. */
const CTX = { disableRevalidate: true }
let payload: Payload
let categoryId: number
const created: number[] = []

beforeAll(async () => {
  payload = await getPayload()
  const category = (
    await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'editing-journal-selection' } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
  ).docs[0]!
  categoryId = category.id
})

afterAll(async () => {
  if (created.length > 0)
    await payload.delete({
      collection: 'offerings',
      where: { id: { in: created } },
      overrideAccess: true,
      context: CTX,
    })
})

async function offeringNamed(name: string) {
  const { docs } = await payload.find({
    collection: 'offerings',
    where: { name: { equals: name } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  return docs[0]!
}

describe('product rating and 已服务 count', () => {
  it('the seeded products and tiers carry the spec’s figures, so the demo shows 4.9 and 已服务 1000+ 客户', async () => {
    for (const name of ['SCI论文英文润色', '生信SCI辅导·入门版']) {
      const product = await getProduct((await offeringNamed(name)).id)
      expect(product, name).toMatchObject({ rating: 4.9, served_clients: '1000+' })
    }
  })

  it('an offering staff gave no rating answers null for both, in the page data and the API', async () => {
    const bare = await payload.create({
      collection: 'offerings',
      data: { kind: 'product', name: '评分测试·未填评分', category: categoryId, is_active: true, sort_order: 900 },
      overrideAccess: true,
      context: CTX,
    })
    created.push(bare.id)
    expect(await getProduct(bare.id)).toMatchObject({ rating: null, served_clients: null })

    const result = await callRoute(productRoute.GET, `/api/products/${bare.id}`, { params: { id: String(bare.id) } })
    const data = productSchema.parse(result.json.data)
    expect([data.rating, data.served_clients]).toEqual([null, null])

    const listed = expectSuccess(
      await callRoute(productsByCategoryRoute.GET, `/api/products/category/${categoryId}`, {
        params: { categoryId: String(categoryId) },
      }),
      z.array(productSchema),
    )
    expect(listed.find((item) => item.id === bare.id)).toMatchObject({ rating: null, served_clients: null })
  })

  it('an offering with its own rating and count answers them as entered', async () => {
    const rated = await payload.create({
      collection: 'offerings',
      data: {
        kind: 'product',
        name: '评分测试·已填评分',
        category: categoryId,
        rating: 4.6,
        served_clients: '320+',
        is_active: true,
        sort_order: 901,
      },
      overrideAccess: true,
      context: CTX,
    })
    created.push(rated.id)
    expect(await getProduct(rated.id)).toMatchObject({ rating: 4.6, served_clients: '320+' })
  })

  it('refuses a rating outside 1–5 (the field’s own bounds)', async () => {
    await expect(
      payload.create({
        collection: 'offerings',
        data: { kind: 'product', name: '评分测试·越界', category: categoryId, rating: 6, is_active: true },
        overrideAccess: true,
        context: CTX,
      }),
    ).rejects.toThrow()
  })
})
