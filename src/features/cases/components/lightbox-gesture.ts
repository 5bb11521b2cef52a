/** What a one-finger touch gesture on the case image lightbox does (pure). */

/** A deliberate swipe: this far sideways (px) whatever its speed. */
export const SWIPE_MIN_DISTANCE = 50
/** A quick flick counts from this far (px)... */
export const FLICK_MIN_DISTANCE = 20
/** ...when it moves at least this fast (px per ms). */
export const FLICK_MIN_SPEED = 0.3
/** Sideways means at least this many times as far across as up or down (within about 34°). */
export const HORIZONTAL_RATIO = 1.5

export type TouchGesture = {
  /** End minus start, px (CSS pixels, like clientX/clientY). */
  dx: number
  dy: number
  /** How long the finger was down, ms. */
  ms: number
  /** A second finger touched during the gesture (a pinch, never a swipe). */
  multiTouch: boolean
  /** The image was enlarged when the gesture began (the finger pans it), or the page itself was pinch-zoomed. */
  zoomed: boolean
  /** The image shown and how many there are. */
  index: number
  count: number
}

/** previous / next: show that image; pan: the finger moves the enlarged image; none: nothing. */
export type GestureOutcome = 'previous' | 'next' | 'pan' | 'none'

/**
 * A swipe to the left shows the next image, to the right the previous one; the first and last
 * images stay put (no wrap-around, unlike the arrow buttons and keys). On an enlarged image the
 * finger pans instead. Short, slow, mostly vertical and two-finger gestures do nothing.
 */
export function gestureOutcome(gesture: TouchGesture): GestureOutcome {
  const { dx, dy, ms, multiTouch, zoomed, index, count } = gesture
  if (multiTouch) return 'none'
  if (zoomed) return 'pan'
  if (count < 2 || !Number.isFinite(dx) || !Number.isFinite(dy)) return 'none'
  const across = Math.abs(dx)
  if (across < HORIZONTAL_RATIO * Math.abs(dy)) return 'none'
  const speed = ms > 0 ? across / ms : Infinity
  const swiped = across >= SWIPE_MIN_DISTANCE || (across >= FLICK_MIN_DISTANCE && speed >= FLICK_MIN_SPEED)
  if (!swiped) return 'none'
  if (dx < 0) return index < count - 1 ? 'next' : 'none'
  return index > 0 ? 'previous' : 'none'
}
