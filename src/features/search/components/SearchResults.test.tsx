import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RENDER_FAILED_ATTRIBUTE } from '@/lib/ops-events.mjs'
import { rateLimited, renderFailed, runWithRequestContext } from '@/lib/ops-events.mjs'
import { SEARCH_MESSAGES } from '@/features/search/schemas'
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
