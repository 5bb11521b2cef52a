import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { getProductDetail } from './queries'
import { RELATED_LIMIT } from './product-sections'

/**
 * The product page's deeper sections (issue #16) over the seeded database: what staff filled, the
 * related cases (published, of the product's category) and the related products (the category's
 * other visible products).
 */

let payload: Payload
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const restore: (() => Promise<unknown>)[] = []

async function productNamed(name: string) {
  const { docs } = await payload.find({
    collection: 'offerings',
    where: { name: { equals: name } },
    depth: 0,
    ...quiet,
  })
  return docs[0]!
}

beforeAll(async () => {
  payload = await getPayload()
})

afterAll(async () => {
  for (const undo of restore.reverse()) await undo()
})

describe('a product page’s sections', () => {
  it('carries what the seed filled: steps, deliverables, guarantees and questions', async () => {
    const product = await productNamed('生信SCI辅导·入门版')
    const detail = await getProductDetail(product.id)
    const sections = detail?.sections
    expect(sections?.process.map((step) => step.title)).toEqual([
      '需求沟通',
      '方案确认',
      '分析实操',
      '成稿指导',
      '投稿答疑',
    ])
    expect(sections?.deliverables).toContain('每次辅导的录屏回放')
    expect(sections?.guarantees.map((item) => item.title)).toEqual(['7天无理由退款', '支持分期付款', '全程保密'])
    expect(sections?.faq[0]).toEqual({
      question: '没有编程基础可以学吗？',
      answer: expect.stringContaining('逐行注释'),
    })
  })

  it('relates the published cases of the product’s category, never a draft or unpublished one', async () => {
    const product = await productNamed('生信SCI辅导·入门版')
    const { docs: all } = await payload.find({ collection: 'cases', depth: 0, limit: 100, ...quiet })
    const category = Number(product.category)
    const expected = all.filter(
      (doc) => doc.is_published && doc._status !== 'draft' && (doc.related_services ?? []).includes(category),
    )
    const related = (await getProductDetail(product.id))!.sections!.relatedCases
    expect(related.length).toBe(Math.min(RELATED_LIMIT, expected.length))
    expect(related.length).toBeGreaterThan(0)
    for (const item of related) {
      expect(expected.map((doc) => doc.title)).toContain(item.title)
      expect(item.href).toMatch(/^\/cases\/[^/]+$/)
    }

    const shown = expected.find((doc) => doc.title === related[0]!.title)!
    await payload.update({ collection: 'cases', id: shown.id, data: { is_published: false }, ...quiet })
    restore.push(() => payload.update({ collection: 'cases', id: shown.id, data: { is_published: true }, ...quiet }))
    const after = (await getProductDetail(product.id))!.sections!.relatedCases
    expect(after.map((item) => item.title)).not.toContain(shown.title)
  })

  it('relates the category’s other visible products, not the product itself nor an inactive one', async () => {
    const product = await productNamed('生信SCI辅导·入门版')
    const sibling = await productNamed('生信SCI辅导·进阶版')
    const before = (await getProductDetail(product.id))!.sections!.relatedProducts
    expect(before.map((item) => item.name)).toContain(sibling.name)
    expect(before.map((item) => item.name)).not.toContain(product.name)
    expect(before.length).toBeLessThanOrEqual(RELATED_LIMIT)
    expect(before.find((item) => item.name === sibling.name)).toMatchObject({
      href: `/product-detail/${sibling.id}`,
      price: 15888,
    })

    await payload.update({ collection: 'offerings', id: sibling.id, data: { is_active: false }, ...quiet })
    restore.push(() => payload.update({ collection: 'offerings', id: sibling.id, data: { is_active: true }, ...quiet }))
    const after = (await getProductDetail(product.id))!.sections!.relatedProducts
    expect(after.map((item) => item.name)).not.toContain(sibling.name)
  })

  it('shows nothing for a product whose sections are empty', async () => {
    const product = await productNamed('生信SCI辅导·入门版')
    const created = await payload.create({
      collection: 'offerings',
      data: { name: '空白详情测试商品', kind: 'product', category: product.category, is_active: true },
      ...quiet,
    })
    restore.push(() => payload.delete({ collection: 'offerings', id: created.id, ...quiet }))
    const sections = (await getProductDetail(created.id))!.sections!
    expect([sections.process, sections.deliverables, sections.guarantees, sections.faq]).toEqual([[], [], [], []])
  })
})
