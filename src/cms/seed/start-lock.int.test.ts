import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

// Several instances started at the same moment on one empty PostgreSQL database: the migrations
// and the seed must run exactly once. Runs in the PostgreSQL pass of the suite.
const serverUrl = process.env.TEST_DATABASE_URL

function runSeed(databaseUrl: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/payload'), ['run', 'src/cms/seed/run.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PAYLOAD_SECRET: 'start-lock-test-secret',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe.skipIf(!serverUrl)('three instances starting together on an empty PostgreSQL', () => {
  it('migrate and seed exactly once; the others wait, then change nothing', async () => {
    const name = `keyan_start_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    const dataDirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-start-')))
    try {
      const runs = await Promise.all(dataDirs.map((dir) => runSeed(url.toString(), dir)))
      for (const run of runs) expect(run.code, run.output).toBe(0)
      expect(runs.filter((run) => run.output.includes('后台账号已创建'))).toHaveLength(1)

      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      try {
        const migrations = await db.query('SELECT name, batch FROM payload_migrations ORDER BY id')
        const names = migrations.rows.map((row) => row.name)
        expect(new Set(names).size).toBe(names.length)
        const users = await db.query('SELECT count(*)::int AS n FROM users')
        expect(users.rows[0].n).toBe(2)
        const categories = await db.query(
          'SELECT slug, count(*)::int AS n FROM categories GROUP BY slug HAVING count(*) > 1',
        )
        expect(categories.rows).toEqual([])
      } finally {
        await db.end()
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 240_000)
})
