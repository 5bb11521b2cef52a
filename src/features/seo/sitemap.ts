import { absoluteUrl } from '@/lib/seo'

/** One address of the sitemap: a path on this site and when its content last changed. */
export type SitemapEntry = { path: string; lastmod: string | null }

/** The sitemaps protocol allows 50,000; the site splits far earlier so each file stays small. */
export const SITEMAP_PAGE_SIZE = 5000

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** W3C datetime, as the protocol wants it (`2026-11-23T10:00:00.000Z` → `2026-11-23T10:00:00Z`). */
function w3cDate(value: string | null): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The latest of several dates (null when none is known). */
export function latestOf(dates: (string | null | undefined)[]): string | null {
  let latest: number | null = null
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time
  }
  return latest === null ? null : new Date(latest).toISOString()
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A <urlset> of the entries (absolute URLs from SITE_URL). */
export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = w3cDate(entry.lastmod)
    return `  <url><loc>${escapeXml(absoluteUrl(entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`
}

/** The address of the n-th part (1-based) of a split sitemap. */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`

/** The parts of a sitemap split into files of at most `pageSize` addresses. */
export function sitemapParts(entries: SitemapEntry[], pageSize = SITEMAP_PAGE_SIZE): SitemapEntry[][] {
  const parts: SitemapEntry[][] = []
  for (let start = 0; start < entries.length; start += pageSize) parts.push(entries.slice(start, start + pageSize))
  return parts
}

/** A <sitemapindex> of the parts, each with the latest change among its addresses. */
export function sitemapIndexXml(parts: SitemapEntry[][]): string {
  const items = parts.map((part, index) => {
    const lastmod = w3cDate(latestOf(part.map((entry) => entry.lastmod)))
    return `  <sitemap><loc>${escapeXml(absoluteUrl(sitemapPartPath(index + 1)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
  })
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`
}

/**
 * /sitemap.xml: every address in one <urlset> up to `pageSize`, past that an index of the parts.
 */
export function sitemapXml(entries: SitemapEntry[], pageSize = SITEMAP_PAGE_SIZE): string {
  return entries.length <= pageSize ? urlsetXml(entries) : sitemapIndexXml(sitemapParts(entries, pageSize))
}

/** /sitemaps/<n>.xml: the n-th part, or null when there is no such part (or no split at all). */
export function sitemapPartXml(entries: SitemapEntry[], part: number, pageSize = SITEMAP_PAGE_SIZE): string | null {
  if (entries.length <= pageSize || !Number.isInteger(part) || part < 1) return null
  const parts = sitemapParts(entries, pageSize)
  return part <= parts.length ? urlsetXml(parts[part - 1]!) : null
}

/** robots.txt: crawlers keep out of the admin, the APIs, personal, staff and preview pages. */
export const ROBOTS_DISALLOW = ['/admin', '/cms-api', '/api', '/profile', '/test', '/design', '/preview'] as const
