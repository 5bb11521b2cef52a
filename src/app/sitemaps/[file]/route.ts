import { listSitemapEntries } from '@/features/seo/queries'
import { sitemapPartXml } from '@/features/seo/sitemap'
import { renderOnFirstRequest } from '@/lib/cache'

export const revalidate = 3600
export const generateStaticParams = renderOnFirstRequest

type Context = { params: Promise<{ file: string }> }

/** /sitemaps/<n>.xml: the n-th part of a sitemap split into an index (see /sitemap.xml). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file)
  const xml = match ? sitemapPartXml(await listSitemapEntries(), Number(match[1])) : null
  if (xml === null) {
    return new Response('站点地图不存在', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
