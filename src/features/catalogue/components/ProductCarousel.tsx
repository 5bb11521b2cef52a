'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'
import { FallbackImage } from './FallbackImage'
import { ImagePlaceholder } from './ImagePlaceholder'
import { SLIDE_ANIMATION_MS, swipeStep, wrapIndex } from '@/features/catalogue/carousel'

/**
 * The product gallery: arrows, dots, touch swipe (50 px threshold) and wrap-around. While a slide
 * animates (500 ms) further moves are ignored, so quick taps cannot skip images mid-slide.
 */
export function ProductCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0)
  const [animating, setAnimating] = useState(false)
  const touchStartX = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const count = images.length

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  function goTo(next: number) {
    if (animating || next === index || count < 2) return
    setIndex(next)
    setAnimating(true)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => setAnimating(false), SLIDE_ANIMATION_MS)
  }

  const previous = () => goTo(wrapIndex(index, -1, count))
  const next = () => goTo(wrapIndex(index, 1, count))

  function onTouchStart(event: TouchEvent) {
    touchStartX.current = event.touches[0]?.clientX ?? null
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current
    touchStartX.current = null
    const end = event.changedTouches[0]?.clientX
    if (start === null || end === undefined) return
    const step = swipeStep(start, end)
    if (step === 1) next()
    if (step === -1) previous()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') previous()
    if (event.key === 'ArrowRight') next()
  }

  if (count === 0) {
    return (
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100">
        <ImagePlaceholder />
      </div>
    )
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="商品图片"
      className="select-none"
      data-testid="product-carousel"
      data-index={index}
      data-animating={animating ? 'true' : 'false'}
    >
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((src, slide) => (
            <div
              key={`${src}-${slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} / ${count}`}
              aria-hidden={slide !== index}
              className="relative h-full w-full shrink-0"
            >
              <FallbackImage
                src={src}
                alt={`${alt} 图片 ${slide + 1}`}
                sizes="(min-width: 768px) 50vw, 100vw"
                priority={slide === 0}
              />
            </div>
          ))}
        </div>

        {count > 1 && (
          <>
            <button
              type="button"
              onKeyDown={onKeyDown}
              onClick={previous}
              aria-label="上一张"
              className="absolute left-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z"
                  clipRule="evenodd"
                />
              </svg>
            </button>
            <button
              type="button"
              onKeyDown={onKeyDown}
              onClick={next}
              aria-label="下一张"
              className="absolute right-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M7.2 15.8a.75.75 0 0 1 0-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 1.06-1.06l5.27 5.27a.75.75 0 0 1 0 1.06l-5.27 5.27a.75.75 0 0 1-1.06 0Z"
                  clipRule="evenodd"
                />
              </svg>
            </button>
            <p
              className="absolute bottom-2 right-3 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <div className="mt-1 flex justify-center">
          {images.map((src, slide) => (
            <button
              key={`dot-${src}-${slide}`}
              type="button"
              onKeyDown={onKeyDown}
              onClick={() => goTo(slide)}
              aria-label={`第 ${slide + 1} 张`}
              aria-current={slide === index ? 'true' : undefined}
              className="flex h-10 w-8 items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="carousel-dot"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${slide === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300'}`}
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
