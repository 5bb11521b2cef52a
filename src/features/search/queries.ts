import 'server-only'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { foldText, queryTerms, type QueryTerm } from '@/lib/search-text'
import { expandQuery, synonymWords } from '@/lib/search-synonyms'
import { SEARCH_KINDS, SEARCH_KIND_LABELS } from '@/lib/search-kinds'
import type { SearchKind } from '@/lib/search-kinds'
import { clientIp, keyedBudget } from '@/lib/rate-limit'
import { recordSearchMissFrom, topSearchMisses, type SearchMiss } from '@/cms/search/misses'
import type { ListPage } from '@/lib/api'
import { pageCount } from '@/lib/pagination'
import { searchEngine } from './engine'
import type { SearchEngine } from './engine/types'
import { requestedSearchPage } from './paths'
import { rank, sortRanked, type Ranked } from './rank'
import { SEARCH_MESSAGES, SEARCH_PAGE_RATE_LIMIT, searchText } from './schemas'
import { highlightHtml } from './snippet'
import { serializeResult, type SearchResultDTO } from './serialize'

/** Candidates read from the engine before ranking: enough for the title and freshness boosts to reorder. */
const CANDIDATES = 200

/**
 * The most results a query's pages reach (the /search pages and the API's `page`): the best of the
 * ranked candidates. A query matching more says so (`capped`) rather than paging through thousands.
 */
export const RESULT_WINDOW = CANDIDATES

export type SearchOptions = {
  kind?: SearchKind
  limit: number
  /** The last word may still be being typed: it also matches longer tokens (default true). */
  partial?: boolean
  /**
   * The client's address: count the query among those without results, once per client a day
   * (the /search page; not suggestions).
   */
  countMissFor?: string
}

/** Staff synonym groups (collection search-synonyms), each as its folded words. */
const synonymGroups = cachedRead('search-synonyms', ['search-synonyms'], async (): Promise<string[][]> => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'search-synonyms',
    pagination: false,
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: { words: true },
  })
  return docs.map((doc) => synonymWords(doc.words)).filter((words) => words.length >= 2)
})

/** Every term of the query's forms, each once (what a result's snippet and title highlight). */
function allTerms(forms: QueryTerm[][]): QueryTerm[] {
  const byToken = new Map<string, QueryTerm>()
  for (const term of forms.flat()) if (!byToken.has(term.token)) byToken.set(term.token, term)
  return [...byToken.values()]
}

/** The terms of a query and of its synonym forms (src/lib/search-synonyms.ts), the query's first. */
async function queryForms(q: string, partial = true): Promise<QueryTerm[][]> {
  const variants = expandQuery(q, await synonymGroups())
  return variants.map((variant) => queryTerms(variant, { partial })).filter((terms) => terms.length > 0)
}

/** A query's matches, best first, and whether the engine held back more than it was asked for. */
type Matches = {
  ranked: Ranked[]
  /** Some form of the query matched more documents than the engine was asked for. */
  more: boolean
  /** Every term of the query's forms (what snippets and titles mark). */
  highlighted: QueryTerm[]
  /** The folded query, for counting it among the searches without results. */
  text: string
  engine: SearchEngine
}

/**
 * The visible documents matching every word of `q` (or of one of its synonym forms), ranked: titles
 * above bodies, recent news a little higher. Each form reads up to `candidates` from the engine (one
 * more, only to learn whether there are more) and a document keeps its best score. Near matches
 * (PostgreSQL) are added when full matches are fewer than `nearBelow`. Null for a query without words.
 */
async function rankedMatches(
  q: string,
  {
    kind,
    partial,
    candidates,
    nearBelow,
  }: { kind?: SearchKind; partial: boolean; candidates: number; nearBelow: number },
): Promise<Matches | null> {
  const text = foldText(q)
  const forms = await queryForms(q, partial)
  if (forms.length === 0 && text.length === 0) return null
  const engine = searchEngine(await getPayload())
  const best = new Map<string, Ranked>()
  let more = false
  // The query as typed first: its near matches (PostgreSQL) are asked for with its own text.
  for (const [index, terms] of (forms.length ? forms : [[]]).entries()) {
    const found = await engine.candidates({
      terms,
      text: index === 0 ? text : '',
      kind,
      limit: candidates + 1,
      nearBelow: index === 0 ? nearBelow : 0,
    })
    // Near matches come only below `nearBelow` (at most `candidates`): one past the limit is a full match.
    if (found.length > candidates) more = true
    for (const result of rank(found.slice(0, candidates), terms)) {
      const key = `${result.kind}:${result.docId}`
      const known = best.get(key)
      if (!known || result.score > known.score) best.set(key, result)
    }
  }
  return { ranked: sortRanked([...best.values()]), more, highlighted: allTerms(forms), text, engine }
}

/** The results shown, with their snippets: the bodies are read for these rows only. */
async function serializeShown(matches: Matches, shown: Ranked[]): Promise<SearchResultDTO[]> {
  const bodies = await matches.engine.bodies(shown.map((result) => result.rowId))
  return shown.map((result) => serializeResult(result, bodies.get(result.rowId) ?? '', matches.highlighted))
}

/**
 * Site search (GET /api/search and /search): the best `limit` of the visible documents matching
 * every word of `q` (or of one of its synonym forms), titles above bodies, recent news a little
 * higher. Not cached: the answer depends on the query, and the index is kept current by the
 * collection hooks.
 */
