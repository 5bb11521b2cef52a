import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Price } from './Price'

describe('Price: one look for every price on the site', () => {
  it('formats yuan, keeps a price text staff wrote, and says 价格面议 when there is none', () => {
    expect(renderToStaticMarkup(<Price value={13888} />)).toContain('>¥13,888<')
    expect(renderToStaticMarkup(<Price value="¥3,000起" />)).toContain('>¥3,000起<')
    expect(renderToStaticMarkup(<Price value="  " />)).toContain('>价格面议<')
    expect(renderToStaticMarkup(<Price value={null} />)).toContain('>价格面议<')
  })

  it('is red and bold whatever its size or element', () => {
    for (const markup of [
      renderToStaticMarkup(<Price value={1} />),
      renderToStaticMarkup(<Price value="¥1起" as="p" size="lg" className="mt-3" testId="tier-price" />),
    ]) {
      expect(markup).toMatch(/class="[^"]*font-bold text-red-600/)
    }
    expect(renderToStaticMarkup(<Price value="¥1起" as="p" size="lg" testId="tier-price" />)).toMatch(
      /^<p class="[^"]*text-3xl[^"]*" data-testid="tier-price">/,
    )
  })
})
