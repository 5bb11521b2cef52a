'use client'
/**
 * "Scroll to the core services once home has rendered": the header sets the request before it
 * navigates home, and the route-change handler (which otherwise scrolls to the top) fulfils it.
 */
import { CORE_SERVICES_SECTION_ID, SERVICES_SCROLL_DELAY_MS } from '@/features/shell/navigation'

let pending = false

export function requestServicesScroll(): void {
  pending = true
}

export function takeServicesScrollRequest(): boolean {
  const wasPending = pending
  pending = false
  return wasPending
}

/** Waits `delay` ms, then scrolls smoothly to the section (waiting up to 5 s for it to appear). */
export function scrollToCoreServices(delay = SERVICES_SCROLL_DELAY_MS): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout>
  const deadline = Date.now() + delay + 5000
  const attempt = () => {
    if (cancelled) return
    const section = document.getElementById(CORE_SERVICES_SECTION_ID)
    if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' })
    else if (Date.now() < deadline) timer = setTimeout(attempt, 50)
  }
  timer = setTimeout(attempt, delay)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
