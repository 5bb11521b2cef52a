import { describe, expect, it } from 'vitest'
import { getPayload } from '@/cms/client'
import { SORT_ORDER_NOT_INTEGER } from './sort-order'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

describe('排序 (sort_order) is a whole number wherever staff write it', () => {
  it('refuses 2.5 for a new service with the Chinese message, and stores nothing', async () => {
    const payload = await getPayload()
    const title = `排序校验 ${Date.now()}`
    await expect(
      payload.create({ collection: 'services', data: { title, sort_order: 2.5 }, ...quiet }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: SORT_ORDER_NOT_INTEGER })] } })
    expect((await payload.count({ collection: 'services', where: { title: { equals: title } } })).totalDocs).toBe(0)
  })

  it('refuses 1.5 on an existing category and keeps its stored order; a whole number is saved', async () => {
    const payload = await getPayload()
    const [category] = (await payload.find({ collection: 'categories', limit: 1, depth: 0, ...quiet })).docs
    expect(category).toBeDefined()
    await expect(
      payload.update({ collection: 'categories', id: category!.id, data: { sort_order: 1.5 }, ...quiet }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: SORT_ORDER_NOT_INTEGER })] } })
    const kept = await payload.findByID({ collection: 'categories', id: category!.id, depth: 0, ...quiet })
    expect(kept.sort_order).toBe(category!.sort_order)

    const saved = await payload.update({
      collection: 'categories',
      id: category!.id,
      data: { sort_order: category!.sort_order ?? 0 },
      ...quiet,
    })
    expect(Number.isInteger(saved.sort_order)).toBe(true)
  })

  it('a new service with a whole-number order is saved', async () => {
    const payload = await getPayload()
    const created = await payload.create({
      collection: 'services',
      data: { title: `排序整数 ${Date.now()}`, sort_order: 7 },
      ...quiet,
    })
    expect(created.sort_order).toBe(7)
    await payload.delete({ collection: 'services', id: created.id, ...quiet })
  })
})
