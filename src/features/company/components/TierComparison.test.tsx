import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ServiceTierDTO } from '@/features/company/serialize'
import { TierComparison } from './TierComparison'

function tier(id: number, name: string, extra: Partial<ServiceTierDTO> = {}): ServiceTierDTO {
  return {
    id,
    page: 'bioinformatics-1v1',
    category: null,
    name,
    price: 13888,
    price_is_starting: false,
    price_text: '¥13,888',
    description: null,
    features: [],
    notes: null,
    type: null,
    data_requirement: null,
    delivery_text: null,
    addon: null,
    sort_order: id,
    ...extra,
  }
}

const TIERS = [
  tier(1, '生信SCI辅导·入门版', { features: ['导师一对一在线辅导', '论文写作与投稿指导'], delivery_text: '约2个月' }),
  tier(2, '生信SCI辅导·进阶版', { price: 15888, price_text: '¥15,888', data_requirement: '无需自备数据' }),
]

describe('TierComparison: the offerings of a tier page side by side', () => {
  const markup = renderToStaticMarkup(<TierComparison tiers={TIERS} />)

  it('is a captioned table in a focusable region labelled 方案对比, one column per offering', () => {
    expect(markup).toContain('data-testid="tier-comparison"')
    expect(markup).toMatch(/<h2 id="tier-comparison-heading"[^>]*>方案对比<\/h2>/)
    const region = /<div [^>]*role="region"[^>]*>/.exec(markup)?.[0] ?? ''
    expect(region).toContain('aria-label="方案对比表（可左右滑动）"')
    expect(region).toContain('tabindex="0"')
    expect(region).toContain('overflow-x-auto')
    expect(markup).toContain('<caption')
    for (const name of ['生信SCI辅导·入门版', '生信SCI辅导·进阶版']) {
      expect(markup).toMatch(new RegExp(`<th scope="col"[^>]*>${name}</th>`))
    }
    for (const label of ['价格', '交付周期', '服务内容', '数据要求']) {
      expect(markup).toMatch(new RegExp(`<th scope="row"[^>]*>${label}</th>`))
    }
    expect(markup).toContain('左右滑动查看全部方案')
  })

  it('shows price, delivery (咨询顾问 when unknown), features and data requirement (— when none)', () => {
    expect(markup).toContain('>¥13,888<')
    expect(markup).toContain('>¥15,888<')
    expect(markup).toContain('>约2个月<')
    expect(markup).toContain('>咨询顾问<')
    expect(markup).toContain('导师一对一在线辅导')
    expect(markup).toContain('>无需自备数据<')
    // 进阶版 lists no features, 入门版 no data requirement.
    expect(markup.match(/>—</g)).toHaveLength(2)
  })

  it('has a 立即咨询 link per offering, named after it, prefilling the consult form', () => {
    const links = [...markup.matchAll(/<a ([^>]*data-testid="comparison-consult"[^>]*)>(.*?)<\/a>/g)]
    expect(links.map(([, attributes]) => /href="([^"]+)"/.exec(attributes)?.[1])).toEqual([
      `/contact?service=${encodeURIComponent('生信SCI辅导·入门版')}`,
      `/contact?service=${encodeURIComponent('生信SCI辅导·进阶版')}`,
    ])
    expect(links.map(([, attributes]) => /aria-label="([^"]+)"/.exec(attributes)?.[1])).toEqual([
      '立即咨询：生信SCI辅导·入门版',
      '立即咨询：生信SCI辅导·进阶版',
    ])
    expect(links.map(([, , text]) => text)).toEqual(['立即咨询', '立即咨询'])
  })

  it('is left out when there is nothing to compare', () => {
    expect(renderToStaticMarkup(<TierComparison tiers={TIERS.slice(0, 1)} />)).toBe('')
    expect(renderToStaticMarkup(<TierComparison tiers={[]} />)).toBe('')
  })
})
