import type { Payload } from 'payload'

type PostgresAdapter = { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }
type SqliteAdapter = { client: { execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: unknown[] }> } }

/**
 * One SQL statement on the site's database, written for each dialect (`?` placeholders on SQLite,
 * `$1` on PostgreSQL). For the few writes that must be a single atomic statement, which Payload's
 * own update (a read, then a write per row) is not: counters and conditional claims.
 */
export async function rawQuery<Row = Record<string, unknown>>(
  payload: Payload,
  statement: { sqlite: string; postgres: string },
  args: unknown[],
): Promise<Row[]> {
  if (payload.db.name === 'postgres') {
    return (await (payload.db as unknown as PostgresAdapter).pool.query(statement.postgres, args)).rows as Row[]
  }
  return (await (payload.db as unknown as SqliteAdapter).client.execute({ sql: statement.sqlite, args })).rows as Row[]
}

/**
 * Moves one row's `column` from `from` to `to` in a single conditional UPDATE; true for the one
 * caller that did it (of two racing callers, the other finds the row already moved).
 */
export async function claimRow(
  payload: Payload,
  table: string,
  id: number,
  column: string,
  from: string,
  to: string | null,
): Promise<boolean> {
  if (!/^[a-z_]+$/.test(table) || !/^[a-z_]+$/.test(column)) throw new Error('claimRow: bad identifier')
  const rows = await rawQuery(
    payload,
    {
      sqlite: `UPDATE "${table}" SET "${column}" = ? WHERE "id" = ? AND "${column}" = ? RETURNING "id"`,
      postgres: `UPDATE "${table}" SET "${column}" = $1 WHERE "id" = $2 AND "${column}" = $3 RETURNING "id"`,
    },
    [to, id, from],
  )
  return rows.length === 1
}
