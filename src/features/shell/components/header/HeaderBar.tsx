'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { HEADER_SHADOW_AFTER_PX } from '@/features/shell/navigation'

/** The fixed header element: gains a stronger shadow once the page has scrolled. Its content is server-rendered. */
export function HeaderBar({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SHADOW_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`header-bar ${scrolled ? 'header-scrolled' : 'header-rest'}`}
    >
      {children}
    </header>
  )
}
