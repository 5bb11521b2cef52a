import { describe, expect, it } from 'vitest'
import { consultHref, servicePriceText, startingPriceText, tierPriceText } from './pricing'

describe('tierPriceText', () => {
  it('groups thousands and marks starting prices with +', () => {
    expect(tierPriceText(13888)).toBe('¥13,888')
    expect(tierPriceText(40000, true)).toBe('¥40,000+')
    expect(tierPriceText(80000, true)).toBe('¥80,000+')
  })
})

describe('servicePriceText', () => {
  it('shows a fixed price', () => {
    expect(servicePriceText({ price: 1999 })).toBe('¥1,999')
  })
  it('shows a range low to high, even when entered the wrong way round', () => {
    expect(servicePriceText({ price_min: 1999, price_max: 5999 })).toBe('¥1,999 - ¥5,999')
    expect(servicePriceText({ price_min: 50000, price_max: 10000 })).toBe('¥10,000 - ¥50,000')
  })
  it('prefers the fixed price over a range', () => {
    expect(servicePriceText({ price: 2499, price_min: 1, price_max: 2 })).toBe('¥2,499')
  })
  it('handles one-sided ranges and no price', () => {
    expect(servicePriceText({ price_min: 3000 })).toBe('¥3,000 起')
    expect(servicePriceText({ price_max: 3000 })).toBe('¥3,000 以内')
    expect(servicePriceText({ price_min: 3000, price_max: 3000 })).toBe('¥3,000')
    expect(servicePriceText({})).toBe('价格面议')
  })
})

describe('startingPriceText', () => {
  it('is the lowest price, or null without prices', () => {
    expect(startingPriceText([15888, 13888, 23888])).toBe('¥13,888 起')
    expect(startingPriceText([])).toBeNull()
  })
})

describe('consultHref', () => {
  it('names the service in the query, encoded', () => {
    expect(consultHref('生信SCI辅导·入门版')).toBe(`/contact?service=${encodeURIComponent('生信SCI辅导·入门版')}`)
    expect(consultHref('A&B')).toBe('/contact?service=A%26B')
  })
})