export async function searchSite(
  q: string,
  { kind, limit, partial = true, countMissFor }: SearchOptions,
): Promise<SearchResultDTO[]> {
  const matches = await rankedMatches(q, { kind, partial, candidates: Math.max(limit, CANDIDATES), nearBelow: limit })
  if (!matches) return []
  const results = await serializeShown(matches, matches.ranked.slice(0, limit))
  if (results.length === 0 && countMissFor !== undefined) {
    await recordSearchMissFrom(await getPayload(), matches.text, countMissFor)
  }
  return results
}

/**
 * One page of a query's results. `total` counts the results the pages reach: every match, or the
 * best RESULT_WINDOW when `capped` (the query matched more).
 */
export type SearchResultsPage = ListPage<SearchResultDTO> & {
  capped: boolean
  /** Every term of the query's forms: what the page marks in titles. */
  highlighted: QueryTerm[]
}

/**
 * Page `page` of `size` results of site search (GET /api/search?page=, the /search pages): the same
 * ranking as `searchSite`, over the best RESULT_WINDOW matches, so following the pages from 1 to the
 * last reaches each of them once. Snippets are read for the page's results only. A page past the
 * last has no items. Near matches (PostgreSQL) fill up to one page, whatever page is asked for.
 */
export async function searchSitePage(
  q: string,
  { kind, page, size, countMissFor }: { kind?: SearchKind; page: number; size: number; countMissFor?: string },
): Promise<SearchResultsPage> {
  const matches = await rankedMatches(q, { kind, partial: true, candidates: CANDIDATES, nearBelow: size })
  const reached = matches?.ranked.slice(0, RESULT_WINDOW) ?? []
  const capped = matches !== null && (matches.more || matches.ranked.length > RESULT_WINDOW)
  const shown = reached.slice((page - 1) * size, page * size)
  const items = matches && shown.length > 0 ? await serializeShown(matches, shown) : []
  if (matches && reached.length === 0 && countMissFor !== undefined) {
    await recordSearchMissFrom(await getPayload(), matches.text, countMissFor)
  }
  const highlighted = matches?.highlighted ?? []
  return { items, page, pages: pageCount(reached.length, size), total: reached.length, capped, highlighted }
}

/** A result on the page: the API's fields and the title with its matches marked (HTML, escaped). */
export type PageResult = SearchResultDTO & { titleHtml: string }
export type ResultGroup = { kind: SearchKind; label: string; results: PageResult[] }

export type SearchPageView =
  | { state: 'prompt' }
  | { state: 'invalid'; query: string; message: string }
  | { state: 'limited'; query: string; message: string }
  | { state: 'failed'; query: string }
  /** A `page` that is no page of the query's results: malformed, `1` written out, or past the last. */
  | { state: 'no-page'; query: string }
  | {
      state: 'results'
      query: string
      /** The results the pages reach: every match, or the best RESULT_WINDOW when `capped`. */
      total: number
      /** The query matched more than RESULT_WINDOW documents. */
      capped: boolean
      page: number
      pages: number
      /** The place of the page's first result among all of them (from 1). */
      first: number
      /** This page's results, grouped by kind. */
      groups: ResultGroup[]
    }

/** Results a page of /search shows (later ones are on `?page=2`, `?page=3`, …). */
export const SEARCH_PAGE_SIZE = 20

/** The page's searches per client address (the API's suggestions have their own limit). */
const pageSearches = keyedBudget('search-page', SEARCH_PAGE_RATE_LIMIT)

/**
 * What /search?q=&page= shows: nothing asked yet, a query refused (too long), a page number that is
 * no page, a client refused (too many searches a minute from its address), one page of the results
 * grouped by kind (服务, 商品, 新闻, 案例, 学术资源), or a failure to read them. `request`: the page's
 * request headers, for the client's address. `rawPage`: the `page` parameter as sent (absent for
 * page 1). One search, and one take of the client's budget, per call; none for a refused query or a
 * malformed page number.
 */
export async function searchForPage(
  raw: string | undefined,
  request: { headers: Headers },
  onError: (error: unknown) => Promise<void>,
  rawPage?: string,
): Promise<SearchPageView> {
  if (raw === undefined || raw.trim() === '') return { state: 'prompt' }
  const parsed = searchText.safeParse(raw)
  const query = raw.replace(/\s+/g, ' ').trim()
  if (!parsed.success)
    return {
      state: 'invalid',
      query: [...query].slice(0, 100).join(''),
      message: parsed.error.issues[0]?.message ?? '',
    }
  const page = requestedSearchPage(rawPage)
  if (page === null) return { state: 'no-page', query: parsed.data }
  const client = clientIp(request)
  let found: SearchResultsPage
  try {
    if (!(await pageSearches.take(client)))
      return { state: 'limited', query: parsed.data, message: SEARCH_MESSAGES.tooFrequent }
    // Only page 1 says "nothing found", so only page 1 counts a query without results.
    found = await searchSitePage(parsed.data, {
      page,
      size: SEARCH_PAGE_SIZE,
      countMissFor: page === 1 ? client : undefined,
    })
  } catch (error) {
    await onError(error)
    return { state: 'failed', query: parsed.data }
  }
  if (page > found.pages) return { state: 'no-page', query: parsed.data }
  const groups = SEARCH_KINDS.map((kind) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    results: found.items
      .filter((result) => result.type === kind)
      .map((result) => ({ ...result, titleHtml: highlightHtml(result.title, found.highlighted) })),
  })).filter((group) => group.results.length > 0)
  return {
    state: 'results',
    query: parsed.data,
    total: found.total,
    capped: found.capped,
    page,
    pages: found.pages,
    first: (page - 1) * SEARCH_PAGE_SIZE + 1,
    groups,
  }
}

/** Staff insight: the queries sent from /search that found nothing, most frequent first. */
export async function listSearchMisses(limit: number): Promise<SearchMiss[]> {
  return topSearchMisses(await getPayload(), limit)
}
