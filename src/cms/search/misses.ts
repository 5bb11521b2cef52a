import type { Payload } from 'payload'
import { searchDb } from './db'

/**
 * Queries that found nothing, counted per folded query (staff insight: what visitors look for
 * and the site lacks). Never fails the search that reports it.
 */
export async function recordSearchMiss(payload: Payload, query: string): Promise<void> {
  const text = query.slice(0, 100)
  if (!text) return
  const db = searchDb(payload)
  const now = new Date().toISOString()
  try {
    await db.query(
      db.dialect === 'postgres'
        ? 'INSERT INTO search_misses (query, count, last_at) VALUES ($1, 1, $2) ON CONFLICT (query) DO UPDATE SET count = search_misses.count + 1, last_at = excluded.last_at'
        : 'INSERT INTO search_misses (query, count, last_at) VALUES (?, 1, ?) ON CONFLICT (query) DO UPDATE SET count = search_misses.count + 1, last_at = excluded.last_at',
      [text, now],
    )
  } catch (error) {
    payload.logger.warn({ err: error }, '[search] could not count a query without results')
  }
}

export type SearchMiss = { query: string; count: number; last_at: string }

/** The most frequent queries without results, most frequent first. */
export async function topSearchMisses(payload: Payload, limit = 50): Promise<SearchMiss[]> {
  const db = searchDb(payload)
  const rows = await db.query<{ query: string; count: number | string; last_at: string | Date }>(
    db.dialect === 'postgres'
      ? 'SELECT query, count, last_at FROM search_misses ORDER BY count DESC, last_at DESC LIMIT $1'
      : 'SELECT query, count, last_at FROM search_misses ORDER BY count DESC, last_at DESC LIMIT ?',
    [limit],
  )
  return rows.map((row) => ({
    query: row.query,
    count: Number(row.count),
    last_at: row.last_at instanceof Date ? row.last_at.toISOString() : String(row.last_at),
  }))
}
