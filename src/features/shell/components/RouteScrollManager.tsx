'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToCoreServices, takeServicesScrollRequest } from './services-scroll'

/** On every route change: scroll smoothly to the top, or to the services section when the header asked for it. */
export function RouteScrollManager() {
  const pathname = usePathname()
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (pathname === '/' && takeServicesScrollRequest()) return scrollToCoreServices()
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [pathname])

  return null
}
