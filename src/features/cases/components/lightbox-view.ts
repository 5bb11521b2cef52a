/** Zoom, pan and rotation of the case image lightbox (spec: zoom 0.1 to 5, step factor 1.2). Pure. */

export const MIN_SCALE = 0.1
export const MAX_SCALE = 5
export const ZOOM_STEP = 1.2
export const ROTATION_STEP = 90

export type LightboxView = {
  scale: number
  rotation: number // degrees, 0/90/180/270
  offsetX: number // px, pan offset
  offsetY: number
}

export const INITIAL_VIEW: LightboxView = { scale: 1, rotation: 0, offsetX: 0, offsetY: 0 }

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

/** Panning only makes sense while the image is enlarged; at or below 1 it stays centred. */
export function canPan(view: LightboxView): boolean {
  return view.scale > 1
}

function withScale(view: LightboxView, scale: number): LightboxView {
  const next = clampScale(scale)
  if (next <= 1) return { ...view, scale: next, offsetX: 0, offsetY: 0 }
  // Keep the same point under the centre: offsets scale with the image.
  const ratio = view.scale > 0 ? next / view.scale : 1
  return { ...view, scale: next, offsetX: view.offsetX * ratio, offsetY: view.offsetY * ratio }
}

export function zoomIn(view: LightboxView): LightboxView {
  return withScale(view, view.scale * ZOOM_STEP)
}

export function zoomOut(view: LightboxView): LightboxView {
  return withScale(view, view.scale / ZOOM_STEP)
}

/** Wheel up (negative deltaY) enlarges, wheel down shrinks, one step per event. */
export function zoomByWheel(view: LightboxView, deltaY: number): LightboxView {
  if (deltaY === 0) return view
  return deltaY < 0 ? zoomIn(view) : zoomOut(view)
}

export function rotateClockwise(view: LightboxView): LightboxView {
  return { ...view, rotation: (view.rotation + ROTATION_STEP) % 360 }
}

export function panBy(view: LightboxView, dx: number, dy: number): LightboxView {
  if (!canPan(view)) return view
  return { ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy }
}

export function resetView(): LightboxView {
  return { ...INITIAL_VIEW }
}

/** CSS transform for the image: pan first, then scale and rotate about the image centre. */
export function viewTransform(view: LightboxView): string {
  return `translate(${view.offsetX}px, ${view.offsetY}px) scale(${view.scale}) rotate(${view.rotation}deg)`
}

export function zoomPercent(view: LightboxView): number {
  return Math.round(view.scale * 100)
}

/** The keyboard shortcuts: Escape, + or =, -, R, D (and arrows between images). */
export type LightboxCommand = 'close' | 'zoomIn' | 'zoomOut' | 'rotate' | 'download' | 'previous' | 'next'

export function commandForKey(key: string): LightboxCommand | null {
  switch (key) {
    case 'Escape':
      return 'close'
    case '+':
    case '=':
      return 'zoomIn'
    case '-':
    case '_':
      return 'zoomOut'
    case 'r':
    case 'R':
      return 'rotate'
    case 'd':
    case 'D':
      return 'download'
    case 'ArrowLeft':
      return 'previous'
    case 'ArrowRight':
      return 'next'
    default:
      return null
  }
}

/** File name for a downloaded image: '{title}-{n}.{ext}', the extension taken from the URL. */
export function imageDownloadName(title: string, index: number, src: string): string {
  const path = src.split(/[?#]/)[0]
  const match = /\.([A-Za-z0-9]{2,5})$/.exec(path)
  const safeTitle =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || '案例图片'
  return `${safeTitle}-${index + 1}${match ? `.${match[1].toLowerCase()}` : ''}`
}
