#!/usr/bin/env node
// `npm run build`: `next build` against a throwaway SQLite database (tmp/build-db), migrated and
// seeded with the demo content. The build renders the static pages once to check them; nothing it
// renders is ever served: the page cache ignores the build and renders every page on its first
// request against the database really in use (docs/decisions/2026-11-23-cached-pages.md). So the
// build needs no access to the production database, and one build can serve any database.
import './lib/node-runtime.mjs'
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { runSeed } from '../src/cms/seed/runner.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const dataDir = path.join(root, 'tmp', 'build-db')

fs.rmSync(dataDir, { recursive: true, force: true })
const environment = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
  ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
  EDITOR_PASSWORD: crypto.randomBytes(12).toString('hex'),
  SEED_DEMO: 'true',
  REDIS_URL: '',
  S3_BUCKET: '',
}

const seed = runSeed(root, environment, { cwd: root })
if (seed.status !== 0) {
  console.error(seed.stdout, seed.stderr)
  console.error('构建失败：无法准备构建用的临时数据库。')
  process.exit(seed.status ?? 1)
}

const build = spawnSync(bin('next'), ['build', ...process.argv.slice(2)], {
  cwd: root,
  env: environment,
  stdio: 'inherit',
})
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(build.status ?? 1)
