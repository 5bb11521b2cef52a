import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import pg from 'pg'

/**
 * Integration tests run against a database of their own, migrated and seeded exactly as
 * `npm start` does it: SQLite in a temporary folder, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database created on that server and dropped afterwards. data/ is never touched.
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-int-'))
  process.env.DATA_DIR = dataDir
  process.env.OUTBOX_DIR = path.join(dataDir, 'outbox')
  process.env.PAYLOAD_SECRET = crypto.randomBytes(24).toString('hex')
  process.env.ADMIN_PASSWORD = 'Integration-Admin-2026!'
  process.env.EDITOR_PASSWORD = 'Integration-Editor-2026!'

  let dropDatabase: (() => Promise<void>) | undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `keyan_test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    delete process.env.DATABASE_URL
  }

  const seed = () =>
    spawnSync(path.resolve('node_modules/.bin/payload'), ['run', 'src/cms/seed/run.ts'], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
  // A seed that exits without a word has been seen once: it wrote nothing, and every test then
  // failed on missing accounts. Say so, and try once more.
  const finished = (result: ReturnType<typeof seed>) => result.status === 0 && result.stdout.includes('[seed] done')
  let seeded = seed()
  for (let attempt = 2; attempt <= 3 && !finished(seeded); attempt++) {
    console.error(`Seeding the test database did not finish (exit ${seeded.status}); trying again.`)
    seeded = seed()
  }
  if (!finished(seeded)) {
    throw new Error(`Seeding the test database failed (exit ${seeded.status}):\n${seeded.stdout}\n${seeded.stderr}`)
  }

  return async () => {
    await dropDatabase?.()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
