import { describe, expect, it } from 'vitest'
import { wrapIndex } from './HomeLatestNewsCard.logic'

describe('wrapIndex', () => {
  it('wraps forward past the last item to the first', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(4, 5)).toBe(4)
  })
  it('wraps back from the first item to the last', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(-6, 5)).toBe(4)
  })
  it('is 0 for an empty or single list', () => {
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(-1, 1)).toBe(0)
  })
})
