import { parsePageSegment } from '@/lib/pagination'

/**
 * The addresses of /search's result pages. Page 1 is the query's own address (`/search?q=…`), a
 * later page adds `&page=N`; the query is written as the page shows it (spaces folded, trimmed).
 */
export function searchPath(query: string, page = 1): string {
  const base = `/search?q=${encodeURIComponent(query)}`
  return page >= 2 ? `${base}&page=${page}` : base
}

/**
 * The page a `page` parameter asks for: 1 when it is absent, N for a whole number from 2 up written
 * plainly ("2", not "02" or "+2"), null for anything else (`page=1` included: page 1 has no parameter).
 */
export function requestedSearchPage(raw: string | undefined): number | null {
  return raw === undefined ? 1 : parsePageSegment(raw)
}
