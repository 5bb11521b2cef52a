import { describe, expect, it } from 'vitest'
import {
  INITIAL_VIEW,
  MAX_SCALE,
  MIN_SCALE,
  ZOOM_STEP,
  canPan,
  clampScale,
  commandForKey,
  imageDownloadName,
  panBy,
  resetView,
  rotateClockwise,
  viewTransform,
  zoomByWheel,
  zoomIn,
  zoomOut,
  zoomPercent,
  type LightboxView,
} from './lightbox-view'

const repeat = (view: LightboxView, step: (view: LightboxView) => LightboxView, times: number) =>
  Array.from({ length: times }).reduce<LightboxView>((current) => step(current), view)

describe('zoom', () => {
  it('uses the spec limits and step', () => {
    expect([MIN_SCALE, MAX_SCALE, ZOOM_STEP]).toEqual([0.1, 5, 1.2])
  })

  it('multiplies or divides by 1.2 per step', () => {
    expect(zoomIn(INITIAL_VIEW).scale).toBeCloseTo(1.2)
    expect(zoomIn(zoomIn(INITIAL_VIEW)).scale).toBeCloseTo(1.44)
    expect(zoomOut(INITIAL_VIEW).scale).toBeCloseTo(1 / 1.2)
  })

  it('never goes above 5', () => {
    const view = repeat(INITIAL_VIEW, zoomIn, 30)
    expect(view.scale).toBe(5)
    expect(zoomIn(view).scale).toBe(5)
  })

  it('never goes below 0.1', () => {
    const view = repeat(INITIAL_VIEW, zoomOut, 30)
    expect(view.scale).toBe(0.1)
    expect(zoomOut(view).scale).toBe(0.1)
  })

  it('zooms in on wheel up and out on wheel down', () => {
    expect(zoomByWheel(INITIAL_VIEW, -100).scale).toBeCloseTo(1.2)
    expect(zoomByWheel(INITIAL_VIEW, 100).scale).toBeCloseTo(1 / 1.2)
    expect(zoomByWheel(INITIAL_VIEW, 0)).toBe(INITIAL_VIEW)
  })

  it('clamps nonsense to a sane scale', () => {
    expect(clampScale(Number.NaN)).toBe(1)
    expect(clampScale(100)).toBe(5)
    expect(clampScale(0)).toBe(0.1)
  })

  it('recentres the image when zoomed back to 1 or less', () => {
    const panned = panBy(zoomIn(INITIAL_VIEW), 30, -20)
    expect(panned.offsetX).toBe(30)
    const back = zoomOut(panned)
    expect(back.scale).toBeCloseTo(1)
    expect([back.offsetX, back.offsetY]).toEqual([0, 0])
  })

  it('scales the pan offset with the zoom so the same point stays centred', () => {
    const panned = panBy(zoomIn(INITIAL_VIEW), 10, 10)
    const closer = zoomIn(panned)
    expect(closer.offsetX).toBeCloseTo(12)
    expect(closer.offsetY).toBeCloseTo(12)
  })

  it('reports the zoom as a percentage', () => {
    expect(zoomPercent(zoomIn(INITIAL_VIEW))).toBe(120)
  })
})

describe('pan', () => {
  it('only pans when zoomed in', () => {
    expect(canPan(INITIAL_VIEW)).toBe(false)
    expect(panBy(INITIAL_VIEW, 50, 50)).toEqual(INITIAL_VIEW)
    expect(panBy(zoomOut(INITIAL_VIEW), 50, 50).offsetX).toBe(0)
    const zoomed = zoomIn(INITIAL_VIEW)
    expect(canPan(zoomed)).toBe(true)
    expect(panBy(zoomed, 50, -25)).toMatchObject({ offsetX: 50, offsetY: -25 })
  })
})

describe('rotate', () => {
  it('turns 90 degrees clockwise and wraps at 360', () => {
    const turns = [1, 2, 3, 4].map((times) => repeat(INITIAL_VIEW, rotateClockwise, times).rotation)
    expect(turns).toEqual([90, 180, 270, 0])
  })
})

describe('reset', () => {
  it('returns to scale 1, no rotation, centred', () => {
    const messy = rotateClockwise(panBy(repeat(INITIAL_VIEW, zoomIn, 4), 40, 40))
    expect(resetView()).toEqual({ scale: 1, rotation: 0, offsetX: 0, offsetY: 0 })
    expect(messy).not.toEqual(resetView())
  })

  it('returns a new object each time', () => {
    expect(resetView()).not.toBe(INITIAL_VIEW)
  })
})

describe('viewTransform', () => {
  it('pans, then scales and rotates', () => {
    expect(viewTransform({ scale: 2, rotation: 90, offsetX: 5, offsetY: -5 })).toBe(
      'translate(5px, -5px) scale(2) rotate(90deg)',
    )
  })
})

describe('commandForKey', () => {
  it('maps the spec shortcuts', () => {
    expect(commandForKey('Escape')).toBe('close')
    expect(commandForKey('+')).toBe('zoomIn')
    expect(commandForKey('=')).toBe('zoomIn')
    expect(commandForKey('-')).toBe('zoomOut')
    expect(commandForKey('r')).toBe('rotate')
    expect(commandForKey('R')).toBe('rotate')
    expect(commandForKey('d')).toBe('download')
    expect(commandForKey('D')).toBe('download')
    expect(commandForKey('ArrowRight')).toBe('next')
    expect(commandForKey('x')).toBeNull()
  })
})

describe('imageDownloadName', () => {
  it('names the file after the case and the image position, keeping the extension', () => {
    expect(imageDownloadName('泛癌研究', 0, '/cms-api/media/file/case-1.PNG?v=2')).toBe('泛癌研究-1.png')
    expect(imageDownloadName('泛癌研究', 2, '/cms-api/media/file/case-3.jpg')).toBe('泛癌研究-3.jpg')
  })

  it('strips characters file systems refuse and copes with no extension', () => {
    expect(imageDownloadName('A/B: "C"', 1, '/img/noext')).toBe('A B C-2')
    expect(imageDownloadName('///', 0, '/x.webp')).toBe('案例图片-1.webp')
  })
})
