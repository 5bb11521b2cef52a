'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { scrollToCoreServices, takeServicesScrollRequest } from './services-scroll'

/**
 * On every route change: scroll smoothly to the top, or to the services section when the header
 * asked for it. An address with a fragment that names an element on the new page (the contact
 * bar's 咨询, /contact#enquiry-heading) is left where Next scrolled it: at that element.
 */
export function RouteScrollManager() {
  const pathname = usePathname()
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (pathname === '/' && takeServicesScrollRequest()) return scrollToCoreServices()
    if (fragmentTarget()) return
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }, [pathname])

  return null
}

/** The element the address's fragment names, if the page has one. */
function fragmentTarget(): Element | null {
  const hash = window.location.hash.slice(1)
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash))
  } catch {
    return null
  }
}
