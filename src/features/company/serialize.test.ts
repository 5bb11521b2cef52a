import { describe, expect, it } from 'vitest'
import type { JobPosting, Offering, ServicePage, TeamMember } from '@/payload-types'
import { serializeOffering, type OfferingDTO } from '@/lib/offerings'
import { serializeJobPosting, serializeServicePage, serializeTeamMember, tierOf, tiersOf } from './serialize'

const stamps = { createdAt: '2026-11-22T00:00:00.000Z', updatedAt: '2026-11-22T00:00:00.000Z' }

/** An offering as the queries hand it over: a minimal `Offering` run through serializeOffering. */
let nextId = 1
function offering(name: string, extra: Partial<Offering> = {}): OfferingDTO {
  return serializeOffering({ id: nextId++, name, kind: 'tier', ...stamps, ...extra })
}

describe('tierOf', () => {
  const base = { price: 30888, group: '临床研究' }

  it('shows the offering as a tier card of the page, its group as the category', () => {
    const source = offering('影像组学研究', {
      ...base,
      description: '影像组学',
      features: ['ROI勾画'],
      notes: '约3个月',
      research_type: '影像组学',
      data_requirement: '需自备影像数据',
      delivery_time: 3,
      delivery_unit: 'month',
      sort_order: 4,
    })
    expect(tierOf(source, 'clinical-1v1')).toEqual({
      id: source.id,
      page: 'clinical-1v1',
      category: '临床研究',
      name: '影像组学研究',
      price: 30888,
      price_is_starting: false,
      price_text: '¥30,888',
      description: '影像组学',
      features: ['ROI勾画'],
      notes: '约3个月',
      type: '影像组学',
      data_requirement: '需自备影像数据',
      delivery_text: '3个月',
      addon: null,
      sort_order: 4,
    })
  })
  it('has no category without a group', () => {
    expect(tierOf(offering('入门版', { price: 13888, group: '  ' }), 'bioinformatics-1v1').category).toBeNull()
  })
  it("writes a starting price as '¥40,000+'", () => {
    const tier = tierOf(offering('高端课题', { price: 40000, price_note: 'from' }), 'bioinformatics-1v1')
    expect([tier.price, tier.price_is_starting, tier.price_text]).toEqual([40000, true, '¥40,000+'])
  })
  it('is 价格面议 without a price', () => {
    const tier = tierOf(offering('待定', { price: null }), 'bioinformatics-1v1')
    expect([tier.price, tier.price_is_starting, tier.price_text]).toEqual([null, false, '价格面议'])
  })
  it('takes the first add-on, its name trimmed', () => {
    const tier = tierOf(
      offering('影像组学研究', {
        ...base,
        addons: [
          { name: ' 协议包 ', price: 30000, features: ['至录用'] },
          { name: '第二个', price: 1 },
        ],
      }),
      'clinical-1v1',
    )
    expect(tier.addon).toEqual({ name: '协议包', price: 30000, price_text: '¥30,000', features: ['至录用'] })
  })
  it('drops an add-on without a name', () => {
    expect(
      tierOf(offering('影像组学研究', { ...base, addons: [{ name: '  ', price: 100 }] }), 'clinical-1v1').addon,
    ).toBeNull()
  })
})

const page: ServicePage = {
  id: 3,
  slug: 'statistical-analysis',
  template: 'course',
  title: '统计分析指导',
  price_note: '含结课证书',
  lessons: [
    { title: '一', description: null },
    { title: '二', description: 'x' },
  ],
  steps: [{ title: '提交' }],
  related_links: [
    { title: '站内', link: '/services/writing-training' },
    { title: '站外', link: 'https://example.com' },
    { title: '协议相对', link: '//evil.example' },
    { title: '脚本', link: 'javascript:alert(1)' },
  ],
  ...stamps,
}

describe('tiersOf', () => {
  const tierPage = serializeServicePage({ ...page, id: 9, slug: 'spatial-omics-1v1', template: 'tier' }, [])

  it('shows the tier offerings of a page, in order, leaving its packages out', () => {
    const tiers = tiersOf(tierPage, [
      offering('基础套餐', { kind: 'package', price: 3999 }),
      offering('入门版', { price: 13888 }),
      offering('进阶版', { price: 15888 }),
      offering('ROI勾画', { kind: 'extra', price: 1800 }),
    ])
    expect(tiers.map((tier) => [tier.name, tier.page, tier.price_text])).toEqual([
      ['入门版', 'spatial-omics-1v1', '¥13,888'],
      ['进阶版', 'spatial-omics-1v1', '¥15,888'],
    ])
  })
  it('falls back to the package offerings of a page without tiers', () => {
    const tiers = tiersOf(tierPage, [
      offering('基础版', { kind: 'package', price: 3999, delivery_time: 1, delivery_unit: 'month', lessons: 6 }),
      offering('ROI勾画', { kind: 'extra', price: 1800 }),
      offering('进阶版', { kind: 'package', price: 8999 }),
    ])
    expect(tiers.map((tier) => [tier.name, tier.price_text, tier.delivery_text])).toEqual([
      ['基础版', '¥3,999', '1个月'],
      ['进阶版', '¥8,999', null],
    ])
  })
  it('is empty without tiers or packages', () => {
    expect(tiersOf(tierPage, [offering('ROI勾画', { kind: 'extra', price: 1800 })])).toEqual([])
  })
})

