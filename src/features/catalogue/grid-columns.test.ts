import { describe, expect, it } from 'vitest'
import { wideColumnsClass, wideColumnsFor } from './grid-columns'

describe('wideColumnsFor', () => {
  it('keeps three columns when the rows come out full or nearly so', () => {
    expect(wideColumnsFor(9)).toBe(3)
    expect(wideColumnsFor(6)).toBe(3)
    expect(wideColumnsFor(2)).toBe(3)
  })
  it('never leaves one card alone on the last row when four or five columns avoid it', () => {
    expect(wideColumnsFor(10)).toBe(5)
    expect(wideColumnsFor(7)).toBe(4)
    expect(wideColumnsFor(13)).toBe(5)
    expect(wideColumnsClass(10)).toBe('lg:grid-cols-5')
  })
})
