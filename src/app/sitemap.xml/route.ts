import { listSitemapEntries } from '@/features/seo/queries'
import { sitemapXml } from '@/features/seo/sitemap'

// Cached like the pages: rendered on the first request, expired when staff edit what it lists.
export const dynamic = 'force-static'
export const revalidate = 3600

/** /sitemap.xml: every public address with its lastmod; an index of /sitemaps/<n>.xml past 5,000. */
export async function GET(): Promise<Response> {
  return new Response(sitemapXml(await listSitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
