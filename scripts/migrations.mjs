#!/usr/bin/env node
// `npm run migrate:create -- <name>`: writes a migration for BOTH adapters (SQLite and
// PostgreSQL) from the current collections. Needs the PostgreSQL on 127.0.0.1:5432
// (MIGRATIONS_PG_URL changes it). Skips an adapter whose schema has not changed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const name = process.argv[3] ?? 'change'
const payload = path.join(root, 'node_modules/.bin/payload')
const pgServer = process.env.MIGRATIONS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-migrate-'))
const base = { ...process.env, DATA_DIR: dataDir, PAYLOAD_SECRET: 'migration-generation-only', NODE_ENV: 'development' }

function create(environment) {
  const result = spawnSync(payload, ['migrate:create', name, '--skip-empty'], { stdio: 'inherit', env: environment })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// NODE_ENV=development would make the adapters push schema on connect; PAYLOAD_MIGRATING stops that.
create({ ...base, DATABASE_URL: '', PAYLOAD_MIGRATING: 'true' })

const database = `keyan_migrate_${Date.now()}`
const psql = (sql) => spawnSync('psql', [pgServer, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' })
if (psql(`CREATE DATABASE ${database}`).status !== 0) process.exit(1)
const url = new URL(pgServer)
url.pathname = `/${database}`
create({ ...base, DATABASE_URL: url.toString(), PAYLOAD_MIGRATING: 'true' })
psql(`DROP DATABASE IF EXISTS ${database}`)
fs.rmSync(dataDir, { recursive: true, force: true })
