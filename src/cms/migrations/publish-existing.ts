/**
 * Data step of the `drafts` migration (both adapters call it after their schema SQL): documents
 * that existed before drafts were switched on were live, so they become `published`. The
 * generated schema gives the new `_status` column the default 'draft' (and SQLite's table rebuild
 * copies a literal '_status' into it), which would hide every existing row from visitors.
 * Visibility stays governed by the existing flags (`is_published`, `is_active`) as before.
 *
 * Kept apart from the generated files so the lead can regenerate the schema SQL and call this again.
 */
export const DRAFTABLE_TABLES = ['news', 'cases', 'service_pages', 'products'] as const

export async function publishExistingRows(execute: (statement: string) => Promise<unknown>): Promise<void> {
  for (const table of DRAFTABLE_TABLES) {
    await execute(`UPDATE "${table}" SET "_status" = 'published'`)
  }
}
