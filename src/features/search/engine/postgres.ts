import 'server-only'
import type { SearchDb } from '@/cms/search/db'
import { bodiesById, candidateOf, type Candidate, type CandidateQuery, type IndexRow, type SearchEngine } from './types'

let trigrams: Promise<boolean> | undefined

/** How close a word of a title must be to a typed word to count as a near match (pg_trgm similarity). */
const NEAR_SIMILARITY = 0.5
/** Closest title words taken for each typed word. */
const NEAR_WORDS_PER_WORD = 3
/** Titles read for near matches before they are ordered by closeness. */
const NEAR_CANDIDATES = 200

/** The typed words that may be typos of a title's Latin or pinyin word: four letters or more. */
export function nearWords(text: string): string[] {
  return [...new Set(text.split(/[^a-z0-9]+/).filter((word) => /^[a-z][a-z0-9]{3,}$/.test(word)))].slice(0, 4)
}

/**
 * PostgreSQL: full-text search (`simple` configuration) over the same tokens as SQLite, title
 * weighted A and body B; every term must match (`:*` for prefix terms). When that finds fewer than
 * `nearBelow` and the query has a Latin or pinyin word of four letters or more, near matches are
 * added (a typo such as `bioinformatcs`, `zhonglu`): the words of titles at least 0.5 similar to it
 * (pg_trgm, on the `search_words` table, src/cms/search/schema.ts), then the titles holding them,
 * ranked below every full match by how close their word is.
 */
export function postgresEngine(db: SearchDb): SearchEngine {
  return {
    name: 'postgres-fts',
    async candidates({ terms, text, kind, limit, nearBelow }: CandidateQuery): Promise<Candidate[]> {
      const found: Candidate[] = []
      if (terms.length > 0) {
        const tsquery = terms.map((term) => `'${term.token}'${term.prefix ? ':*' : ''}`).join(' & ')
        const rows = await db.indexedRead<IndexRow & { rank: number }>(
          `SELECT id, kind, doc_id, title, url, title_tokens, published_at, ts_rank(tsv, q, 1) AS rank
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
      const typed = nearWords(text)
      if (found.length >= nearBelow || typed.length === 0 || !(await hasTrigrams(db))) return found
      // The words of titles close to each typed word (`zhonglu` → zhongliu), then the titles holding them.
      const similar = await db.query<{ word: string; similarity: number }>(
        `SELECT near.word, near.similarity
           FROM unnest($1::text[]) AS typed(word),
                LATERAL (SELECT word, similarity(word, typed.word) AS similarity
                           FROM search_words
                          WHERE word % typed.word AND similarity(word, typed.word) >= $2
                          ORDER BY similarity DESC, word LIMIT $3) AS near`,
        [typed, NEAR_SIMILARITY, NEAR_WORDS_PER_WORD],
      )
      if (similar.length === 0) return found
      const closeness = new Map<string, number>()
      for (const { word, similarity } of similar)
        closeness.set(word, Math.max(closeness.get(word) ?? 0, Number(similarity)))
      const seen = found.map((candidate) => `${candidate.kind}:${candidate.docId}`)
      const rows = await db.indexedRead<IndexRow>(
        `WITH hits AS MATERIALIZED (
           SELECT id, kind, doc_id, title, url, title_tokens, published_at
             FROM search_documents
            WHERE title_tsv @@ to_tsquery('simple', $1)
              AND NOT ((kind || ':' || doc_id) = ANY($3::text[]))${kind ? ' AND kind = $4' : ''}
         )
         SELECT id, kind, doc_id, title, url, title_tokens, published_at FROM hits ORDER BY id LIMIT $2`,
        kind
          ? [[...closeness.keys()].join(' | '), NEAR_CANDIDATES, seen, kind]
          : [[...closeness.keys()].join(' | '), NEAR_CANDIDATES, seen],
      )
      const near = rows.map((row) => {
        const tokens = row.title_tokens.split(' ')
        const similarity = Math.max(...tokens.map((token) => closeness.get(token) ?? 0))
        return candidateOf(row, similarity / 2, true)
      })
      near.sort((a, b) => b.relevance - a.relevance || a.docId - b.docId)
      found.push(...near.slice(0, nearBelow - found.length))
      return found
    },
    async bodies(rowIds) {
      if (rowIds.length === 0) return new Map()
      return bodiesById(
        await db.query<{ id: number; body: string }>(
          'SELECT id, body FROM search_documents WHERE id = ANY($1::int[])',
          [rowIds],
        ),
      )
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
