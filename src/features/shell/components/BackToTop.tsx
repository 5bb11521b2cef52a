'use client'

import { StrokeIcon } from '@/ui/StrokeIcon'
import { useEffect, useState } from 'react'
import { BACK_TO_TOP_AFTER_PX } from '@/features/shell/navigation'

/**
 * The round 返回顶部 button after 300 px of scrolling. On phones it sits above the bottom bar (the
 * contact bar here; the product bar's pages move it in globals.css), so the bar never covers it.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="返回顶部"
      title="返回顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="back-to-top fixed bottom-5 right-4 z-40 max-md:[body:has([data-contact-bar])_&]:bottom-[5.25rem] inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/20 transition-colors hover:bg-brand-700 md:bottom-8 md:right-8 md:h-12 md:w-12"
    >
      <StrokeIcon strokeWidth="2.2" roundJoins>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </StrokeIcon>
    </button>
  )
}
