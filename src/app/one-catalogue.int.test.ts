import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Field, Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as productRoute from '@/app/api/products/[id]/handler'
import * as productsByCategoryRoute from '@/app/api/products/category/[categoryId]/handler'
import * as coreProjectsRoute from '@/app/api/core-projects/handler'
import * as servicesRoute from '@/app/api/services/handler'
import { callRoute } from '@/app/api/_shared/testing'
import { getCategoryListing, getProductDetail, listTestServices } from '@/features/catalogue/queries'
import { getServiceHubPage, getServicePage, getTierPage } from '@/features/company/queries'

/**
 * Issue #38's promise: a price lives in one offering, and an edit shows on every page and API answer
 * that shows it, at the next request. Over the seeded database (SQLite, and PostgreSQL in CI).
 */

let payload: Payload
const quiet = { overrideAccess: true, depth: 0 } as const
const undo: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  payload = await getPayload()
})

afterAll(async () => {
  for (const step of undo.reverse()) await step()
})

async function offeringNamed(name: string) {
  const { docs } = await payload.find({ collection: 'offerings', where: { name: { equals: name } }, ...quiet })
  expect(docs, name).toHaveLength(1)
  return docs[0]!
}

/** Changes an offering's price as an editor would, and puts it back after the suite. */
async function reprice(name: string, price: number) {
  const offering = await offeringNamed(name)
  const before = offering.price
  await payload.update({ collection: 'offerings', id: offering.id, data: { price }, ...quiet })
  undo.push(() => payload.update({ collection: 'offerings', id: offering.id, data: { price: before }, ...quiet }))
  return offering
}

const apiData = async (handler: Parameters<typeof callRoute>[0], url: string, params?: Record<string, string>) => {
  const result = await callRoute(handler, url, params ? { params } : undefined)
  expect(result.status, result.text).toBe(200)
  return result.json.data
}

describe('one price per offering, shown everywhere', () => {
  it('a tier: its page, the guidance hub, the category listing, both product pages and the products API', async () => {
    const tier = await reprice('生信SCI辅导·入门版', 12888)
    const categoryId = tier.category as number

    const tierPage = await getTierPage('bioinformatics-1v1')
    expect(tierPage?.tiers.find((item) => item.id === tier.id)?.price_text).toBe('¥12,888')
    const hub = await getServiceHubPage('medical-sci-guidance')
    expect(hub?.children.find((child) => child.slug === 'bioinformatics-1v1')?.price_text).toBe('¥12,888 起')

    const listing = await getCategoryListing(String(categoryId))
    expect(listing?.products.find((item) => item.id === tier.id)?.price_text).toBe('¥12,888')
    expect((await getProductDetail(tier.id))?.product.price_text).toBe('¥12,888')

    const product = await apiData(productRoute.GET, `/api/products/${tier.id}`, { id: String(tier.id) })
    expect(product.price).toBe(12888)
    const byCategory = await apiData(productsByCategoryRoute.GET, '/api/products/category/x', {
      categoryId: String(categoryId),
    })
    expect(byCategory.find((item: { id: number }) => item.id === tier.id)?.price).toBe(12888)
  })

  it('the bioinformatics category lists the same offerings, at the same prices, as its tier page', async () => {
    const tierPage = await getTierPage('bioinformatics-1v1')
    const listing = await getCategoryListing('bioinformatics')
    const fromPage = tierPage!.tiers.map((tier) => [tier.id, tier.price]).sort()
    const fromCategory = listing!.products.map((product) => [product.id, product.price]).sort()
    expect(fromCategory).toEqual(fromPage)
    expect(fromPage).toHaveLength(8)
  })

  it('a course: its page and the hub', async () => {
    await reprice('医学统计分析指导课程', 1899)
    expect((await getServicePage('statistical-analysis'))?.price_text).toBe('¥1,899')
    const hub = await getServiceHubPage('medical-sci-guidance')
    expect(hub?.children.find((child) => child.slug === 'statistical-analysis')?.price_text).toBe('¥1,899')
  })

  it('a price range is computed from the page’s offerings', async () => {
    expect((await getServicePage('editing-journal-selection'))?.price_text).toBe('¥1,999 - ¥5,999')
    await reprice('润色选刊投稿全程套餐', 6999)
    expect((await getServicePage('editing-journal-selection'))?.price_text).toBe('¥1,999 - ¥6,999')
  })

  it('a revision package and the clinical extra', async () => {
    await reprice('标准版', 3299)
    const revision = await getServicePage('revision-tutoring')
    expect(revision?.packages.map((pack) => pack.price_text)).toEqual(['¥1,999', '¥3,299', '¥4,999'])
    await reprice('影像组学ROI勾画', 1900)
    expect((await getTierPage('clinical-1v1'))?.page.extras.map((extra) => extra.price_text)).toEqual(['¥1,900'])
  })

  it('a test service: the test-services page and /api/core-projects', async () => {
    const project = await reprice('科研测试服务·基础', 2099)
    expect((await listTestServices()).find((item) => item.id === project.id)?.price).toBe(2099)
    const data = await apiData(coreProjectsRoute.GET, '/api/core-projects')
    expect(data.find((item: { id: number }) => item.id === project.id)?.price).toBe(2099)
  })

  it('a service of /api/services takes its price range from the offerings that name it', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 1, sort: 'sort_order', ...quiet })
    const service = docs[0]!
    const offering = await offeringNamed('SCI论文英文润色')
    await payload.update({ collection: 'offerings', id: offering.id, data: { services: [service.id] }, ...quiet })
    undo.push(() => payload.update({ collection: 'offerings', id: offering.id, data: { services: [] }, ...quiet }))
    const data = await apiData(servicesRoute.GET, '/api/services')
    expect(data.find((item: { id: number }) => item.id === service.id)?.price_range).toBe('¥1,999')
  })
})

describe('the catalogue has one price field', () => {
  it('no collection but offerings has a number field for a price', async () => {
    const priced: string[] = []
    const visit = (collection: string, fields: Field[], prefix = '') => {
      for (const field of fields) {
        if ('fields' in field && Array.isArray(field.fields)) {
          const name = 'name' in field && field.name ? `${prefix}${field.name}.` : prefix
          visit(collection, field.fields as Field[], name)
        }
        if (field.type === 'tabs') for (const tab of field.tabs) visit(collection, tab.fields, prefix)
        if (field.type === 'blocks') for (const block of field.blocks) visit(collection, block.fields, prefix)
        if (field.type === 'number' && /price/.test(field.name)) priced.push(`${collection}.${prefix}${field.name}`)
      }
    }
    for (const collection of payload.config.collections) visit(collection.slug, collection.fields)
    for (const global of payload.config.globals) visit(global.slug, global.fields)
    // A quote line's unit price is not a second catalogue: it is taken from the offering when the
    // quote is made and kept as sent (a sent version never changes, docs/decisions/2026-11-28-client-projects.md).
    expect(priced.sort()).toEqual(['offerings.addons.price', 'offerings.price', 'project-quotes.items.unit_price'])
  })
})
