import { describe, expect, it } from 'vitest'
import { clampPage, facultyPerPage, pageCount, pageItems, visibleWithRest } from './carousel'

describe('facultyPerPage', () => {
  it('shows 2 under 768 px and 4 from 768 px', () => {
    expect(facultyPerPage(390)).toBe(2)
    expect(facultyPerPage(767)).toBe(2)
    expect(facultyPerPage(768)).toBe(4)
    expect(facultyPerPage(1280)).toBe(4)
  })
})

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(6, 4)).toBe(2)
    expect(pageCount(6, 2)).toBe(3)
    expect(pageCount(8, 4)).toBe(2)
    expect(pageCount(0, 4)).toBe(1)
  })
})

describe('clampPage', () => {
  it('keeps the index between 0 and the last page', () => {
    expect(clampPage(-1, 3)).toBe(0)
    expect(clampPage(1, 3)).toBe(1)
    expect(clampPage(3, 3)).toBe(2)
    expect(clampPage(5, 1)).toBe(0)
    expect(clampPage(Number.NaN, 3)).toBe(0)
  })
})

describe('pageItems', () => {
  const people = ['a', 'b', 'c', 'd', 'e', 'f']
  it('slices the requested page', () => {
    expect(pageItems(people, 0, 4)).toEqual(['a', 'b', 'c', 'd'])
    expect(pageItems(people, 1, 4)).toEqual(['e', 'f'])
    expect(pageItems(people, 2, 2)).toEqual(['e', 'f'])
  })
  it('clamps a page past the end (e.g. after switching from 2 to 4 per page)', () => {
    expect(pageItems(people, 2, 4)).toEqual(['e', 'f'])
  })
})

describe('visibleWithRest', () => {
  it('returns the shown entries and the count of the rest', () => {
    expect(visibleWithRest(['x', 'y', 'z', 'w'], 2)).toEqual({ visible: ['x', 'y'], rest: 2 })
    expect(visibleWithRest(['x'], 2)).toEqual({ visible: ['x'], rest: 0 })
    expect(visibleWithRest([], 1)).toEqual({ visible: [], rest: 0 })
  })
})
