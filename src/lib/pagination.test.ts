import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow, parsePageSegment, type PageBarItem } from './pagination'

const labels = (items: PageBarItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'))

describe('parsePageSegment', () => {
  it('reads pages 2 and up, written plainly', () => {
    expect(parsePageSegment('2')).toBe(2)
    expect(parsePageSegment('250')).toBe(250)
  })
  it('refuses page 1, zero, leading zeros, signs, fractions, words and huge numbers', () => {
    for (const raw of ['1', '0', '02', '-2', '+2', '2.0', '2e3', 'two', '', ' 2', '1000000']) {
      expect(parsePageSegment(raw), raw).toBeNull()
    }
  })
})

describe('pageCount', () => {
  it('rounds up, and an empty list still has its first page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(pageCount(5000, 20)).toBe(250)
  })
})

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(labels(pageWindow(1, 1))).toEqual([1])
    expect(labels(pageWindow(2, 4))).toEqual([1, 2, 3, 4])
  })
  it('keeps the first and last page and one page each side, with gaps between', () => {
    expect(labels(pageWindow(1, 250))).toEqual([1, 2, '…', 250])
    expect(labels(pageWindow(125, 250))).toEqual([1, '…', 124, 125, 126, '…', 250])
    expect(labels(pageWindow(250, 250))).toEqual([1, '…', 249, 250])
  })
  it('shows the page itself instead of a gap that would hide only one page', () => {
    expect(labels(pageWindow(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10])
    expect(labels(pageWindow(7, 10))).toEqual([1, '…', 6, 7, 8, 9, 10])
  })
})
