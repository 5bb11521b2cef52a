import 'server-only'
import type { SearchDb } from '@/cms/search/db'
import { candidateOf, type Candidate, type CandidateQuery, type IndexRow, type SearchEngine } from './types'

let trigrams: Promise<boolean> | undefined

/**
 * PostgreSQL: full-text search (`simple` configuration) over the same tokens as SQLite, title
 * weighted A and body B; every term must match (`:*` for prefix terms). When that finds fewer than
 * `nearBelow` and the query is long enough, pg_trgm adds near matches of the title tokens (a typo such
 * as `bioinformatcs`, `zhonglu`; `<%`, word similarity of at least pg_trgm's 0.6, served by the
 * trigram index), ranked below every full match.
 */
export function postgresEngine(db: SearchDb): SearchEngine {
  return {
    name: 'postgres-fts',
    async candidates({ terms, text, kind, limit, nearBelow }: CandidateQuery): Promise<Candidate[]> {
      const found: Candidate[] = []
      if (terms.length > 0) {
        const tsquery = terms.map((term) => `'${term.token}'${term.prefix ? ':*' : ''}`).join(' & ')
        const rows = await db.indexedRead<IndexRow & { rank: number }>(
          `SELECT kind, doc_id, title, url, body, title_tokens, published_at, ts_rank(tsv, q, 1) AS rank
             FROM search_documents, to_tsquery('simple', $1) AS q
            WHERE tsv @@ q${kind ? ' AND kind = $3' : ''}
            ORDER BY rank DESC, id LIMIT $2`,
          kind ? [tsquery, limit, kind] : [tsquery, limit],
        )
        for (const row of rows) {
          const rank = Number(row.rank)
          found.push(candidateOf(row, rank / (rank + 0.1)))
        }
      }
      const compact = text.replace(/\s+/g, '')
      if (found.length >= nearBelow || [...compact].length < 4 || !(await hasTrigrams(db))) return found
      const seen = found.map((candidate) => `${candidate.kind}:${candidate.docId}`)
      const rows = await db.query<IndexRow & { similarity: number }>(
        `SELECT kind, doc_id, title, url, body, title_tokens, published_at,
                word_similarity($1, title_tokens) AS similarity
           FROM search_documents
          WHERE $1 <% title_tokens
            AND NOT ((kind || ':' || doc_id) = ANY($3::text[]))${kind ? ' AND kind = $4' : ''}
          ORDER BY similarity DESC, id LIMIT $2`,
        kind ? [text, nearBelow - found.length, seen, kind] : [text, nearBelow - found.length, seen],
      )
      for (const row of rows) found.push(candidateOf(row, Number(row.similarity) / 2, true))
      return found
    },
  }
}

/** Whether pg_trgm is installed in this database (the migration skips it when it may not). */
function hasTrigrams(db: SearchDb): Promise<boolean> {
  trigrams ??= db
    .query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS present`)
    .then(([row]) => Boolean(row?.present))
    .catch(() => false)
  return trigrams
}
