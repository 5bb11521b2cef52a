/** Gallery movement rules (pure; unit-tested). */

export const SWIPE_THRESHOLD_PX = 50
export const SLIDE_ANIMATION_MS = 500

/** Index after moving `step` slides with wrap-around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/** A finger moving left by more than the threshold shows the next image (+1), right the previous (-1); otherwise 0. */
export function swipeStep(startX: number, endX: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  const distance = endX - startX
  if (Math.abs(distance) <= threshold) return 0
  return distance < 0 ? 1 : -1
}
