import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

/**
 * The committed migrations must describe the collections exactly: production never pushes schema,
 * so a collection change without its migration would only show up as a broken live site.
 * `payload migrate:create --skip-empty` writes a file only when the collections differ from the
 * newest migration's snapshot; it runs here on a copy of each migration folder.
 */

const root = path.resolve(import.meta.dirname, '../..')
const payloadBin = path.join(root, 'node_modules/.bin/payload')

function newMigrationFiles(
  adapter: 'sqlite' | 'postgres',
  databaseUrl: string,
  prepare: (dir: string) => void = () => {},
): { created: string[]; output: string } {
  const migrationDir = fs.mkdtempSync(path.join(os.tmpdir(), `keyan-drift-${adapter}-`))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-drift-data-'))
  try {
    fs.cpSync(path.join(root, 'src/cms/migrations', adapter), migrationDir, { recursive: true })
    prepare(migrationDir)
    const before = new Set(fs.readdirSync(migrationDir))
    // Payload's command line now and then exits 0 before it has done anything
    // (docs/decisions/2026-11-23-seed-without-payload-run.md): a run that never started comparing
    // is tried again, so "nothing to write" is never the answer of a run that did not happen.
    let output = ''
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = spawnSync(payloadBin, ['migrate:create', 'drift', '--skip-empty'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...process.env,
          PAYLOAD_MIGRATION_DIR: migrationDir,
          PAYLOAD_MIGRATING: 'true',
          NODE_ENV: 'development',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PAYLOAD_SECRET: 'migration-drift-check',
        },
      })
      output = `${result.stdout}\n${result.stderr}`
      expect(result.status, output).toBe(0)
      if (output.includes('Starting migration')) break
    }
    expect(output, 'payload migrate:create never ran').toContain('Starting migration')
    return { created: fs.readdirSync(migrationDir).filter((name) => !before.has(name)), output }
  } finally {
    fs.rmSync(migrationDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('committed migrations match the collections', () => {
  it('SQLite: creating a migration finds nothing to write', () => {
    const { created, output } = newMigrationFiles('sqlite', '')
    expect(created, `schema drift: run npm run migrate:create -- <name>\n${output}`).toEqual([])
  })

  it('SQLite: the check notices a missing migration', () => {
    // The newest snapshot without one column, as if the migration adding it were missing. (Dropping a
    // whole migration can leave drizzle asking whether tables were renamed, a question only a terminal
    // answers; one missing column is always a plain ALTER TABLE … ADD.)
    const { created } = newMigrationFiles('sqlite', '', (dir) => {
      const snapshots = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
      const newest = path.join(dir, snapshots.at(-1)!)
      const snapshot = JSON.parse(fs.readFileSync(newest, 'utf8'))
      delete snapshot.tables.users.columns.full_name
      fs.writeFileSync(newest, JSON.stringify(snapshot))
    })
    expect(created.some((name) => name.endsWith('_drift.ts'))).toBe(true)
  })

  it.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: creating a migration finds nothing to write', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL!)
    server.pathname = '/postgres'
    const name = `keyan_drift_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    try {
      const scratch = new URL(server)
      scratch.pathname = `/${name}`
      const { created, output } = newMigrationFiles('postgres', scratch.toString())
      expect(created, `schema drift: run npm run migrate:create -- <name>\n${output}`).toEqual([])
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
