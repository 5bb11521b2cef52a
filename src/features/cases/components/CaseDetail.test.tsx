import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CaseDTO } from '@/features/cases/serialize'
import { CaseCard } from './CaseCard'
import { CaseDetail } from './CaseDetail'

const item: CaseDTO = {
  id: 1,
  slug: 'pan-cancer',
  title: '泛癌预后基因标志物研究',
  description: null,
  content: null,
  service_type: '生物信息学',
  journal: 'Frontiers in Immunology',
  year: 2025,
  impact_factor: 7.2,
  doi: '10.5555/keyan-demo.1',
  doi_url: 'https://doi.org/10.5555/keyan-demo.1',
  acceptance_letter_url: '/cms-api/media/file/seed-case-pan-cancer-letter.png',
  image_url: null,
  images: [],
  client_name: null,
  client_title: null,
  client_avatar_url: null,
  is_featured: false,
  featured: false,
  views_count: 0,
  related_services: [],
}

const bare: CaseDTO = {
  ...item,
  journal: null,
  impact_factor: null,
  year: null,
  doi: null,
  doi_url: null,
  acceptance_letter_url: null,
}

/** Issue #42: a case names its journal, impact factor, year and DOI, and shows its acceptance letter. */
describe('CaseDetail', () => {
  it('shows 发表期刊, 影响因子, 年份 and the DOI linked to doi.org (same tab), and the acceptance letter', () => {
    const html = renderToStaticMarkup(<CaseDetail item={item} />)
    expect(html).toContain(
      '发表期刊</dt><dd class="mt-1 break-words font-semibold text-slate-900">Frontiers in Immunology',
    )
    expect(html).toContain('IF 7.2')
    expect(html).toContain('2025年')
    expect(html).toMatch(
      /<a href="https:\/\/doi\.org\/10\.5555\/keyan-demo\.1" rel="noopener"[^>]*>10\.5555\/keyan-demo\.1<\/a>/,
    )
    expect(html).not.toContain('target=')
    expect(html).toContain('data-testid="acceptance-letter"')
    expect(html).toContain('aria-label="查看大图：泛癌预后基因标志物研究 录用通知"')
  })

  it('shows the DOI as text when it is not one (stored before the check), and none of it when absent', () => {
    const legacy = renderToStaticMarkup(<CaseDetail item={{ ...item, doi: 'doi:10.1/x', doi_url: null }} />)
    expect(legacy).toContain('doi:10.1/x')
    expect(legacy).not.toContain('https://doi.org/')

    const html = renderToStaticMarkup(<CaseDetail item={bare} />)
    for (const label of ['发表期刊', '影响因子', '年份', 'DOI', '录用通知']) expect(html, label).not.toContain(label)
  })
})

describe('CaseCard', () => {
  it('shows the journal and the impact factor when present', () => {
    const html = renderToStaticMarkup(<CaseCard item={item} />)
    expect(html).toContain('data-testid="case-journal"')
    expect(html).toContain('Frontiers in Immunology')
    expect(html).toContain('IF 7.2')
    const without = renderToStaticMarkup(<CaseCard item={bare} />)
    expect(without).not.toContain('case-journal')
    expect(without).not.toContain('IF ')
  })
})
