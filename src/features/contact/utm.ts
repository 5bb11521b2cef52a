'use client'

import { landing } from '@/features/shell/landing'
import { UTM_KEYS, utmFrom, type Utm } from './utm-params'

/** Where the UTM parameters of the page a visit landed on are kept for the tab's lifetime. */
export const UTM_STORAGE_KEY = 'keyan.utm'

/** Keeps the landing page's utm_* (the first page of the visit that has them). */
export function rememberUtm(search: string): void {
  const utm = utmFrom(new URLSearchParams(search))
  if (Object.keys(utm).length === 0) return
  try {
    if (!window.sessionStorage.getItem(UTM_STORAGE_KEY))
      window.sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm))
  } catch {
    // Storage refused (private mode): the enquiry goes without them.
  }
}

/** The visit's UTM parameters as the API's fields (utm_source …): this page's, else the landing page's. */
export function storedUtm(): Record<string, string> {
  let utm: Utm = utmFrom(new URLSearchParams(window.location.search))
  if (Object.keys(utm).length === 0) {
    try {
      utm = utmFrom(JSON.parse(window.sessionStorage.getItem(UTM_STORAGE_KEY) ?? '{}') as Record<string, unknown>)
    } catch {
      utm = {}
    }
  }
  // The visit's landing, as the page-view beacon keeps it (features/shell/landing.ts): its source and campaign.
  if (Object.keys(utm).length === 0) {
    const first = landing()
    utm = utmFrom({ utm_source: first.utm_source, utm_campaign: first.utm_campaign })
  }
  return Object.fromEntries(UTM_KEYS.filter((key) => utm[key]).map((key) => [`utm_${key}`, utm[key]!]))
}
