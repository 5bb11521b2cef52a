import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { CASES_PAGE_SIZE, listCasesPage } from './queries'

// The case list's pages (/cases, /cases/page/N): 20 a page in sort order, every published case on
// exactly one page (cases of one sort order too: id breaks the tie), unpublished ones on none.
let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await getPayload()
  for (let index = 0; index < CASES_PAGE_SIZE + 3; index++) {
    const item = await payload.create({
      collection: 'cases',
      overrideAccess: true,
      data: { title: `分页测试案例 ${index}`, slug: `case-paging-test-${index}`, sort_order: 500, is_published: true },
    })
    created.push(item.id)
  }
  const hidden = await payload.create({
    collection: 'cases',
    overrideAccess: true,
    data: { title: '分页测试未发布案例', slug: 'case-paging-test-hidden', sort_order: 500, is_published: false },
  })
  created.push(hidden.id)
})

afterAll(async () => {
  await payload.delete({ collection: 'cases', where: { id: { in: created } }, overrideAccess: true })
})

describe('listCasesPage', () => {
  it('following the pages reaches every published case exactly once, in sort order, and no unpublished one', async () => {
    const first = await listCasesPage(1, CASES_PAGE_SIZE, null)
    expect(first.items).toHaveLength(CASES_PAGE_SIZE)
    expect(first.pages).toBe(Math.ceil(first.total / CASES_PAGE_SIZE))
    const ids: number[] = []
    const orders: number[] = []
    for (let page = 1; page <= first.pages; page++) {
      const view = await listCasesPage(page, CASES_PAGE_SIZE, null)
      expect(view).toMatchObject({ page, pages: first.pages, total: first.total })
      ids.push(...view.items.map((item) => item.id))
    }
    for (const id of ids) {
      const doc = await payload.findByID({ collection: 'cases', id, overrideAccess: true, depth: 0 })
      orders.push(doc.sort_order ?? 0)
    }
    expect(new Set(ids).size).toBe(first.total)
    expect(ids).toEqual(expect.arrayContaining(created.slice(0, -1)))
    expect(ids).not.toContain(created.at(-1))
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const tied = ids.filter((id) => created.includes(id))
    expect(tied).toEqual([...tied].sort((a, b) => a - b))
    expect((await listCasesPage(first.pages + 1, CASES_PAGE_SIZE, null)).items).toEqual([])
  })

  it('pages the featured cases on their own', async () => {
    const featured = await listCasesPage(1, CASES_PAGE_SIZE, true)
    expect(featured.items.every((item) => item.is_featured)).toBe(true)
    expect(featured.items.map((item) => item.id)).not.toContain(created[0])
  })
})
