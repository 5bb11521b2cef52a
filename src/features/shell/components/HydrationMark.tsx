'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). A stored page asks for its
 * scripts only after its first paint (src/server/next-cache/scripts-after-first-paint.mjs), so anything that drives
 * the page (the end-to-end tests) waits for this mark before it clicks.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}
