import type { Payload } from 'payload'

type PostgresAdapter = { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }
type SqliteStatement = { sql: string; args: unknown[] }
type SqliteAdapter = {
  client: {
    execute: (query: SqliteStatement) => Promise<{ rows: unknown[] }>
    batch: (queries: SqliteStatement[], mode: 'write') => Promise<unknown>
  }
}

/**
 * Plain SQL on the site's database for the search index (src/cms/search): its tables are not
 * Payload collections (SQLite's FTS5 table and PostgreSQL's tsvector column have no Payload field
 * type), so they are read and written here. Statements are written per dialect: `?` placeholders
 * for SQLite, `$1` for PostgreSQL.
 */
export type SearchDb = {
  dialect: 'sqlite' | 'postgres'
  query<Row = Record<string, unknown>>(sql: string, args?: unknown[]): Promise<Row[]>
  /**
   * A read that must use the full-text index. PostgreSQL's planner prices the `@@` match of a row
   * as one cheap operator and, when a common word matches a fifth of the rows, scans the whole
   * table instead, reading every row's large (TOASTed) tsvector: 55 ms on 10,000 documents against
   * 24 ms through the GIN index. So the statement runs with sequential scans off, for itself only
   * (SET LOCAL in its own transaction). SQLite's FTS5 has no such choice: a plain query.
   */
  indexedRead<Row = Record<string, unknown>>(sql: string, args?: unknown[]): Promise<Row[]>
  /** Runs the statements in one transaction. */
  batch(statements: { sql: string; args: unknown[] }[]): Promise<void>
}

export function searchDb(payload: Payload): SearchDb {
  if (payload.db.name === 'postgres') {
    const { pool } = payload.db as unknown as PostgresAdapter & {
      pool: { connect: () => Promise<PostgresClient> }
    }
    return {
      dialect: 'postgres',
      async query<Row>(sql: string, args: unknown[] = []) {
        return (await pool.query(sql, args)).rows as Row[]
      },
      async indexedRead<Row>(sql: string, args: unknown[] = []) {
        const client = await pool.connect()
        try {
          // One round trip: without parameters node-postgres sends both statements as one simple query.
          await client.query('BEGIN READ ONLY; SET LOCAL enable_seqscan = off', [])
          const { rows } = await client.query(sql, args)
          await client.query('COMMIT', [])
          return rows as Row[]
        } catch (error) {
          await client.query('ROLLBACK', []).catch(() => undefined)
          throw error
        } finally {
          client.release()
        }
      },
      async batch(statements) {
        const client = await pool.connect()
        try {
          await client.query('BEGIN', [])
          for (const statement of statements) await client.query(statement.sql, statement.args)
          await client.query('COMMIT', [])
        } catch (error) {
          await client.query('ROLLBACK', []).catch(() => undefined)
          throw error
        } finally {
          client.release()
        }
      },
    }
  }
  const { client } = payload.db as unknown as SqliteAdapter
  const query = async <Row>(sql: string, args: unknown[] = []) => (await client.execute({ sql, args })).rows as Row[]
  return {
    dialect: 'sqlite',
    query,
    indexedRead: query,
    async batch(statements) {
      if (statements.length) await client.batch(statements, 'write')
    },
  }
}

type PostgresClient = {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>
  release: () => void
}
