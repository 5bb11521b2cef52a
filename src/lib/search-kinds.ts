/** The kinds of site search result (`type` in GET /api/search) and their Chinese names, in page order. */
export const SEARCH_KINDS = ['service', 'product', 'news', 'case', 'resource'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  service: '服务',
  product: '商品',
  news: '新闻',
  case: '案例',
  resource: '学术资源',
}

export const isSearchKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value)
