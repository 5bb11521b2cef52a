import type { QueryTerm } from '@/lib/search-text'
import type { SearchKind } from '@/lib/search-kinds'

/** A row of the index that matched a query, with the engine's own relevance (0..1, higher first). */
export type Candidate = {
  kind: SearchKind
  docId: number
  title: string
  url: string
  body: string
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
}

export type IndexRow = {
  kind: string
  doc_id: number | string
  title: string
  url: string
  body: string
  title_tokens: string
  published_at: string | Date | null
}

export function candidateOf(row: IndexRow, relevance: number, near = false): Candidate {
  const published = row.published_at
  return {
    kind: row.kind as SearchKind,
    docId: Number(row.doc_id),
    title: row.title,
    url: row.url,
    body: row.body,
    titleTokens: row.title_tokens,
    publishedAt: published instanceof Date ? published.toISOString() : (published ?? null),
    relevance,
    near,
  }
}
