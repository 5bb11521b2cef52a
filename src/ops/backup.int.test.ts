import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFiles } from './backup.mjs'

// Round trip of `npm run backup` / `npm run restore` on the suite's database (SQLite, or PostgreSQL
// on the TEST_DATABASE_URL run): content is added, the backup runs while another writer keeps
// inserting rows, and the archive is restored into an empty place (a new DATA_DIR, or a new
// PostgreSQL database) whose every table and every uploaded file is then compared with the source.
const root = process.cwd()
const run = crypto.randomBytes(3).toString('hex')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-backup-'))
const sourceDataDir = process.env.DATA_DIR!
const sourceUploads = path.join(sourceDataDir, 'uploads')
const postgresServer = process.env.TEST_DATABASE_URL
const restoreDatabase = `keyan_ops_restore_${run}`
const WRITTEN_TABLE = 'newsletter_subscriptions'

let payload: Payload
const createdMedia: number[] = []

function databaseUrlFor(name: string) {
  const url = new URL(postgresServer!)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: postgresServer })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  payload = await (await import('@/cms/client')).getPayload()
  if (postgresServer) await onServer(`CREATE DATABASE ${restoreDatabase}`)
})

afterAll(async () => {
  await payload?.delete({
    collection: 'newsletter-subscriptions',
    where: { email: { like: `ops-${run}-` } },
    overrideAccess: true,
  })
  for (const id of createdMedia) await payload?.delete({ collection: 'media', id, overrideAccess: true })
  if (postgresServer) await onServer(`DROP DATABASE IF EXISTS ${restoreDatabase} WITH (FORCE)`)
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** Every table's rows, each as JSON, sorted: the same content gives the same arrays. */
async function tableRows(target: { databaseUrl?: string; sqliteFile?: string }): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {}
  const encode = (row: Record<string, unknown>) =>
    JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
      for (const { table_name: name } of rows) {
        tables[name] = (await client.query(`SELECT * FROM "${name}"`)).rows.map(encode).sort()
      }
    } finally {
      await client.end()
    }
    return tables
  }
  const client = createClient({ url: `file:${target.sqliteFile}` })
  try {
    const { rows } = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    for (const { name } of rows) {
      const result = await client.execute(`SELECT * FROM "${String(name)}"`)
      tables[String(name)] = result.rows.map((row) => encode({ ...row })).sort()
    }
  } finally {
    client.close()
  }
  return tables
}

function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], { env, cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (status) => resolve({ status, output }))
  })
}

