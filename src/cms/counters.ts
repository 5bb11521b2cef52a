import type { Payload } from 'payload'
import { rawQuery } from '@/cms/raw-sql'

/**
 * Adds one view to a published article (flag and status) in a single UPDATE … RETURNING, so concurrent views are
 * never lost (no read-then-write) and no hook runs (a view is not an edit: nothing is revalidated).
 * Returns the new count, or null when no published article has the slug.
 */
export async function incrementNewsViews(payload: Payload, slug: string): Promise<number | null> {
  const rows = await rawQuery<{ views_count?: unknown }>(
    payload,
    {
      postgres: `UPDATE "news" SET "views_count" = COALESCE("views_count", 0) + 1 WHERE "slug" = $1 AND "is_published" = true AND "_status" = 'published' RETURNING "views_count"`,
      sqlite: `UPDATE "news" SET "views_count" = COALESCE("views_count", 0) + 1 WHERE "slug" = ? AND "is_published" = 1 AND "_status" = 'published' RETURNING "views_count"`,
    },
    [slug],
  )
  const row = rows[0]
  return row ? Number(row.views_count) : null
}
