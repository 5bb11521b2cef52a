import { describe, expect, it } from 'vitest'
import { jobPostings, servicePages, serviceTiers, teamMembers } from './company'

// The spec's business constants (part 2, sections 3 and 9): the seed must carry them exactly.
const tierPrices = (page: string, category?: string) =>
  serviceTiers.filter((tier) => tier.page === page && (category === undefined || tier.category === category))

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
    expect(page('clinical-1v1').extras).toEqual([expect.objectContaining({ name: '影像组学ROI勾画', price: 1800 })])
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
    expect(page('statistical-analysis')).toMatchObject({ price: 1999 })
    expect(page('statistical-analysis').lessons).toHaveLength(8)
    expect(page('statistical-analysis').features).toHaveLength(4)
    expect(page('statistical-analysis').claims).toEqual(expect.arrayContaining(['支持分期付款', '7天无理由退款']))
    expect(page('statistical-analysis').claims?.some((claim) => claim.includes('结课证书'))).toBe(true)
    expect(page('writing-training')).toMatchObject({ price: 2499 })
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
    const packages = revision.packages ?? []
    expect(packages.map((p) => [p.price, p.lessons, p.features?.length, p.highlighted])).toEqual([
      [1999, 5, 4, false],
      [3499, 8, 6, true],
      [4999, 12, 8, false],
    ])
    expect(packages[2].features?.some((f) => f.includes('投稿策略'))).toBe(true)
    expect(packages[2].features?.some((f) => f.includes('跟踪服务'))).toBe(true)
  })

  it('has the price-range pages', () => {
    const range = (slug: string) => [page(slug).price_min, page(slug).price_max, page(slug).price_note]
    expect(range('editing-journal-selection')).toEqual([1999, 5999, '根据字数和复杂度定价'])
    expect(range('grant-project')).toEqual([3999, 12999, '根据基金类型和复杂度定价'])
    expect(range('research-training')).toEqual([1000, 5000, '根据培训时长和深度定价'])
    expect(range('english-training')).toEqual([3000, 12000, '根据培训时长和内容定价'])
    expect(range('wet-lab-experiment')).toEqual([10000, 50000, '根据实验类型和复杂度定价'])
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

  it('uses unique natural keys', () => {
    const slugs = servicePages.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const tierKeys = serviceTiers.map((t) => `${t.page}/${t.name}`)
    expect(new Set(tierKeys).size).toBe(tierKeys.length)
  })
})
