import type { QueryTerm } from '@/lib/search-text'
import type { SearchKind } from '@/lib/search-kinds'

/** A row of the index that matched a query, with the engine's own relevance (0..1, higher first). */
export type Candidate = {
  /** The index row (search_documents.id), for reading its body once the shown results are known. */
  rowId: number
  kind: SearchKind
  docId: number
  title: string
  url: string
  titleTokens: string
  publishedAt: string | null
  relevance: number
  /** Found by a near match (typo tolerance), not by every term. */
  near: boolean
}

export type CandidateQuery = {
  terms: QueryTerm[]
  /** The folded query as typed, for near matches. */
  text: string
  kind?: SearchKind
  limit: number
  /** Near matches (where an engine has them) are added only when full matches are fewer than this. */
  nearBelow: number
}

/**
 * One interface, two implementations (./sqlite.ts, ./postgres.ts): the candidates matching every
 * term, best first. Ranking across kinds (title above body, recent news) is done once, in
 * ../rank.ts, over what either engine returns.
 */
export interface SearchEngine {
  readonly name: 'sqlite-fts5' | 'postgres-fts'
  candidates(query: CandidateQuery): Promise<Candidate[]>
  /**
   * The bodies of index rows, by row id: read only for the results shown (their snippets), not for
   * the hundreds of candidates ranked.
   */
  bodies(rowIds: number[]): Promise<Map<number, string>>
}

export type IndexRow = {
  id: number | string
  kind: string
  doc_id: number | string
  title: string
  url: string
  title_tokens: string
  published_at: string | Date | null
}

export function candidateOf(row: IndexRow, relevance: number, near = false): Candidate {
  const published = row.published_at
  return {
    rowId: Number(row.id),
    kind: row.kind as SearchKind,
    docId: Number(row.doc_id),
    title: row.title,
    url: row.url,
    titleTokens: row.title_tokens,
    publishedAt: published instanceof Date ? published.toISOString() : (published ?? null),
    relevance,
    near,
  }
}

/** Row id → body, from rows of (id, body). */
export const bodiesById = (rows: { id: number | string; body: string }[]): Map<number, string> =>
  new Map(rows.map((row) => [Number(row.id), row.body]))
