import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedSnapshotKey, seedSqliteDataDir } from './seeded-data.mjs'

let root = ''
const seeds: Record<string, string | undefined>[] = []

/** Stands in for the seed: writes a database file and an upload into DATA_DIR, records its call. */
function fakeSeed(_root: string, env: Record<string, string | undefined>) {
  seeds.push(env)
  const dataDir = env.DATA_DIR ?? ''
  fs.mkdirSync(path.join(dataDir, 'uploads', 'media'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'site.db'), `rows for ${env.ADMIN_PASSWORD}`)
  fs.writeFileSync(path.join(dataDir, 'uploads', 'media', 'cover.webp'), 'image bytes')
  return { status: 0, stdout: '[seed] done\n', stderr: '' }
}

const env = { SEED_DEMO: 'true', ADMIN_PASSWORD: 'first-password', EDITOR_PASSWORD: 'editor-password' }
const snapshots = () => fs.readdirSync(path.join(root, 'tmp', 'seed-snapshots'))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-data-'))
  fs.mkdirSync(path.join(root, 'src', 'cms'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src', 'cms', 'seed.ts'), 'export const version = 1')
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}')
  seeds.length = 0
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('seedSqliteDataDir', () => {
  it('seeds once into a snapshot and copies it for every later instance', () => {
    const first = path.join(root, 'run', 'a')
    const second = path.join(root, 'run', 'b')
    expect(seedSqliteDataDir(root, env, first, { seed: fakeSeed })).toBe('seeded')
    expect(seedSqliteDataDir(root, env, second, { seed: fakeSeed })).toBe('copied')
    expect(seeds).toHaveLength(1)
    // The seed wrote into its own folder, with the default layout, never into the instance's.
    expect(seeds[0].DATA_DIR).toContain(path.join('tmp', 'seed-snapshots'))
    expect(seeds[0]).toMatchObject({ DATABASE_URL: '', SQLITE_FILE: '', UPLOAD_DIR: '' })
    for (const dataDir of [first, second]) {
      expect(fs.readFileSync(path.join(dataDir, 'site.db'), 'utf8')).toBe('rows for first-password')
      expect(fs.readFileSync(path.join(dataDir, 'uploads', 'media', 'cover.webp'), 'utf8')).toBe('image bytes')
      expect(fs.existsSync(path.join(dataDir, 'complete'))).toBe(false)
    }
  })

  it('seeds again when the passwords, SEED_DEMO or a source file change, and keeps only the newest', () => {
    const key = seedSnapshotKey(root, env)
    expect(seedSnapshotKey(root, { ...env, ADMIN_PASSWORD: 'other' })).not.toBe(key)
    expect(seedSnapshotKey(root, { ...env, SEED_DEMO: 'false' })).not.toBe(key)
    // No SEED_DEMO seeds the demo content, as 'true' does.
    expect(seedSnapshotKey(root, { ...env, SEED_DEMO: undefined })).toBe(key)
    // Variables the seed does not read do not matter.
    expect(seedSnapshotKey(root, { ...env, PORT: '4000' })).toBe(key)

    seedSqliteDataDir(root, env, path.join(root, 'run', 'a'), { seed: fakeSeed })
    const other = { ...env, ADMIN_PASSWORD: 'second-password' }
    expect(seedSqliteDataDir(root, other, path.join(root, 'run', 'b'), { seed: fakeSeed })).toBe('seeded')
    expect(fs.readFileSync(path.join(root, 'run', 'b', 'site.db'), 'utf8')).toBe('rows for second-password')
    // Both environments keep their snapshot (the browser suite uses a seeded and a migrated-only one).
    expect(snapshots().sort()).toEqual([key, seedSnapshotKey(root, other)].sort())
    expect(seedSqliteDataDir(root, env, path.join(root, 'run', 'a2'), { seed: fakeSeed })).toBe('copied')

    // New sources: the snapshots of the old ones go.
    fs.writeFileSync(path.join(root, 'src', 'cms', 'seed.ts'), 'export const version = 2')
    expect(seedSqliteDataDir(root, other, path.join(root, 'run', 'c'), { seed: fakeSeed })).toBe('seeded')
    expect(seeds).toHaveLength(3)
    expect(snapshots()).toEqual([seedSnapshotKey(root, other)])
  })

  it('keeps no snapshot of a failed seed, and refuses PostgreSQL', () => {
    const failing = () => ({ status: 1, stdout: '', stderr: 'boom' })
    expect(() => seedSqliteDataDir(root, env, path.join(root, 'run', 'a'), { seed: failing })).toThrow(/boom/)
    expect(snapshots()).toEqual([])
    expect(() =>
      seedSqliteDataDir(root, { ...env, DATABASE_URL: 'postgres://db/x' }, path.join(root, 'run', 'b'), {
        seed: fakeSeed,
      }),
    ).toThrow(/SQLite only/)
  })
})
