'use client'

import { StrokeIcon } from '@/ui/StrokeIcon'
import { CloseIcon } from '@/ui/CloseIcon'
import { wrapTabFocus } from '@/ui/focus-trap'
import { Img } from '@/ui/Img'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type TouchEvent as ReactTouchEvent,
} from 'react'
import { createPortal } from 'react-dom'
import {
  canPan,
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
import { gestureOutcome } from './lightbox-gesture'

type Props = {
  images: string[]
  startIndex: number
  title: string
  onClose: () => void
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A finger on the stage: where and when it came down, and whether a second one joined it. */
type TouchStart = { id: number; x: number; y: number; time: number; zoomed: boolean; multiTouch: boolean }

/**
 * Full-screen image viewer: wheel zoom (0.1–5, step 1.2), drag to pan when enlarged, rotate,
 * download, double-click to reset; keys Escape, + or =, -, R, D and the arrow keys. On a touch
 * screen a sideways swipe changes the image (lightbox-gesture.ts) and a finger pans an enlarged one;
 * neither the page behind nor the browser's back/forward gesture takes the swipe.
 */
export function ImageLightbox({ images, startIndex, title, onClose }: Props) {
  const [index, setIndex] = useState(startIndex)
  const [view, setView] = useState<LightboxView>(resetView)
  const [dragging, setDragging] = useState(false)
  const dialogRef = useRef<HTMLDivElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null)
  const touch = useRef<TouchStart | null>(null)
  const [pageZoomed, setPageZoomed] = useState(false)
  const hintId = useId()
  const src = images[index]
  const many = images.length > 1

  const download = useCallback(() => {
    const link = document.createElement('a')
    link.href = src
    link.download = imageDownloadName(title, index, src)
    link.rel = 'noopener'
    document.body.appendChild(link)
    link.click()
    link.remove()
  }, [src, title, index])

  const step = useCallback(
    (delta: number) => {
      setIndex((current) => (current + delta + images.length) % images.length)
      setView(resetView())
    },
    [images.length],
  )

  // Keyboard shortcuts and focus kept inside the dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && dialogRef.current) {
        wrapTabFocus(event, dialogRef.current, FOCUSABLE)
        return
      }
      if (event.ctrlKey || event.metaKey || event.altKey) return // leave the browser's own shortcuts alone
      const command = commandForKey(event.key)
      if (!command) return
      if ((command === 'previous' || command === 'next') && !many) return
      event.preventDefault()
      switch (command) {
        case 'close':
          onClose()
          break
        case 'zoomIn':
          setView(zoomIn)
          break
        case 'zoomOut':
          setView(zoomOut)
          break
        case 'rotate':
          setView(rotateClockwise)
          break
        case 'download':
          download()
          break
        case 'previous':
          step(-1)
          break
        case 'next':
          step(1)
          break
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [download, many, onClose, step])

  // React's wheel listener is passive; this one must stop the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      setView((current) => zoomByWheel(current, event.deltaY))
    }
    stage.addEventListener('wheel', onWheel, { passive: false })
    return () => stage.removeEventListener('wheel', onWheel)
  }, [])

  // Focus the close button on open, lock page scrolling, give focus back on close. No overscroll
  // of the page either: a sideways one is the browser's back/forward gesture, a downward one reloads.
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    const root = document.documentElement
    const previousOverflow = document.body.style.overflow
    const previousOverscroll = root.style.overscrollBehavior
    document.body.style.overflow = 'hidden'
    root.style.overscrollBehavior = 'none'
    closeRef.current?.focus()
    return () => {
      document.body.style.overflow = previousOverflow
      root.style.overscrollBehavior = previousOverscroll
      previouslyFocused?.focus?.()
    }
  }, [])

  // While the visitor has pinch-zoomed the page itself, a finger moves around the page (as before).
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const update = () => setPageZoomed(viewport.scale > 1.01)
    update()
    viewport.addEventListener('resize', update)
    return () => viewport.removeEventListener('resize', update)
  }, [])

  // Swipes: React's touch listeners are passive, and nothing here needs to cancel the default;
  // touch-action (on the dialog and the stage) keeps the browser from panning or navigating with the finger.
  function onTouchStart(event: ReactTouchEvent<HTMLDivElement>) {
    const started = touch.current
    if (started) {
      started.multiTouch = true
      return
    }
    const finger = event.changedTouches[0]
    if (!finger) return
    touch.current = {
      id: finger.identifier,
      x: finger.clientX,
      y: finger.clientY,
      time: event.timeStamp,
      zoomed: canPan(view) || pageZoomed,
      multiTouch: event.touches.length > 1,
    }
  }

  function onTouchEnd(event: ReactTouchEvent<HTMLDivElement>) {
    const started = touch.current
    if (!started || event.touches.length > 0) return // wait for the last finger
    touch.current = null
    const finger = Array.from(event.changedTouches).find((candidate) => candidate.identifier === started.id)
    if (!finger) return
    const outcome = gestureOutcome({
      dx: finger.clientX - started.x,
      dy: finger.clientY - started.y,
      ms: event.timeStamp - started.time,
      multiTouch: started.multiTouch,
      zoomed: started.zoomed,
      index,
      count: images.length,
    })
    // 'pan' was done by the pointer handlers below while the finger moved.
    if (outcome === 'next') step(1)
    else if (outcome === 'previous') step(-1)
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || !canPan(view)) return
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    const dx = event.clientX - current.x
    const dy = event.clientY - current.y
    if (dx === 0 && dy === 0) return
    current.x = event.clientX
    current.y = event.clientY
    setView((existing) => panBy(existing, dx, dy))
  }

  function endDrag(event: ReactPointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId)
    setDragging(false)
    drag.current = null
  }

  const fingerAction = pageZoomed ? 'auto' : 'pinch-zoom'

  const toolButton =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-full bg-white/10 px-2.5 text-white transition hover:bg-white/20 disabled:opacity-40'

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`图片查看器：${title}`}
      aria-describedby={hintId}
      className="fixed inset-0 z-[100] flex flex-col bg-slate-950 text-white"
      // A finger drag anywhere in the viewer is no scroll and no back/forward gesture; pinching
      // still zooms the page. While the page is pinch-zoomed, a finger moves around it as usual.
      style={{ touchAction: fingerAction }}
      data-testid="lightbox"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="min-w-0 truncate text-sm text-slate-200">
          {title}
          {many && (
            <span className="ml-2 text-slate-400" data-testid="lightbox-counter">
              {index + 1} / {images.length}
            </span>
          )}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="关闭（Esc）"
          title="关闭（Esc）"
          className={toolButton}
        >
          <CloseIcon />
        </button>
      </div>

      <div
        ref={stageRef}
        className={`relative min-h-0 flex-1 select-none overflow-hidden ${canPan(view) ? (dragging ? 'cursor-grabbing' : 'cursor-grab') : ''}`}
        // An enlarged image takes every finger movement for its pan (pinching too, as before).
        style={{ touchAction: canPan(view) ? 'none' : fingerAction }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touch.current = null)}
        onDoubleClick={() => setView(resetView())}
        data-testid="lightbox-stage"
      >
        <div className="pointer-events-none absolute inset-4 sm:inset-8">
          <Img
            key={src}
            src={src}
            alt={`${title}（第 ${index + 1} 张，共 ${images.length} 张）`}
            fill
            sizes="100vw"
            draggable={false}
            className="object-contain"
            style={{ transform: viewTransform(view), transition: dragging ? 'none' : 'transform 150ms ease-out' }}
            unoptimized={src.endsWith('.svg')}
            data-testid="lightbox-image"
            data-scale={view.scale.toFixed(4)}
            data-rotation={view.rotation}
          />
        </div>
        {many && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="上一张（←）"
              className={`${toolButton} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
            >
              <StrokeIcon>
                <path d="M15 6l-6 6 6 6" />
              </StrokeIcon>
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="下一张（→）"
              className={`${toolButton} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
            >
              <StrokeIcon>
                <path d="M9 6l6 6-6 6" />
              </StrokeIcon>
            </button>
          </>
        )}
      </div>

      <div
        className="flex flex-wrap items-center justify-center gap-2 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3"
        role="toolbar"
        aria-label="图片操作"
      >
        <button
          type="button"
          onClick={() => setView(zoomOut)}
          aria-label="缩小（-）"
          title="缩小（-）"
          className={toolButton}
        >
          <StrokeIcon>
            <circle cx="11" cy="11" r="7" />
            <path d="M8 11h6M20 20l-4-4" />
          </StrokeIcon>
        </button>
        <span className="w-14 text-center text-sm tabular-nums text-slate-200" data-testid="lightbox-zoom">
          {zoomPercent(view)}%
        </span>
        <button
          type="button"
          onClick={() => setView(zoomIn)}
          aria-label="放大（+）"
          title="放大（+）"
          className={toolButton}
        >
          <StrokeIcon>
            <circle cx="11" cy="11" r="7" />
            <path d="M8 11h6M11 8v6M20 20l-4-4" />
          </StrokeIcon>
        </button>
        <button
          type="button"
          onClick={() => setView(rotateClockwise)}
          aria-label="旋转 90 度（R）"
          title="旋转 90 度（R）"
          className={toolButton}
        >
          <StrokeIcon roundJoins>
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </StrokeIcon>
        </button>
        <button
          type="button"
          onClick={() => setView(resetView())}
          aria-label="复位（双击图片）"
          title="复位（双击图片）"
          className={toolButton}
        >
          <StrokeIcon roundJoins>
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            <rect x="9" y="9" width="6" height="6" rx="1" />
          </StrokeIcon>
        </button>
        <button
          type="button"
          onClick={download}
          aria-label="下载图片（D）"
          title="下载图片（D）"
          className={toolButton}
        >
          <StrokeIcon roundJoins>
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </StrokeIcon>
        </button>
      </div>
      <p id={hintId} className="sr-only">
        滚动鼠标滚轮缩放，放大后可拖动图片，双击复位。快捷键：Esc 关闭，加号或等号放大，减号缩小，R 旋转，D 下载。
      </p>
    </div>,
    document.body,
  )
}
