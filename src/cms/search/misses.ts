import type { Payload } from 'payload'
import { keyedBudget } from '@/lib/rate-limit'
import { searchDb } from './db'

/** The table keeps at most this many queries: the most frequent, then the most recent. */
export const MAX_SEARCH_MISSES = 1000

/** A query without results counts once per client (address) a day. */
const missesPerClient = keyedBudget('search-miss', { points: 1, durationSeconds: 24 * 60 * 60 })

/**
 * A visitor's query that found nothing (the /search page): counted unless this client's miss of the
 * same folded query was counted within the last day, so one client repeating a query (请加微信…)
 * cannot push it up the staff's list. Never fails the search that reports it.
 */
export async function recordSearchMissFrom(payload: Payload, query: string, client: string): Promise<void> {
  const text = query.slice(0, 100)
  if (!text) return
  try {
    if (!(await missesPerClient.take(`${client}:${text}`))) return
  } catch (error) {
    payload.logger.warn({ err: error }, '[search] could not count a query without results')
    return
  }
  await recordSearchMiss(payload, text)
}

/**
 * Queries that found nothing, counted per folded query (staff insight: what visitors look for
 * and the site lacks). A query new to the table pushes out the rarest, oldest one once the table is
 * full, so a visitor typing random text cannot grow it without end. Never fails the search that
 * reports it. Visitors' queries come through recordSearchMissFrom (once per client a day).
 */
export async function recordSearchMiss(payload: Payload, query: string): Promise<void> {
  const text = query.slice(0, 100)
  if (!text) return
  const db = searchDb(payload)
  const now = new Date().toISOString()
  const postgres = db.dialect === 'postgres'
  try {
    const [row] = await db.query<{ count: number | string }>(
      postgres
        ? 'INSERT INTO search_misses (query, count, last_at) VALUES ($1, 1, $2) ON CONFLICT (query) DO UPDATE SET count = search_misses.count + 1, last_at = excluded.last_at RETURNING count'
        : 'INSERT INTO search_misses (query, count, last_at) VALUES (?, 1, ?) ON CONFLICT (query) DO UPDATE SET count = search_misses.count + 1, last_at = excluded.last_at RETURNING count',
      [text, now],
    )
    if (Number(row?.count) === 1)
      await db.query(
        postgres
          ? 'DELETE FROM search_misses WHERE query NOT IN (SELECT query FROM search_misses ORDER BY count DESC, last_at DESC, query LIMIT $1)'
          : 'DELETE FROM search_misses WHERE query NOT IN (SELECT query FROM search_misses ORDER BY count DESC, last_at DESC, query LIMIT ?)',
        [MAX_SEARCH_MISSES],
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
