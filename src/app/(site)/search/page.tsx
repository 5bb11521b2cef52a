import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { pageMetadata } from '@/lib/seo'
import { logError } from '@/cms/log'
import { PageHero } from '@/ui/PageHero'
import { searchForPage } from '@/features/search/queries'
import { requestedSearchPage, searchPath } from '@/features/search/paths'
import { searchText } from '@/features/search/schemas'
import { SearchResults } from '@/features/search/components/SearchResults'
import { SiteSearch } from '@/features/shell/components/header/SiteSearch'

/**
 * /search?q=&page=: the one public page rendered per request, because its content is the query's
 * (docs/decisions/2026-11-24-site-search.md). The results are in the server's HTML, 20 a page
 * (`&page=N` from page 2, plain links with rel=prev/next), so the page works without JavaScript;
 * the box above them suggests results as one types. A page number that is no page of the results
 * (malformed, `page=1`, past the last) draws a Chinese message with a link to the first page.
 * Each client address has a budget of searches a minute (SEARCH_PAGE_RATE_LIMIT); past it the page
 * says so, answered 429 `no-store` so no proxy keeps that refusal for the query.
 */
export const dynamic = 'force-dynamic'

type Params = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<Params> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The title names the page from page 2; the canonical address is the page's own (the query as
 * searched, and its page), or the first page's for a page number that is no page.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams
  const query = searchText.safeParse(first(params.q))
  const page = requestedSearchPage(first(params.page))
  const base = pageMetadata({
    title: page !== null && page > 1 ? `站内搜索（第 ${page} 页）` : '站内搜索',
    description: '搜索科研服务、商品、新闻、成功案例与学术资源。',
    path: '/search',
  })
  const canonical = query.success ? searchPath(query.data, page ?? 1) : '/search'
  return {
    ...base,
    alternates: { canonical },
    openGraph: { ...base.openGraph, url: canonical },
    // Result pages are not worth indexing; their links are.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const view = await searchForPage(
    first(params.q),
    { headers: await headers() },
    (error) => logError('[search] page unavailable', error),
    first(params.page),
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
