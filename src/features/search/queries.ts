import 'server-only'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { foldText, queryTerms, type QueryTerm } from '@/lib/search-text'
import { expandQuery, synonymWords } from '@/lib/search-synonyms'
import { SEARCH_KINDS, SEARCH_KIND_LABELS } from '@/lib/search-kinds'
import type { SearchKind } from '@/lib/search-kinds'
import { clientIp, keyedBudget } from '@/lib/rate-limit'
import { recordSearchMissFrom, topSearchMisses, type SearchMiss } from '@/cms/search/misses'
import { searchEngine } from './engine'
import { rank, sortRanked, type Ranked } from './rank'
import { SEARCH_MESSAGES, SEARCH_PAGE_RATE_LIMIT, searchText } from './schemas'
import { highlightHtml } from './snippet'
import { serializeResult, type SearchResultDTO } from './serialize'

/** Candidates read from the engine before ranking: enough for the title and freshness boosts to reorder. */
const CANDIDATES = 200

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

/**
 * Site search (GET /api/search and /search): the visible documents matching every word of `q` (or
 * of one of its synonym forms), titles above bodies, recent news a little higher. Not cached: the
 * answer depends on the query, and the index is kept current by the collection hooks.
 */
export async function searchSite(
  q: string,
  { kind, limit, partial = true, countMissFor }: SearchOptions,
): Promise<SearchResultDTO[]> {
  const text = foldText(q)
  const forms = await queryForms(q, partial)
  if (forms.length === 0 && text.length === 0) return []
  const payload = await getPayload()
  const engine = searchEngine(payload)
  const best = new Map<string, Ranked>()
  // The query as typed first: its near matches (PostgreSQL) are asked for with its own text.
  for (const [index, terms] of (forms.length ? forms : [[]]).entries()) {
    const candidates = await engine.candidates({
      terms,
      text: index === 0 ? text : '',
      kind,
      limit: Math.max(limit, CANDIDATES),
      nearBelow: index === 0 ? limit : 0,
    })
    for (const result of rank(candidates, terms)) {
      const key = `${result.kind}:${result.docId}`
      const known = best.get(key)
      if (!known || result.score > known.score) best.set(key, result)
    }
  }
  const highlighted = allTerms(forms)
  const shown = sortRanked([...best.values()]).slice(0, limit)
  const bodies = await engine.bodies(shown.map((result) => result.rowId))
  const results = shown.map((result) => serializeResult(result, bodies.get(result.rowId) ?? '', highlighted))
  if (results.length === 0 && countMissFor !== undefined) await recordSearchMissFrom(payload, text, countMissFor)
  return results
}

/** A result on the page: the API's fields and the title with its matches marked (HTML, escaped). */
export type PageResult = SearchResultDTO & { titleHtml: string }
export type ResultGroup = { kind: SearchKind; label: string; results: PageResult[] }

export type SearchPageView =
  | { state: 'prompt' }
  | { state: 'invalid'; query: string; message: string }
  | { state: 'limited'; query: string; message: string }
  | { state: 'failed'; query: string }
  | { state: 'results'; query: string; total: number; groups: ResultGroup[] }

/** Results the page shows at most. */
export const PAGE_RESULTS = 50

/** The page's searches per client address (the API's suggestions have their own limit). */
const pageSearches = keyedBudget('search-page', SEARCH_PAGE_RATE_LIMIT)

/**
 * What /search?q= shows: nothing asked yet, a query refused (too long), a client refused (too many
 * searches a minute from its address), the results grouped by kind (服务, 商品, 新闻, 案例, 学术资源),
 * or a failure to read them. `request`: the page's request headers, for the client's address.
 */
export async function searchForPage(
  raw: string | undefined,
  request: { headers: Headers },
  onError: (error: unknown) => Promise<void>,
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
  const client = clientIp(request)
  let results: SearchResultDTO[]
  try {
    if (!(await pageSearches.take(client)))
      return { state: 'limited', query: parsed.data, message: SEARCH_MESSAGES.tooFrequent }
    results = await searchSite(parsed.data, { limit: PAGE_RESULTS, countMissFor: client })
  } catch (error) {
    await onError(error)
    return { state: 'failed', query: parsed.data }
  }
  const terms = allTerms(await queryForms(parsed.data))
  const groups = SEARCH_KINDS.map((kind) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    results: results
      .filter((result) => result.type === kind)
      .map((result) => ({ ...result, titleHtml: highlightHtml(result.title, terms) })),
  })).filter((group) => group.results.length > 0)
  return { state: 'results', query: parsed.data, total: results.length, groups }
}

/** Staff insight: the queries sent from /search that found nothing, most frequent first. */
export async function listSearchMisses(limit: number): Promise<SearchMiss[]> {
  return topSearchMisses(await getPayload(), limit)
}
