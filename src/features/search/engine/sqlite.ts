import 'server-only'
import type { SearchDb } from '@/cms/search/db'
import { bodiesById, candidateOf, type Candidate, type CandidateQuery, type IndexRow, type SearchEngine } from './types'

/**
 * SQLite: FTS5 over the pre-cut tokens. Every term must match (prefix terms with `*`); bm25 weighs
 * a title token ten times a body token. No near matches (FTS5 has no fuzzy operator over these
 * tokens); PostgreSQL adds them.
 */
export function sqliteEngine(db: SearchDb): SearchEngine {
  return {
    name: 'sqlite-fts5',
    async candidates({ terms, kind, limit }: CandidateQuery): Promise<Candidate[]> {
      if (terms.length === 0) return []
      // Tokens hold only letters and digits (src/lib/search-text.ts), so quoting is enough.
      const match = terms.map((term) => `"${term.token}"${term.prefix ? '*' : ''}`).join(' AND ')
      const rows = await db.query<IndexRow & { rank: number }>(
        `SELECT d.id, d.kind, d.doc_id, d.title, d.url, d.title_tokens, d.published_at,
                bm25(search_fts, 10.0, 1.0) AS rank
           FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
          WHERE search_fts MATCH ?${kind ? ' AND d.kind = ?' : ''}
          ORDER BY rank LIMIT ?`,
        kind ? [match, kind, limit] : [match, limit],
      )
      // bm25 is negative, lower is better: map it onto 0..1, higher is better.
      return rows.map((row) => {
        const strength = Math.max(0, -Number(row.rank))
        return candidateOf(row, strength / (strength + 1))
      })
    },
    async bodies(rowIds) {
      if (rowIds.length === 0) return new Map()
      return bodiesById(
        await db.query<{ id: number; body: string }>(
          `SELECT id, body FROM search_documents WHERE id IN (${rowIds.map(() => '?').join(', ')})`,
          rowIds,
        ),
      )
    },
  }
}
