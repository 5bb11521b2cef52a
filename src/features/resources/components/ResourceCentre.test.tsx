import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ResourceDTO } from '@/features/resources/serialize'
import { PageBar } from '@/ui/PageBar'
import { ResourceCentre } from './ResourceCentre'

const page = (count: number): ResourceDTO[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `资源 ${index + 1}`,
    description: null,
    category: null,
    file_type: 'PDF',
    file_url: `/cms-api/academic-resources/file/${index + 1}.pdf`,
    file_size: 1024,
    original_filename: null,
    sort_order: index,
    is_active: true,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
  }))

const bar = (current: number) => (
  <PageBar
    current={current}
    pages={2}
    hrefFor={(n) => (n > 1 ? `/resources/page/${n}` : '/resources')}
    label="学术资源分页"
  />
)

describe('ResourceCentre in the server’s HTML', () => {
  it('draws the server’s page: its cards, the whole list’s total and the page bar under the grid', () => {
    const html = renderToStaticMarkup(
      <ResourceCentre initialResources={page(20)} total={26} serverListCaching="unless-fuller" pageBar={bar(1)} />,
    )
    expect(html.match(/data-testid="resource-card"/g)).toHaveLength(20)
    expect(html).toContain('共 26 个资源')
    expect(html).toContain('aria-label="学术资源分页"')
    expect(html).toContain('href="/resources/page/2"')
    expect(html.indexOf('data-testid="page-bar"')).toBeGreaterThan(html.lastIndexOf('data-testid="resource-card"'))
  })

  it('without a server list (its read failed) shows loading for the browser, and no page bar', () => {
    const html = renderToStaticMarkup(<ResourceCentre initialResources={[]} pageBar={bar(1)} />)
    expect(html).toContain('正在加载学术资源...')
    expect(html).not.toContain('学术资源分页')
  })
})
