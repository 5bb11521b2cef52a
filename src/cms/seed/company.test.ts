import { describe, expect, it } from 'vitest'
import { priceSpanOf } from '@/lib/offerings'
import { jobPostings, PAGE_PRODUCTS, revisionPackages, servicePages, serviceTiers, teamMembers } from './company'
import { products } from './content'

// The spec's business constants (part 2, sections 3 and 9): the seed must carry them exactly.
const tierPrices = (page: string, category?: string) =>
  serviceTiers.filter((tier) => tier.page === page && (category === undefined || tier.category === category))

const product = (name: string) => {
  const found = products.find((entry) => entry.name === name)
  if (!found) throw new Error(`missing catalogue product ${name}`)
  return found
}

/** A page's price as the site computes it from the catalogue products placed on it (seeded kind, no note). */
const pageSpan = (slug: string) =>
  priceSpanOf(
    (PAGE_PRODUCTS[slug] ?? []).map((name) => {
      const { kind = 'product', price } = product(name)
      return { kind, price: price ?? null, price_note: null }
    }),
  )

const page = (slug: string) => {
  const found = servicePages.find((entry) => entry.slug === slug)
  if (!found) throw new Error(`missing service page ${slug}`)
  return found
}

describe('company seed content', () => {
  it('has the bioinformatics tiers in three groups', () => {
    expect(tierPrices('bioinformatics-1v1', '普通生信SCI一对一辅导').map((t) => t.price)).toEqual([
      13888, 15888, 18888, 23888,
    ])
    expect(tierPrices('bioinformatics-1v1', 'SCI协议包成果项目').map((t) => t.price)).toEqual([36000, 56000])
    const highEnd = tierPrices('bioinformatics-1v1', '高端课题')
    expect(highEnd.map((t) => [t.price, t.price_is_starting])).toEqual([
      [40000, true],
      [80000, true],
    ])
  })

  it('has the clinical and meta-analysis tiers with their add-ons, types and data requirements', () => {
    const clinical = tierPrices('clinical-1v1')
    expect(clinical.map((t) => t.price)).toEqual([14888, 17888, 22888, 30888])
    expect(clinical.map((t) => t.addon?.price)).toEqual([11000, 15000, 22000, 30000])
    expect(clinical.every((t) => t.type && t.data_requirement)).toBe(true)
    const meta = tierPrices('meta-analysis-1v1')
    expect(meta.map((t) => t.price)).toEqual([13888, 16888, 19888, 28888])
    expect(meta.map((t) => t.addon?.price)).toEqual([7000, 13000, 13000, 22000])
  })

  it('has radiomics ROI outlining at +1800 and the durations and terms', () => {
    expect(product('影像组学ROI勾画')).toMatchObject({ kind: 'extra', category: 'clinical-research', price: 1800 })
    expect(PAGE_PRODUCTS['clinical-1v1']).toEqual(['影像组学ROI勾画'])
    // An extra never makes the page's price.
    expect(pageSpan('clinical-1v1')).toEqual({ price: null, price_min: null, price_max: null })
    const terms = (slug: string) => Object.fromEntries((page(slug).terms ?? []).map((term) => [term.label, term.value]))
    expect(terms('bioinformatics-1v1')).toMatchObject({
      辅导周期: '约2个月',
      '售后答疑（普通生信SCI一对一辅导）': '课程结束后1个月内',
      '售后答疑（SCI协议包成果项目、高端课题）': '持续至论文录用',
    })
    expect(terms('clinical-1v1')).toEqual({ 从选题到成稿: '约2-3个月', 从投稿到录用: '约8-12个月' })
    expect(terms('meta-analysis-1v1')).toMatchObject({
      辅导周期: '约2-3个月',
      选题保护期: '90天',
      加购协议包后总服务期: '2年',
      其中辅导期: '10个月',
      其中投稿期: '1年2个月',
    })
  })

  it('has the courses with their prices and lesson counts', () => {
    expect(pageSpan('statistical-analysis')).toEqual({ price: 1999, price_min: null, price_max: null })
    expect(page('statistical-analysis').lessons).toHaveLength(8)
    expect(page('statistical-analysis').features).toHaveLength(4)
    expect(page('statistical-analysis').claims).toEqual(expect.arrayContaining(['支持分期付款', '7天无理由退款']))
    expect(page('statistical-analysis').claims?.some((claim) => claim.includes('结课证书'))).toBe(true)
    expect(pageSpan('writing-training')).toEqual({ price: 2499, price_min: null, price_max: null })
    expect(page('writing-training').lessons).toHaveLength(10)
  })

  it('has the revision packages, the middle one highlighted', () => {
    const revision = page('revision-tutoring')
    expect(revision.stats).toEqual([
      expect.objectContaining({ value: '24-48小时', label: '响应' }),
      expect.objectContaining({ value: '95%+', label: '满意度' }),
      expect.objectContaining({ value: '200+', label: '成功案例' }),
    ])
    expect(revision.features).toHaveLength(4)
    expect(revision.steps).toHaveLength(4)
    const packages = revisionPackages.filter((p) => p.page === 'revision-tutoring')
    expect(packages).toHaveLength(revisionPackages.length)
    expect(packages.every((p) => p.kind === 'package')).toBe(true)
    expect(packages.map((p) => [p.price, p.lessons, p.features?.length, p.highlighted ?? false])).toEqual([
      [1999, 5, 4, false],
      [3499, 8, 6, true],
      [4999, 12, 8, false],
    ])
    expect(packages[2]?.features?.some((f) => f.includes('投稿策略'))).toBe(true)
    expect(packages[2]?.features?.some((f) => f.includes('跟踪服务'))).toBe(true)
  })

  it('has the price-range pages', () => {
    const range = (slug: string) => {
      const span = pageSpan(slug)
      return [span.price, span.price_min, span.price_max, page(slug).price_note]
    }
    expect(range('editing-journal-selection')).toEqual([null, 1999, 5999, '根据字数和复杂度定价'])
    expect(range('grant-project')).toEqual([null, 3999, 12999, '根据基金类型和复杂度定价'])
    expect(range('research-training')).toEqual([null, 1000, 5000, '根据培训时长和深度定价'])
    expect(range('english-training')).toEqual([null, 3000, 12000, '根据培训时长和内容定价'])
    expect(range('wet-lab-experiment')).toEqual([null, 10000, 50000, '根据实验类型和复杂度定价'])
    expect(page('editing-journal-selection').steps).toHaveLength(5)
    expect(page('grant-project').steps).toHaveLength(5)
  })

  it('has the four team members and the three job postings', () => {
    expect(teamMembers.map((m) => m.title)).toEqual(['创始人 & 首席科学家', '学术顾问', '数据分析专家', '实验技术专家'])
    expect(jobPostings.map((j) => [j.department, j.type, j.salary, j.experience, j.education])).toEqual([
      ['研发部', '全职', '15k-30k', '3-5年', '硕士及以上'],
      ['学术服务部', '全职', '12k-25k', '2-5年', '硕士及以上'],
      ['实验室', '全职', '8k-15k', '1-3年', '本科及以上'],
    ])
  })

  it('places only catalogue products that exist, each on one page, giving every page its spec price', () => {
    const placed = Object.values(PAGE_PRODUCTS).flat()
    expect(placed.filter((name) => !products.some((entry) => entry.name === name))).toEqual([])
    expect(new Set(placed).size).toBe(placed.length)
    const span = (price: number | null, min: number | null = null, max: number | null = null) => ({
      price,
      price_min: min,
      price_max: max,
    })
    const spec: Record<string, ReturnType<typeof span>> = {
      'statistical-analysis': span(1999),
      'writing-training': span(2499),
      'editing-journal-selection': span(null, 1999, 5999),
      'grant-project': span(null, 3999, 12999),
      'research-training': span(null, 1000, 5000),
      'english-training': span(null, 3000, 12000),
      'wet-lab-experiment': span(null, 10000, 50000),
      'clinical-1v1': span(null),
    }
    expect(Object.keys(PAGE_PRODUCTS).sort()).toEqual(Object.keys(spec).sort())
    for (const slug of Object.keys(PAGE_PRODUCTS)) {
      expect(page(slug).slug).toBe(slug)
      expect([slug, pageSpan(slug)]).toEqual([slug, spec[slug]])
    }
  })

  it('sells each tier once: no catalogue product is named like a tier', () => {
    const tierNames = new Set(serviceTiers.map((tier) => tier.name))
    expect(products.filter((entry) => tierNames.has(entry.name)).map((entry) => entry.name)).toEqual([])
  })

  it('keeps service pages free of prices of their own', () => {
    for (const entry of servicePages) {
      for (const key of ['price', 'price_min', 'price_max', 'packages', 'extras']) expect(entry).not.toHaveProperty(key)
    }
  })

  it('uses unique natural keys', () => {
    const slugs = servicePages.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    // The seed finds a tier again by kind and name alone, so names are unique across pages.
    const tierNames = serviceTiers.map((t) => t.name)
    expect(new Set(tierNames).size).toBe(tierNames.length)
    const packageNames = revisionPackages.map((p) => `${p.kind}/${p.name}`)
    expect(new Set(packageNames).size).toBe(packageNames.length)
  })
})