describe('serializeServicePage', () => {
  it('numbers lessons and steps from 1', () => {
    const dto = serializeServicePage(page, [])
    expect(dto.lessons.map((lesson) => [lesson.number, lesson.title])).toEqual([
      [1, '一'],
      [2, '二'],
    ])
    expect(dto.steps[0]).toEqual({ number: 1, title: '提交', description: null })
  })
  it('keeps only site-internal related links', () => {
    expect(serializeServicePage(page, []).related_links).toEqual([
      { title: '站内', link: '/services/writing-training' },
    ])
  })
  it('is 价格面议 without priced offerings, keeping its own price note', () => {
    const dto = serializeServicePage(page, [])
    expect([dto.price, dto.price_min, dto.price_max, dto.price_text, dto.price_note]).toEqual([
      null,
      null,
      null,
      '价格面议',
      '含结课证书',
    ])
  })
  it('takes a fixed price from its one offering', () => {
    const dto = serializeServicePage(page, [offering('医学统计分析指导课程', { kind: 'product', price: 1999 })])
    expect([dto.price, dto.price_min, dto.price_max, dto.price_text]).toEqual([1999, null, null, '¥1,999'])
  })
  it('takes a range from several offerings, extras aside', () => {
    const dto = serializeServicePage({ ...page, slug: 'editing-journal-selection', template: 'range' }, [
      offering('润色', { kind: 'product', price: 1999 }),
      offering('全程套餐', { kind: 'product', price: 5999 }),
      offering('加急', { kind: 'extra', price: 99999 }),
    ])
    expect([dto.price, dto.price_min, dto.price_max, dto.price_text]).toEqual([null, 1999, 5999, '¥1,999 - ¥5,999'])
  })
  it('lists its package offerings as packages, the delivery time as duration', () => {
    const dto = serializeServicePage({ ...page, slug: 'revision-tutoring', template: 'revision' }, [
      offering('基础版', {
        kind: 'package',
        price: 1999,
        lessons: 5,
        delivery_time: 1,
        delivery_unit: 'week',
        features: ['审稿意见逐条解读'],
      }),
      offering('标准版', { kind: 'package', price: 3499, lessons: 8, notes: '约两周', highlighted: true }),
      offering('定制版', { kind: 'package', price: null }),
      offering('加急', { kind: 'extra', price: 500 }),
    ])
    expect(dto.packages.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: '基础版',
        price: 1999,
        price_text: '¥1,999',
        lessons: 5,
        duration: '1周',
        features: ['审稿意见逐条解读'],
        highlighted: false,
      },
      {
        name: '标准版',
        price: 3499,
        price_text: '¥3,499',
        lessons: 8,
        duration: '约两周',
        features: [],
        highlighted: true,
      },
      {
        name: '定制版',
        price: null,
        price_text: '价格面议',
        lessons: null,
        duration: null,
        features: [],
        highlighted: false,
      },
    ])
    expect(dto.price_text).toBe('¥1,999 - ¥3,499')
  })
  it('lists its extra offerings as extras', () => {
    const roi = offering('影像组学ROI勾画', { kind: 'extra', price: 1800, description: 'CT/MRI 病灶勾画' })
    const dto = serializeServicePage({ ...page, slug: 'clinical-1v1', template: 'tier' }, [
      offering('影像组学研究', { price: 30888 }),
      roi,
    ])
    expect(dto.extras).toEqual([
      { id: roi.id, name: '影像组学ROI勾画', price: 1800, price_text: '¥1,800', description: 'CT/MRI 病灶勾画' },
    ])
    expect(dto.packages).toEqual([])
    expect(dto.price_text).toBe('¥30,888')
  })
})

describe('serializeTeamMember', () => {
  it('uses the surname as initials when there is no avatar', () => {
    const member: TeamMember = { id: 1, name: '陈志远', title: '创始人', ...stamps }
    const dto = serializeTeamMember(member)
    expect(dto.initials).toBe('陈')
    expect(dto.avatar_url).toBeNull()
    expect(dto.expertise).toEqual([])
  })
})

describe('serializeJobPosting', () => {
  it('defaults the type to 全职', () => {
    const job: JobPosting = {
      id: 1,
      title: '实验技术员',
      department: '实验室',
      location: '北京',
      type: '',
      salary: '8k-15k',
      ...stamps,
    }
    expect(serializeJobPosting(job).type).toBe('全职')
  })
})
