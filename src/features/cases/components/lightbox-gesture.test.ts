import { describe, expect, it } from 'vitest'
import {
  FLICK_MIN_DISTANCE,
  FLICK_MIN_SPEED,
  SWIPE_MIN_DISTANCE,
  gestureOutcome,
  type TouchGesture,
} from './lightbox-gesture'

// A slow (1 s) one-finger gesture on the second of four images, not enlarged.
const gesture = (change: Partial<TouchGesture>): TouchGesture => ({
  dx: 0,
  dy: 0,
  ms: 1000,
  multiTouch: false,
  zoomed: false,
  index: 1,
  count: 4,
  ...change,
})

describe('gestureOutcome', () => {
  it('uses a 50 px swipe, or a flick from 20 px at 0.3 px/ms', () => {
    expect([SWIPE_MIN_DISTANCE, FLICK_MIN_DISTANCE, FLICK_MIN_SPEED]).toEqual([50, 20, 0.3])
  })

  it('a swipe to the left shows the next image, to the right the previous one', () => {
    expect(gestureOutcome(gesture({ dx: -120 }))).toBe('next')
    expect(gestureOutcome(gesture({ dx: 120 }))).toBe('previous')
  })

  it('a slow gesture counts from 50 px sideways', () => {
    expect(gestureOutcome(gesture({ dx: -49 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -50 }))).toBe('next')
    expect(gestureOutcome(gesture({ dx: 50 }))).toBe('previous')
  })

  it('a quick flick counts from 20 px', () => {
    expect(gestureOutcome(gesture({ dx: -30, ms: 100 }))).toBe('next') // 0.3 px/ms
    expect(gestureOutcome(gesture({ dx: -30, ms: 101 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: 19, ms: 10 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: 20, ms: 10 }))).toBe('previous')
    // Events stamped in the same millisecond: as fast as can be.
    expect(gestureOutcome(gesture({ dx: -25, ms: 0 }))).toBe('next')
  })

  it('a mostly vertical or diagonal gesture is not a swipe', () => {
    expect(gestureOutcome(gesture({ dx: 0, dy: -200 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -100, dy: 80 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -100, dy: 66 }))).toBe('next')
    expect(gestureOutcome(gesture({ dx: 90, dy: -60 }))).toBe('previous')
  })

  it('stays on the first and the last image instead of wrapping round', () => {
    expect(gestureOutcome(gesture({ dx: 120, index: 0 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -120, index: 0 }))).toBe('next')
    expect(gestureOutcome(gesture({ dx: -120, index: 3 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: 120, index: 3 }))).toBe('previous')
  })

  it('does nothing with a single image', () => {
    expect(gestureOutcome(gesture({ dx: -120, index: 0, count: 1 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: 120, index: 0, count: 1 }))).toBe('none')
  })

  it('pans an enlarged image (or a pinch-zoomed page) instead of changing it', () => {
    expect(gestureOutcome(gesture({ dx: -120, zoomed: true }))).toBe('pan')
    expect(gestureOutcome(gesture({ dx: 120, zoomed: true, index: 0 }))).toBe('pan')
    expect(gestureOutcome(gesture({ dx: 5, zoomed: true }))).toBe('pan')
  })

  it('a two-finger gesture (a pinch) never changes the image', () => {
    expect(gestureOutcome(gesture({ dx: -120, multiTouch: true }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -120, multiTouch: true, zoomed: true }))).toBe('none')
  })

  it('a tap or a broken measurement does nothing', () => {
    expect(gestureOutcome(gesture({ dx: 0, dy: 0, ms: 80 }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: Number.NaN }))).toBe('none')
    expect(gestureOutcome(gesture({ dx: -120, dy: Number.POSITIVE_INFINITY }))).toBe('none')
  })
})
