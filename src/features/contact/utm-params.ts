/** The UTM parameters of a visit, free of dependencies (the site shell reads them on every page). */

/** The UTM parameters an enquiry keeps from the visit (utm_source …). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>

/** Reads utm_* from a query string (the landing page's, or the Referer's); values cut to 100 characters. */
export function utmFrom(search: URLSearchParams | Record<string, unknown>): Utm {
  const utm: Utm = {}
  for (const key of UTM_KEYS) {
    const raw = search instanceof URLSearchParams ? search.get(`utm_${key}`) : search[`utm_${key}`]
    if (typeof raw === 'string' && raw.trim()) utm[key] = raw.trim().slice(0, 100)
  }
  return utm
}
