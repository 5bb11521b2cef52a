import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * Plain SQL on a migration's own connection, for the data halves of migrations (the schema half is
 * generated). Never the Local API there: it reads with the newest collection configs, whose columns
 * later migrations may not have added yet when an older migration runs.
 *
 * `sql` of either adapter builds the same drizzle query object; the SQLite one is used for both.
 */
export type MigrationArgs = { db: unknown; payload: Payload }
export type MigrationSQL = ReturnType<typeof sql>
export type MigrationRow = Record<string, unknown>

export function migrationDatabase({ db, payload }: MigrationArgs) {
  const postgres = payload.db.name === 'postgres'
  const handle = db as {
    execute?: (query: MigrationSQL) => Promise<{ rows: MigrationRow[] }>
    all?: (query: MigrationSQL) => Promise<MigrationRow[]>
    run?: (query: MigrationSQL) => Promise<unknown>
  }
  return {
    postgres,
    async rows(query: MigrationSQL): Promise<MigrationRow[]> {
      if (postgres) return (await handle.execute!(query)).rows
      return handle.all!(query)
    },
    async run(query: MigrationSQL): Promise<void> {
      if (postgres) await handle.execute!(query)
      else await handle.run!(query)
    },
    /** A JSON value for a json (SQLite: text) / jsonb (PostgreSQL) column. */
    json(value: unknown): MigrationSQL {
      return postgres ? sql`${JSON.stringify(value)}::jsonb` : sql`${JSON.stringify(value)}`
    },
    /** A JSON column's value as read back (SQLite returns its text). */
    parseJson(value: unknown): unknown {
      if (postgres || typeof value !== 'string') return value
      try {
        return JSON.parse(value)
      } catch {
        return value
      }
    },
  }
}