describe('npm run backup / npm run restore', () => {
  const archive = path.join(scratch, 'site.tar.gz')
  const target = path.join(scratch, 'restored-data')
  const restoreEnv = (dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, OUTBOX_DIR: path.join(dataDir, 'outbox') }
    if (databaseUrl) env.DATABASE_URL = databaseUrl
    else delete env.DATABASE_URL
    return env
  }

  it('backs up while rows are written and restores every row and every file into an empty place', async () => {
    // Content added before the backup: a new image (its file and generated sizes) and subscriptions.
    const image = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a6bb0' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: `备份测试图片 ${run}` },
      file: { data: image, mimetype: 'image/png', name: `ops-backup-${run}.png`, size: image.length },
      overrideAccess: true,
    })
    createdMedia.push(media.id)
    let written = 0
    const write = () =>
      payload.create({
        collection: 'newsletter-subscriptions',
        data: { email: `ops-${run}-${written++}@example.com`, status: 'confirmed' },
        overrideAccess: true,
      })
    for (let i = 0; i < 5; i++) await write()
    const writtenBefore = written
    const filesBefore = listFiles(sourceUploads)
    expect(filesBefore.some((name) => name.includes(`ops-backup-${run}`))).toBe(true)

    // The backup runs while a writer keeps inserting.
    const backup = runScript('backup.mjs', [archive], process.env)
    let writing = true
    const writer = (async () => {
      // SQLite's client settles on microtasks alone: yield to the event loop between writes, or the
      // backup's exit would never be seen.
      while (writing && written < 5000) {
        await write()
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const backedUp = await backup
    writing = false
    await writer
    expect(backedUp.status, backedUp.output).toBe(0)
    expect(written - writtenBefore, 'rows written during the backup').toBeGreaterThan(0)
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)

    // Restore into an empty place.
    const databaseUrl = postgresServer ? databaseUrlFor(restoreDatabase) : undefined
    const restored = await runScript('restore.mjs', [archive], restoreEnv(target, databaseUrl))
    expect(restored.status, restored.output).toBe(0)
    expect(restored.output).toContain('row counts match the manifest')

    // Every table: the same rows. The table written during the backup holds a consistent prefix:
    // everything written before the backup began, and only rows that exist in the source.
    const source = await tableRows(
      postgresServer ? { databaseUrl: process.env.DATABASE_URL } : { sqliteFile: path.join(sourceDataDir, 'site.db') },
    )
    const copy = await tableRows(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(target, 'site.db') })
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort())
    for (const [table, rows] of Object.entries(source)) {
      if (table === WRITTEN_TABLE) continue
      expect(copy[table], table).toEqual(rows)
    }
    const sourceRows = new Set(source[WRITTEN_TABLE])
    for (const row of copy[WRITTEN_TABLE]) expect(sourceRows.has(row), row).toBe(true)
    const emails = copy[WRITTEN_TABLE].map((row) => JSON.parse(row).email as string)
    for (let i = 0; i < writtenBefore; i++) expect(emails).toContain(`ops-${run}-${i}@example.com`)
    const ours = emails
      .filter((email) => email.startsWith(`ops-${run}-`))
      .map((email) => Number(/-(\d+)@/.exec(email)![1]))
    // No gaps: the snapshot is of one moment, not of rows picked at different times.
    expect(ours.sort((a, b) => a - b)).toEqual(ours.map((_, index) => index))

    // Every uploaded file, byte for byte, and nothing else.
    expect(listFiles(path.join(target, 'uploads'))).toEqual(filesBefore)
    for (const name of filesBefore) {
      const same = fs
        .readFileSync(path.join(sourceUploads, name))
        .equals(fs.readFileSync(path.join(target, 'uploads', name)))
      expect(same, name).toBe(true)
    }
  })

  it('refuses to restore over data without --force, and restores over it with --force', async () => {
    const databaseUrl = postgresServer ? databaseUrlFor(restoreDatabase) : undefined
    const refused = await runScript('restore.mjs', [archive], restoreEnv(target, databaseUrl))
    expect(refused.status).toBe(3)
    expect(refused.output).toContain('--force')
    // Forced: the restore goes through (SQLite: the earlier file is kept beside; PostgreSQL: the
    // public schema is replaced).
    const forced = await runScript('restore.mjs', [archive, '--force'], restoreEnv(target, databaseUrl))
    expect(forced.status, forced.output).toBe(0)
    expect(forced.output).toContain('row counts match the manifest')
    expect(fs.readdirSync(target).some((name) => name.startsWith('uploads.before-restore-'))).toBe(true)
    if (!postgresServer)
      expect(fs.readdirSync(target).some((name) => name.startsWith('site.db.before-restore-'))).toBe(true)
  })

  it('refuses an archive whose checksums do not match, changing nothing', async () => {
    const unpacked = path.join(scratch, 'unpacked')
    fs.mkdirSync(unpacked)
    expect(spawnSync('tar', ['-xzf', archive, '-C', unpacked]).status).toBe(0)
    const victim = listFiles(path.join(unpacked, 'uploads'))[0]
    fs.appendFileSync(path.join(unpacked, 'uploads', victim), 'x')
    const tampered = path.join(scratch, 'tampered.tar.gz')
    expect(spawnSync('tar', ['-czf', tampered, '-C', unpacked, '.']).status).toBe(0)
    const empty = path.join(scratch, 'untouched')
    const result = await runScript('restore.mjs', [tampered], restoreEnv(empty))
    expect(result.status).toBe(1)
    expect(result.output).toContain('checksum mismatch')
    expect(result.output).toContain(victim)
    expect(fs.existsSync(path.join(empty, 'site.db'))).toBe(false)
  })

  it('writes timestamped archives into a folder and keeps only the newest N', async () => {
    const folder = path.join(scratch, 'rotation')
    fs.mkdirSync(folder)
    for (const stamp of ['20260101-000000', '20260102-000000', '20260103-000000']) {
      fs.writeFileSync(path.join(folder, `keyan-backup-${stamp}.tar.gz`), 'old')
    }
    fs.writeFileSync(path.join(folder, 'unrelated.txt'), 'kept')
    const result = await runScript('backup.mjs', [folder, '--keep', '2'], process.env)
    expect(result.status, result.output).toBe(0)
    const names = fs.readdirSync(folder).sort()
    expect(names).toHaveLength(3)
    expect(names).toContain('unrelated.txt')
    expect(names).toContain('keyan-backup-20260103-000000.tar.gz')
    expect(names.filter((name) => /^keyan-backup-\d{8}-\d{6}\.tar\.gz$/.test(name))).toHaveLength(2)
  })
})
