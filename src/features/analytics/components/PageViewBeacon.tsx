'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { landing } from '@/features/shell/landing'

/** Where the beacon posts (src/app/api/analytics/collect). */
const COLLECT_URL = '/api/analytics/collect'

/**
 * Counts a page view on the site's own API, once per page (client-side navigations included), also
 * when the page came from a cache: the path and how the visit began, nothing else. The browser
 * sends it in the background (sendBeacon), so it never delays the page or a navigation.
 */
export function PageViewBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    if (!pathname || typeof navigator.sendBeacon !== 'function') return
    const body = JSON.stringify({ path: pathname, ...landing() })
    try {
      navigator.sendBeacon(COLLECT_URL, new Blob([body], { type: 'text/plain' }))
    } catch {
      // A refused beacon (a blocker) loses one count, nothing else.
    }
  }, [pathname])
  return null
}
