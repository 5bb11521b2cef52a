import type { Payload } from 'payload'

type PostgresAdapter = { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }
type SqliteAdapter = { client: { execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: unknown[] }> } }

/**
 * Adds one view to a published article (flag and status) in a single UPDATE … RETURNING, so concurrent views are
 * never lost (no read-then-write) and no hook runs (a view is not an edit: nothing is revalidated).
 * Returns the new count, or null when no published article has the slug.
 */
export async function incrementNewsViews(payload: Payload, slug: string): Promise<number | null> {
  const rows =
    payload.db.name === 'postgres'
      ? (
          await (payload.db as unknown as PostgresAdapter).pool.query(
            `UPDATE "news" SET "views_count" = COALESCE("views_count", 0) + 1 WHERE "slug" = $1 AND "is_published" = true AND "_status" = 'published' RETURNING "views_count"`,
            [slug],
          )
        ).rows
      : (
          await (payload.db as unknown as SqliteAdapter).client.execute({
            sql: `UPDATE "news" SET "views_count" = COALESCE("views_count", 0) + 1 WHERE "slug" = ? AND "is_published" = 1 AND "_status" = 'published' RETURNING "views_count"`,
            args: [slug],
          })
        ).rows
  const row = rows[0] as { views_count?: unknown } | undefined
  return row ? Number(row.views_count) : null
}
