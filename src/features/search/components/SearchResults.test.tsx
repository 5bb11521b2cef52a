import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RENDER_FAILED_ATTRIBUTE } from '@/lib/ops-events.mjs'
import { rateLimited, renderFailed, runWithRequestContext } from '@/lib/ops-events.mjs'
import { SEARCH_MESSAGES } from '@/features/search/schemas'
import type { SearchPageView } from '@/features/search/queries'
import { SearchResults } from './SearchResults'

describe('SearchResults for a client past its search budget', () => {
  it('says 搜索过于频繁 in Chinese and marks the request, so the server answers 429 no-store', () => {
    const { markup, marked, refused } = runWithRequestContext({ requestId: 'req-limited' }, () => ({
      markup: renderToStaticMarkup(
        <SearchResults view={{ state: 'limited', query: '统计', message: SEARCH_MESSAGES.tooFrequent }} />,
      ),
      marked: renderFailed(),
      refused: rateLimited(),
    }))
    expect(markup).toContain('data-testid="search-limited"')
    expect(markup).toContain('role="alert"')
    expect(markup).toContain('搜索过于频繁，请稍后再试')
    expect(markup).toContain(`${RENDER_FAILED_ATTRIBUTE}=""`)
    expect(marked).toBe(true)
    expect(refused).toBe(true)
  })
})

const result = (id: number) => ({
  type: 'news' as const,
  id,
  title: `统计新闻${id}`,
  titleHtml: `<mark>统计</mark>新闻${id}`,
  url: `/news/n-${id}`,
  snippet: '关于<mark>统计</mark>的新闻',
  score: 1,
})

const resultsView = (overrides: Partial<Extract<SearchPageView, { state: 'results' }>> = {}): SearchPageView => ({
  state: 'results',
  query: 'R&D 统计',
  total: 45,
  capped: false,
  page: 2,
  pages: 3,
  first: 21,
  groups: [{ kind: 'news', label: '新闻', results: Array.from({ length: 20 }, (_, i) => result(21 + i)) }],
  ...overrides,
})

describe('SearchResults in pages', () => {
  it('says which results the page shows and links the other pages with the query encoded', () => {
    const markup = renderToStaticMarkup(<SearchResults view={resultsView()} />)
    expect(markup).toContain('“R&amp;D 统计”共找到 45 条结果，本页为第 21 至 40 条')
    expect(markup).toContain('aria-label="搜索结果分页"')
    const q = 'R%26D%20%E7%BB%9F%E8%AE%A1'
    // Page 1 has no page parameter; the later pages have theirs.
    expect(markup).toContain(`rel="prev" href="/search?q=${q}"`)
    expect(markup).toContain(`rel="next" href="/search?q=${q}&amp;page=3"`)
    expect(markup).toContain('aria-current="page"')
    expect(markup.match(/data-testid="search-result"/g)).toHaveLength(20)
  })

  it('keeps the one-page summary as it was, without a page bar', () => {
    const markup = renderToStaticMarkup(
      <SearchResults view={resultsView({ total: 3, page: 1, pages: 1, first: 1, groups: [] })} />,
    )
    expect(markup).toContain('“R&amp;D 统计”共找到 3 条结果</p>')
    expect(markup).not.toContain('搜索结果分页')
  })

  it('says when the query matched more than the pages reach', () => {
    const markup = renderToStaticMarkup(
      <SearchResults view={resultsView({ total: 200, capped: true, page: 10, pages: 10, first: 181 })} />,
    )
    expect(markup).toContain('共找到超过 200 条结果，按相关度列出前 200 条，本页为第 181 至 200 条')
    expect(markup).not.toContain('rel="next"')
  })

  it('names the one result of a last page alone', () => {
    const markup = renderToStaticMarkup(
      <SearchResults
        view={resultsView({
          total: 41,
          page: 3,
          first: 41,
          groups: [{ kind: 'news', label: '新闻', results: [result(41)] }],
        })}
      />,
    )
    expect(markup).toContain('共找到 41 条结果，本页为第 41 条')
  })

  it('answers a page that is no page with a Chinese message and a link to the first page', () => {
    const markup = renderToStaticMarkup(<SearchResults view={{ state: 'no-page', query: '统计' }} />)
    expect(markup).toContain('data-testid="search-no-page"')
    expect(markup).toContain('没有这一页的结果')
    expect(markup).toContain('href="/search?q=%E7%BB%9F%E8%AE%A1"')
    expect(markup).toContain('查看第一页结果')
  })
})
