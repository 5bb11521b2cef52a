import { describe, expect, it } from 'vitest'
import { consultHref, startingPriceText, tierPriceText } from './pricing'

describe('tierPriceText', () => {
  it('groups thousands and marks starting prices with +', () => {
    expect(tierPriceText(13888)).toBe('¥13,888')
    expect(tierPriceText(40000, true)).toBe('¥40,000+')
    expect(tierPriceText(80000, true)).toBe('¥80,000+')
  })
})

describe('startingPriceText', () => {
  it('is the lowest price, or null without prices', () => {
    expect(startingPriceText([15888, 13888, 23888])).toBe('¥13,888 起')
    expect(startingPriceText([])).toBeNull()
  })
  it('ignores offerings without a price', () => {
    expect(startingPriceText([null, 15888, null, 13888])).toBe('¥13,888 起')
    expect(startingPriceText([null])).toBeNull()
  })
})

describe('consultHref', () => {
  it('names the service in the query, encoded', () => {
    expect(consultHref('生信SCI辅导·入门版')).toBe(`/contact?service=${encodeURIComponent('生信SCI辅导·入门版')}`)
    expect(consultHref('A&B')).toBe('/contact?service=A%26B')
  })
})
