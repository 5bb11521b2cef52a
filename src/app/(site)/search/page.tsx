import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { pageMetadata } from '@/lib/seo'
import { logError } from '@/cms/log'
import { PageHero } from '@/ui/PageHero'
import { searchForPage } from '@/features/search/queries'
import { SearchResults } from '@/features/search/components/SearchResults'
import { SiteSearch } from '@/features/shell/components/header/SiteSearch'

/**
 * /search?q=: the one public page rendered per request, because its content is the query's
 * (docs/decisions/2026-11-24-site-search.md). The results are in the server's HTML, so the page
 * works without JavaScript; the box above them suggests results as one types. Each client address
 * has a budget of searches a minute (SEARCH_PAGE_RATE_LIMIT); past it the page says so, answered 429
 * `no-store` so no proxy keeps that refusal for the query.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...pageMetadata({
    title: '站内搜索',
    description: '搜索科研服务、商品、新闻、成功案例与学术资源。',
    path: '/search',
  }),
  // Result pages are not worth indexing; their links are.
  robots: { index: false, follow: true },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q
  const q = Array.isArray(raw) ? raw[0] : raw
  const view = await searchForPage(q, { headers: await headers() }, (error) =>
    logError('[search] page unavailable', error),
  )
  const shown = view.state === 'prompt' ? '' : view.query
  return (
    <main>
      <PageHero title="站内搜索" subtitle="搜索服务、商品、新闻、成功案例与学术资源">
        <div className="search-on-hero mt-6 max-w-2xl">
          <SiteSearch variant="block" label="搜索关键词" defaultValue={shown} />
        </div>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <SearchResults view={view} />
      </div>
    </main>
  )
}
