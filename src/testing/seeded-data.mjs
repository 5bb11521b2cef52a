// A SQLite data folder as the seed leaves it, made once and copied for every test instance that
// needs one (scripts/e2e.mjs, scripts/bench.mjs, scripts/resilience.mjs). The demo seed takes
// 35–55 s on this two-core machine (CPU-bound in sharp) and ran five times per CI; a copy takes
// well under a second and holds the same rows and files.
//
// A snapshot is named by everything the seed's outcome depends on: the sources under src/ (the
// seed, the collections, the migrations), the lockfile, and the environment variables the seed
// reads (SEED_DEMO and the accounts' e-mail and passwords, hashed, never stored as such). Any change
// there makes a new snapshot; those of older sources are removed when it is made.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { runSeed } from '../cms/seed/runner.mjs'

/** The environment variables the seed reads (src/cms/seed/, and Payload's NODE_ENV: migrations or not). */
const SEED_INPUTS = ['NODE_ENV', 'SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'EDITOR_PASSWORD']

/**
 * The accounts of throwaway test instances (loopback only, deleted after the run): one pair for the
 * browser suite, the bench and the fault checks, so they can share one seeded snapshot.
 */
export const TEST_ACCOUNTS = {
  ADMIN_PASSWORD: 'E2e-Admin-Password-2026!',
  EDITOR_PASSWORD: 'E2e-Editor-Password-2026!',
}

function hashTree(hash, directory, root) {
  const entries = fs.readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const entry of entries) {
    const target = path.join(directory, entry.name)
    if (entry.isDirectory()) hashTree(hash, target, root)
    else if (entry.isFile()) {
      hash.update(`${path.relative(root, target)}\0`)
      hash.update(fs.readFileSync(target))
    }
  }
}

/**
 * The snapshot's name: a digest of the sources and the lockfile, then one of the seed's environment
 * (`<sources>-<environment>`), so that snapshots of other sources can be told apart and removed.
 */
export function seedSnapshotKey(root, env) {
  const sources = crypto.createHash('sha256')
  hashTree(sources, path.join(root, 'src'), root)
  sources.update(fs.readFileSync(path.join(root, 'package-lock.json')))
  const environment = crypto.createHash('sha256')
  // The seed writes the demo content unless SEED_DEMO is 'false'.
  const inputs = { ...env, SEED_DEMO: env.SEED_DEMO === 'false' ? 'false' : 'true' }
  for (const name of SEED_INPUTS) environment.update(`\0${name}=${inputs[name] ?? ''}`)
  return `${sources.digest('hex').slice(0, 16)}-${environment.digest('hex').slice(0, 16)}`
}

/**
 * Fills `dataDir` (the instance's DATA_DIR, empty or absent) with a seeded SQLite database and its
 * uploaded files, as `runSeed(root, env)` would, seeding only when no snapshot for these sources and
 * this environment exists yet. `env` must point at SQLite (no DATABASE_URL) and keep the uploads in
 * the data folder. Returns what happened, for the caller's log: 'seeded' or 'copied'. `seed` is
 * runSeed's stand-in in unit tests.
 */
export function seedSqliteDataDir(root, env, dataDir, { seed = runSeed } = {}) {
  if (env.DATABASE_URL) throw new Error('seedSqliteDataDir: SQLite only (DATABASE_URL is set)')
  const snapshots = path.join(root, 'tmp', 'seed-snapshots')
  const key = seedSnapshotKey(root, env)
  const snapshot = path.join(snapshots, key)
  let outcome = 'copied'
  if (!fs.existsSync(path.join(snapshot, 'complete'))) {
    outcome = 'seeded'
    const staging = path.join(snapshots, `${key}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`)
    fs.mkdirSync(staging, { recursive: true })
    const result = seed(root, {
      ...env,
      DATABASE_URL: '',
      DATA_DIR: staging,
      SQLITE_FILE: '',
      UPLOAD_DIR: '',
      OUTBOX_DIR: path.join(staging, 'outbox'),
    })
    if (result.status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true })
      throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`)
    }
    fs.writeFileSync(path.join(staging, 'complete'), '')
    try {
      fs.renameSync(staging, snapshot)
    } catch {
      // Another run made the same snapshot meanwhile: theirs is as good.
      fs.rmSync(staging, { recursive: true, force: true })
    }
    // Snapshots of other sources are of no more use (those of other environments, e.g. SEED_DEMO=false, are).
    const sources = key.split('-')[0]
    for (const other of fs.readdirSync(snapshots)) {
      if (!other.startsWith(`${sources}-`) && !other.includes('.'))
        fs.rmSync(path.join(snapshots, other), { recursive: true, force: true })
    }
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const marker = path.join(snapshot, 'complete')
  fs.cpSync(snapshot, dataDir, { recursive: true, filter: (source) => source !== marker })
  return outcome
}
