import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { latestOf, sitemapPartXml, sitemapXml, urlsetXml, type SitemapEntry } from './sitemap'

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/news/item-${index + 1}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }))

describe('sitemap XML', () => {
  it('lists absolute URLs with W3C lastmod, escaped, and omits an unknown date', () => {
    const xml = urlsetXml([
      { path: '/', lastmod: '2026-11-23T10:00:00.123Z' },
      { path: '/news/a&b', lastmod: null },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<url><loc>${env.siteUrl}/</loc><lastmod>2026-11-23T10:00:00Z</lastmod></url>`)
    expect(xml).toContain(`<url><loc>${env.siteUrl}/news/a&amp;b</loc></url>`)
  })

  it('stays one <urlset> up to the limit', () => {
    const xml = sitemapXml(entries(5000))
    expect(xml).toContain('<urlset')
    expect(xml.match(/<url>/g)).toHaveLength(5000)
    expect(sitemapPartXml(entries(5000), 1)).toBeNull()
  })

  it('becomes an index of parts past the limit, each part with its latest lastmod', () => {
    const all = entries(5001)
    const index = sitemapXml(all)
    expect(index).toContain('<sitemapindex')
    expect(index).toContain(`<loc>${env.siteUrl}/sitemaps/1.xml</loc>`)
    expect(index).toContain(
      `<loc>${env.siteUrl}/sitemaps/2.xml</loc><lastmod>${all[5000]!.lastmod!.replace('.000Z', 'Z')}</lastmod>`,
    )
    expect(sitemapPartXml(all, 1)!.match(/<url>/g)).toHaveLength(5000)
    expect(sitemapPartXml(all, 2)).toContain('/news/item-5001')
    expect(sitemapPartXml(all, 3)).toBeNull()
    expect(sitemapPartXml(all, 0)).toBeNull()
  })

  it('splits at any page size', () => {
    expect(sitemapXml(entries(3), 2)).toContain('/sitemaps/2.xml')
  })

  it('latestOf ignores missing and malformed dates', () => {
    expect(latestOf([null, 'x', '2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z'])).toBe(
      '2026-01-02T00:00:00.000Z',
    )
    expect(latestOf([])).toBeNull()
  })
})
