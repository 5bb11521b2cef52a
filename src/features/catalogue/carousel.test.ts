import { describe, expect, it } from 'vitest'
import { swipeStep, wrapIndex } from './carousel'

describe('wrapIndex', () => {
  it('moves forward and wraps from the last to the first', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1)
    expect(wrapIndex(2, 1, 3)).toBe(0)
  })

  it('moves back and wraps from the first to the last', () => {
    expect(wrapIndex(1, -1, 3)).toBe(0)
    expect(wrapIndex(0, -1, 3)).toBe(2)
  })

  it('stays at 0 for a single image or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0)
    expect(wrapIndex(0, -1, 0)).toBe(0)
  })
})

describe('swipeStep', () => {
  it('ignores moves of 50 px or less', () => {
    expect(swipeStep(200, 150)).toBe(0)
    expect(swipeStep(200, 250)).toBe(0)
    expect(swipeStep(200, 200)).toBe(0)
  })

  it('a leftward swipe beyond 50 px goes to the next image, a rightward one to the previous', () => {
    expect(swipeStep(200, 149)).toBe(1)
    expect(swipeStep(200, 251)).toBe(-1)
  })
})
