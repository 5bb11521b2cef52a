import pg from 'pg'
import { env } from '@/lib/env'

/** Any fixed 64-bit number names the lock; this one is 'keyan' in ASCII. */
const START_LOCK_KEY = '469853660526'

/**
 * On PostgreSQL, takes a session-level advisory lock that is held until this process exits, so
 * that of several instances started together exactly one runs the migrations and the seed at a
 * time. SQLite serves one instance and needs none.
 */
export async function holdStartLock(log: (message: string) => void): Promise<void> {
  if (!env.databaseUrl) return
  const client = new pg.Client({ connectionString: env.databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
    START_LOCK_KEY,
  ])
  if (rows[0]?.locked) return
  log('另一个实例正在迁移数据库，等待其完成… Another instance is migrating; waiting.')
  await client.query('SELECT pg_advisory_lock($1::bigint)', [START_LOCK_KEY])
}
