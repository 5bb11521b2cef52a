'use client'

/**
 * Where this visit began, kept for the tab's lifetime (sessionStorage, never sent by itself): the
 * landing page's referrer when it is another site, and its utm_source / utm_campaign. Page views
 * are counted for that source (features/analytics) and an enquiry records it (features/contact).
 * No cookie and nothing about the visitor: the same for everyone who came the same way.
 */
export type Landing = { referrer: string; utm_source: string; utm_campaign: string }

const LANDING_KEY = 'keyan.landing'
const EMPTY: Landing = { referrer: '', utm_source: '', utm_campaign: '' }

const clip = (value: string | null | undefined, length: number) => (value ?? '').trim().slice(0, length)

/** The landing as first seen in this tab; the current page becomes it when there is none yet. */
export function landing(): Landing {
  try {
    const kept = window.sessionStorage.getItem(LANDING_KEY)
    if (kept) return { ...EMPTY, ...(JSON.parse(kept) as Partial<Landing>) }
  } catch {
    // Storage refused (private mode) or a damaged value: this page is the landing.
  }
  const params = new URLSearchParams(window.location.search)
  let referrer = ''
  try {
    const url = new URL(document.referrer)
    // Only another site's host matters; the path may carry someone's search words.
    if (url.host !== window.location.host) referrer = `${url.protocol}//${url.host}/`
  } catch {
    referrer = ''
  }
  const first: Landing = {
    referrer,
    utm_source: clip(params.get('utm_source'), 100),
    utm_campaign: clip(params.get('utm_campaign'), 100),
  }
  try {
    window.sessionStorage.setItem(LANDING_KEY, JSON.stringify(first))
  } catch {
    // Not kept: the next page is counted as a landing of its own.
  }
  return first
}
