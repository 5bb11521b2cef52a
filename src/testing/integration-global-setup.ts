import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { runSeed } from '@/cms/seed/runner.mjs'
import { createPostgresDatabase } from './postgres-database'
import { seedSqliteDataDir, TEST_ACCOUNTS } from './seeded-data.mjs'

/**
 * Integration tests run against a database of their own, migrated and seeded exactly as
 * `npm start` does it: SQLite in a temporary folder, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database created on that server and dropped afterwards. data/ is never touched.
 */
export default async function setup() {
  // Both integration projects name this setup; the database made for the first serves the second.
  if (process.env.INTEGRATION_DATABASE_READY === 'true') return
  process.env.INTEGRATION_DATABASE_READY = 'true'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-int-'))
  process.env.DATA_DIR = dataDir
  process.env.OUTBOX_DIR = path.join(dataDir, 'outbox')
  process.env.PAYLOAD_SECRET = crypto.randomBytes(24).toString('hex')
  // The accounts of every throwaway test instance, so this database can be a copy of the shared seed.
  Object.assign(process.env, TEST_ACCOUNTS)
  // No jobs timer: Payload's REST route starts one, and in the shared module graph it would outlive
  // the file that called the route (tests run the queue themselves: payload.jobs.run).
  process.env.JOBS_AUTORUN = 'false'

  let dropDatabase: (() => Promise<void>) | undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, 'keyan_test')
    process.env.DATABASE_URL = database.url
    dropDatabase = database.drop
  } else {
    delete process.env.DATABASE_URL
  }

  const env = { ...process.env, NODE_ENV: 'production' }
  if (serverUrl) {
    const seeded = runSeed(process.cwd(), env)
    if (seeded.status !== 0) {
      throw new Error(`Seeding the test database failed (exit ${seeded.status}):\n${seeded.stdout}\n${seeded.stderr}`)
    }
  } else {
    // SQLite: a copy of the one seed the browser suite, the bench and the fault checks share.
    seedSqliteDataDir(process.cwd(), env, dataDir)
  }

  return async () => {
    delete process.env.INTEGRATION_DATABASE_READY
    await dropDatabase?.()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
