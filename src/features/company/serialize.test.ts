import { describe, expect, it } from 'vitest'
import type { JobPosting, ServicePage, ServiceTier, TeamMember } from '@/payload-types'
import {
  packageTiers,
  serializeJobPosting,
  serializeServicePage,
  serializeServiceTier,
  serializeTeamMember,
} from './serialize'

const stamps = { createdAt: '2026-11-22T00:00:00.000Z', updatedAt: '2026-11-22T00:00:00.000Z' }

describe('serializeServiceTier', () => {
  const base: ServiceTier = { id: 1, page: 'clinical-1v1', name: '影像组学研究', price: 30888, ...stamps }

  it('formats the price and drops an add-on without a name', () => {
    const dto = serializeServiceTier({ ...base, addon: { name: '  ', price: 100 } })
    expect(dto.price_text).toBe('¥30,888')
    expect(dto.addon).toBeNull()
    expect(dto.category).toBeNull()
    expect(dto.features).toEqual([])
  })
  it('keeps a named add-on with its price', () => {
    const dto = serializeServiceTier({ ...base, addon: { name: '协议包', price: 30000, features: ['至录用'] } })
    expect(dto.addon).toEqual({ name: '协议包', price: 30000, price_text: '¥30,000', features: ['至录用'] })
  })
  it('marks a starting price', () => {
    expect(serializeServiceTier({ ...base, price: 40000, price_is_starting: true }).price_text).toBe('¥40,000+')
  })
})

describe('serializeServicePage', () => {
  const page: ServicePage = {
    id: 3,
    slug: 'statistical-analysis',
    template: 'course',
    title: '统计分析指导',
    price: 1999,
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

  it('numbers lessons and steps from 1', () => {
    const dto = serializeServicePage(page)
    expect(dto.lessons.map((lesson) => [lesson.number, lesson.title])).toEqual([
      [1, '一'],
      [2, '二'],
    ])
    expect(dto.steps[0]).toEqual({ number: 1, title: '提交', description: null })
    expect(dto.price_text).toBe('¥1,999')
  })
  it('keeps only site-internal related links', () => {
    expect(serializeServicePage(page).related_links).toEqual([{ title: '站内', link: '/services/writing-training' }])
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

describe('packageTiers', () => {
  it('shows the packages of a page as its price tiers, in order', () => {
    const page = serializeServicePage({
      id: 9,
      slug: 'spatial-omics-1v1',
      template: 'tier',
      title: '空间组学一对一辅导',
      packages: [
        { name: '基础版', price: 3999, duration: '约1个月', features: ['数据分析'], lessons: 6 },
        { name: '进阶版', price: 8999, features: ['数据分析', '论文图表'] },
      ],
      ...stamps,
    } as ServicePage)
    const tiers = packageTiers(page)
    expect(tiers.map((tier) => [tier.name, tier.price_text, tier.description, tier.notes, tier.sort_order])).toEqual([
      ['基础版', '¥3,999', '约1个月', '共 6 课时', 0],
      ['进阶版', '¥8,999', null, null, 1],
    ])
    expect(tiers.every((tier) => tier.page === 'spatial-omics-1v1' && tier.id < 0)).toBe(true)
  })
})
