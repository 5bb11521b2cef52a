// Backup and restore of one installation (npm run backup / npm run restore): the database as a
// consistent snapshot taken while the site serves, the uploads, the generated secret and the
// outbox, in one .tar.gz with a manifest (app version, migrations, row counts per table, a SHA-256
// of every file). docs/operations.md explains when to use them.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { maskUrl, s3Client } from './config.mjs'

export const MANIFEST = 'manifest.json'
export const FORMAT = 1
const SQLITE_SNAPSHOT = 'database/site.db'
const POSTGRES_DUMP = 'database/postgres.dump'
const S3_LISTING = 'uploads-s3.json'

/** @typedef {import('./config.mjs').OpsConfig} OpsConfig */
/** @typedef {{ say?: (line: string) => void }} Reporter */

/** Runs a command; rejects with its standard error when it fails. */
function run(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = process.env,
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${path.basename(command)} exited ${code}: ${stderr.trim().slice(0, 500)}`)),
    )
  })
}

/** pg_dump / pg_restore take the password from the environment, never from their command line. */
function postgresArgs(/** @type {string} */ url) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** @param {string} file */
export function sha256File(file) {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Every file under `folder`, as paths relative to it ('/' separated), sorted. @param {string} folder */
export function listFiles(folder) {
  /** @type {string[]} */
  const files = []
  const visit = (/** @type {string} */ relative) => {
    let entries
    try {
      entries = fs.readdirSync(path.join(folder, relative), { withFileTypes: true })
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) visit(child)
      else if (entry.isFile()) files.push(child)
    }
  }
  visit('')
  return files.sort()
}

/** Copies the files of `from` into `to`; a file deleted meanwhile is skipped. Returns the names copied. */
function copyTree(/** @type {string} */ from, /** @type {string} */ to) {
  const copied = []
  for (const relative of listFiles(from)) {
    const target = path.join(to, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.copyFileSync(path.join(from, relative), target)
      copied.push(relative)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error
    }
  }
  return copied
}

/** Row counts of every table and the applied migrations, read from an SQLite file. @param {string} file */
export async function sqliteContents(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    /** @type {Record<string, number>} */
    const counts = {}
    for (const row of tables.rows) {
      const name = String(row.name)
      const result = await client.execute(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)
      counts[name] = Number(result.rows[0].n)
    }
    const migrations = counts.payload_migrations
      ? (await client.execute('SELECT name FROM payload_migrations ORDER BY name')).rows.map((row) => String(row.name))
      : []
    return { counts, migrations }
  } finally {
    client.close()
  }
}

/** The same for PostgreSQL, inside `client`'s current transaction. @param {import('pg').Client} client */
export async function postgresContents(client) {
  const tables = await client.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  /** @type {Record<string, number>} */
  const counts = {}
  for (const { table_name: name } of tables.rows) {
    const result = await client.query(`SELECT count(*)::int AS n FROM "${String(name).replace(/"/g, '""')}"`)
    counts[name] = result.rows[0].n
  }
  const migrations = counts.payload_migrations
    ? (await client.query('SELECT name FROM payload_migrations ORDER BY name')).rows.map((row) => String(row.name))
    : []
  return { counts, migrations }
}

/**
 * The database snapshot, written into `staging`. SQLite: `VACUUM INTO` (a transaction-consistent
 * copy while writers go on; a plain file copy could be torn). PostgreSQL: pg_dump in custom format
 * on a snapshot exported by a repeatable-read transaction, the same one the row counts are read in.
 * @param {OpsConfig} config @param {string} staging
 */
async function snapshotDatabase(config, staging) {
  fs.mkdirSync(path.join(staging, 'database'), { recursive: true })
  if (!config.databaseUrl) {
    if (!fs.existsSync(config.sqliteFile))
      throw new Error(`没有可备份的数据库：${config.sqliteFile} 不存在 (no database to back up)`)
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${config.sqliteFile}` })
    try {
      await client.execute('PRAGMA busy_timeout = 10000')
      const target = path.join(staging, SQLITE_SNAPSHOT)
      await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
    } finally {
      client.close()
    }
    return { adapter: 'sqlite', file: SQLITE_SNAPSHOT, ...(await sqliteContents(path.join(staging, SQLITE_SNAPSHOT))) }
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id')
    const contents = await postgresContents(client)
    const { dbname, env } = postgresArgs(config.databaseUrl)
    await run(
      process.env.PG_DUMP ?? 'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0].id}`,
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, POSTGRES_DUMP)}`,
        `--dbname=${dbname}`,
      ],
      env,
    )
    await client.query('COMMIT')
    return { adapter: 'postgres', file: POSTGRES_DUMP, ...contents }
  } finally {
    await client.end()
  }
}

/** The bucket's listing (key, size, ETag) and versioning state: a record, not a copy. @param {OpsConfig} config */
async function listBucket(config) {
  const { GetBucketVersioningCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const client = await s3Client(config.s3)
  try {
    const objects = []
    let token
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: config.s3.bucket, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        objects.push({
          key: object.Key,
          size: object.Size,
          etag: object.ETag?.replace(/"/g, ''),
          lastModified: object.LastModified?.toISOString(),
        })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    let versioning = 'unknown'
    try {
      versioning =
        (await client.send(new GetBucketVersioningCommand({ Bucket: config.s3.bucket }))).Status ?? 'Disabled'
    } catch {
      // Not every S3-compatible service answers this.
    }
    return { bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? null, versioning, objects }
  } finally {
    client.destroy()
  }
}

/** @param {string} root */
function appVersion(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  let commit = null
  try {
    const head = fs.readFileSync(path.join(root, '.git', 'HEAD'), 'utf8').trim()
    commit = head.startsWith('ref: ') ? fs.readFileSync(path.join(root, '.git', head.slice(5)), 'utf8').trim() : head
  } catch {
    // Not a checkout (a worktree's .git is a file): the version is enough.
  }
  return { name: pkg.name, version: pkg.version, commit }
}

/** Timestamped archive name for a folder target (`--keep` rotation). */
export function archiveName(date = new Date()) {
  return `keyan-backup-${date.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-')}.tar.gz`
}
const ARCHIVE_PATTERN = /^keyan-backup-\d{8}-\d{6}\.tar\.gz$/

/**
 * Writes one backup archive.
 * @param {OpsConfig} config
 * @param {{ target: string, keep?: number } & Reporter} options `target`: a .tar.gz file, or a
 *   folder (a timestamped file is written into it, and with `keep` only the newest `keep` are kept)
 */
export async function createBackup(config, { target, keep, say = () => {} }) {
  const intoFolder = !/\.t(ar\.)?gz$/.test(target)
  if (keep !== undefined && !intoFolder)
    throw new Error('--keep 需要一个文件夹作为备份目标 (--keep needs a folder as the target)')
  if (intoFolder) fs.mkdirSync(target, { recursive: true })
  const file = path.resolve(intoFolder ? path.join(target, archiveName()) : target)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.backup-'))
  try {
    say(`› 数据库快照 / database snapshot (${config.databaseUrl ? maskUrl(config.databaseUrl) : config.sqliteFile})`)
    const database = await snapshotDatabase(config, staging)

    /** @type {Record<string, unknown>} */
    let uploads
    if (config.s3.bucket) {
      say(`› 存储桶清单 / bucket listing (${config.s3.bucket})`)
      const listing = await listBucket(config)
      fs.writeFileSync(path.join(staging, S3_LISTING), JSON.stringify(listing, null, 2))
      uploads = {
        storage: 's3',
        bucket: listing.bucket,
        objects: listing.objects.length,
        bytes: listing.objects.reduce((sum, object) => sum + (object.size ?? 0), 0),
        versioning: listing.versioning,
        note:
          listing.versioning === 'Enabled'
            ? 'Files are not copied: the bucket keeps earlier versions; the listing (key, size, ETag) records what this backup refers to.'
            : 'Files are not copied and bucket versioning is not enabled: turn it on (or replicate the bucket) so deleted or overwritten files can be recovered.',
      }
    } else {
      say(`› 上传文件 / uploads (${config.uploadDir})`)
      const copied = copyTree(config.uploadDir, path.join(staging, 'uploads'))
      uploads = { storage: 'local', files: copied.length }
    }
    copyTree(config.outboxDir, path.join(staging, 'outbox'))
    let secret = config.payloadSecret ? 'environment' : 'none'
    if (fs.existsSync(config.secretFile)) {
      fs.mkdirSync(path.join(staging, 'secret'), { recursive: true })
      fs.copyFileSync(config.secretFile, path.join(staging, 'secret', '.payload-secret'))
      secret = config.payloadSecret ? 'environment (the generated file is included too)' : 'file'
    }

    /** @type {Record<string, { sha256: string, size: number }>} */
    const files = {}
    for (const relative of listFiles(staging)) {
      const absolute = path.join(staging, relative)
      files[relative] = { sha256: String(await sha256File(absolute)), size: fs.statSync(absolute).size }
    }
    const manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      app: appVersion(config.root),
      database,
      uploads,
      secret,
      files,
    }
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))

    say(`› 打包 / writing ${file}`)
    const partial = `${file}.partial`
    await run('tar', ['-czf', partial, '-C', staging, '.'])
    fs.chmodSync(partial, 0o600) // it holds the secret and every account's data
    fs.renameSync(partial, file)
    const removed = keep !== undefined ? rotate(path.dirname(file), keep) : []
    return { file, manifest, removed }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Keeps the newest `keep` timestamped archives in `folder`; returns the ones deleted. */
export function rotate(/** @type {string} */ folder, /** @type {number} */ keep) {
  const archives = fs
    .readdirSync(folder)
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of removed) fs.rmSync(path.join(folder, name))
  return removed
}

/**
 * Extracts an archive into `into` and checks every file against the manifest: the same files, the
 * same sizes and SHA-256. Throws, naming the first problems, when they differ.
 * @param {string} file @param {string} into
 */
export async function extractAndVerify(file, into) {
  if (!fs.existsSync(file)) throw new Error(`备份文件不存在：${file} (no such file)`)
  await run('tar', ['-xzf', file, '-C', into])
  const manifestFile = path.join(into, MANIFEST)
  if (!fs.existsSync(manifestFile))
    throw new Error('备份文件中没有 manifest.json：不是本站的备份 (not a backup of this site)')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  if (manifest.format !== FORMAT) throw new Error(`不支持的备份格式 ${manifest.format} (unsupported backup format)`)
  const problems = []
  const present = listFiles(into).filter((name) => name !== MANIFEST)
  for (const name of present) if (!manifest.files[name]) problems.push(`${name}: 不在清单中 / not in the manifest`)
  for (const [name, expected] of Object.entries(manifest.files)) {
    const absolute = path.join(into, name)
    if (!fs.existsSync(absolute)) {
      problems.push(`${name}: 缺失 / missing`)
      continue
    }
    const sha256 = await sha256File(absolute)
    if (sha256 !== expected.sha256 || fs.statSync(absolute).size !== expected.size) {
      problems.push(`${name}: 校验和不符 / checksum mismatch`)
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `备份文件校验失败，未做任何更改 (the archive failed its checksums; nothing was changed):\n  ${problems.slice(0, 10).join('\n  ')}`,
    )
  }
  return manifest
}

/** What is already in the target, in words; empty when there is nothing. @param {OpsConfig} config */
async function existingData(config) {
  const found = []
  if (config.databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      )
      if (rows[0].n > 0)
        found.push(`数据库 ${maskUrl(config.databaseUrl)} 中已有 ${rows[0].n} 张表 (the database has tables)`)
    } finally {
      await client.end()
    }
  } else if (fs.existsSync(config.sqliteFile) && fs.statSync(config.sqliteFile).size > 0) {
    found.push(`数据库文件 ${config.sqliteFile} 已存在 (the database file exists)`)
  }
  if (!config.s3.bucket && listFiles(config.uploadDir).length > 0) {
    found.push(`上传文件夹 ${config.uploadDir} 不为空 (the upload folder is not empty)`)
  }
  return found
}

/** Moves `target` aside as `<target>.before-restore-<stamp>` when it exists; returns the new name. */
function moveAside(/** @type {string} */ target, /** @type {string} */ stamp) {
  if (!fs.existsSync(target)) return null
  const aside = `${target}.before-restore-${stamp}`
  fs.renameSync(target, aside)
  return aside
}

/**
 * Restores an archive into the configured DATA_DIR / database. Refuses a target that holds data
 * unless `force` (then the SQLite file and upload folder are kept beside as `.before-restore-*`,
 * and PostgreSQL's public schema is replaced). Checks every checksum first and the row counts
 * after; pending migrations are applied by the caller (scripts/restore.mjs).
 * @param {OpsConfig} config
 * @param {{ file: string, force?: boolean } & Reporter} options
 */
export async function restoreBackup(config, { file, force = false, say = () => {} }) {
  const parent = path.dirname(config.dataDir)
  fs.mkdirSync(parent, { recursive: true })
  const work = fs.mkdtempSync(path.join(parent, '.restore-'))
  try {
    say(`› 校验 / verifying ${file}`)
    const manifest = await extractAndVerify(path.resolve(file), work)
    const adapter = config.databaseUrl ? 'postgres' : 'sqlite'
    if (manifest.database.adapter !== adapter) {
      throw new Error(
        `备份来自 ${manifest.database.adapter}，当前配置为 ${adapter}：请按备份时的数据库类型配置 DATABASE_URL (the backup is of ${manifest.database.adapter}, the configuration is ${adapter})`,
      )
    }
    const found = await existingData(config)
    if (found.length > 0 && !force) {
      const error = new Error(
        `目标中已有数据，未做任何更改；确认要覆盖请加 --force (the target holds data; add --force to replace it):\n  ${found.join('\n  ')}`,
      )
      Object.assign(error, { code: 'TARGET_NOT_EMPTY' })
      throw error
    }
    const stamp = new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)
    /** @type {string[]} */
    const keptAside = []

    say('› 恢复数据库 / restoring the database')
    if (adapter === 'sqlite') {
      fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true })
      const incoming = `${config.sqliteFile}.restoring`
      fs.copyFileSync(path.join(work, manifest.database.file), incoming)
      for (const suffix of ['', '-wal', '-shm']) {
        const aside = moveAside(`${config.sqliteFile}${suffix}`, stamp)
        if (aside) keptAside.push(aside)
      }
      fs.renameSync(incoming, config.sqliteFile)
    } else {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: config.databaseUrl })
      await client.connect()
      try {
        if (found.length > 0) await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
      } finally {
        await client.end()
      }
      const { dbname, env } = postgresArgs(/** @type {string} */ (config.databaseUrl))
      await run(
        process.env.PG_RESTORE ?? 'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${dbname}`,
          path.join(work, manifest.database.file),
        ],
        env,
      )
    }

    if (manifest.uploads.storage === 'local') {
      say(`› 恢复上传文件 / restoring uploads into ${config.uploadDir}`)
      const aside = moveAside(config.uploadDir, stamp)
      if (aside) keptAside.push(aside)
      fs.mkdirSync(config.uploadDir, { recursive: true })
      copyTree(path.join(work, 'uploads'), config.uploadDir)
    }
    copyTree(path.join(work, 'outbox'), config.outboxDir)
    const archivedSecret = path.join(work, 'secret', '.payload-secret')
    if (fs.existsSync(archivedSecret)) {
      fs.mkdirSync(config.dataDir, { recursive: true })
      fs.copyFileSync(archivedSecret, config.secretFile)
      fs.chmodSync(config.secretFile, 0o600)
    }

    const counts =
      adapter === 'sqlite'
        ? (await sqliteContents(config.sqliteFile)).counts
        : await postgresCounts(/** @type {string} */ (config.databaseUrl))
    const differences = Object.entries(manifest.database.counts)
      .filter(([table, count]) => counts[table] !== count)
      .map(([table, count]) => `${table}: ${counts[table] ?? 'missing'} != ${count}`)
    if (differences.length > 0)
      throw new Error(`恢复后的行数与备份清单不符 (row counts differ after restore):\n  ${differences.join('\n  ')}`)

    const notes = []
    if (manifest.uploads.storage === 's3')
      notes.push(...(await checkBucketAgainstListing(config, path.join(work, S3_LISTING))))
    if (manifest.secret.startsWith('environment') && !config.payloadSecret) {
      notes.push(
        '备份时密钥来自 PAYLOAD_SECRET：请设置为原来的值，否则现有登录会失效 (set PAYLOAD_SECRET to its old value)',
      )
    }
    return { manifest, keptAside, notes }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

async function postgresCounts(/** @type {string} */ url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await postgresContents(client)).counts
  } finally {
    await client.end()
  }
}

/** Compares the bucket with the archived listing; returns notes on files missing or changed. */
async function checkBucketAgainstListing(/** @type {OpsConfig} */ config, /** @type {string} */ listingFile) {
  const listing = JSON.parse(fs.readFileSync(listingFile, 'utf8'))
  if (!config.s3.bucket)
    return [
      `备份中的上传文件在存储桶 ${listing.bucket} 中：请设置 S3_BUCKET 等变量 (uploads are in bucket ${listing.bucket}: set S3_*)`,
    ]
  const current = await listBucket(config)
  const byKey = new Map(current.objects.map((object) => [object.key, object]))
  const missing = listing.objects.filter((/** @type {{ key: string }} */ object) => !byKey.has(object.key))
  const changed = listing.objects.filter(
    (/** @type {{ key: string, etag?: string }} */ object) =>
      byKey.has(object.key) && byKey.get(object.key)?.etag !== object.etag,
  )
  if (missing.length === 0 && changed.length === 0)
    return [`存储桶中 ${listing.objects.length} 个文件与备份清单一致 (bucket matches the listing)`]
  return [
    `存储桶与备份清单不一致：缺少 ${missing.length} 个、已变更 ${changed.length} 个文件；若开启了版本控制，可从历史版本找回 (bucket differs from the listing: ${missing.length} missing, ${changed.length} changed; recover them from bucket versions): ${[
      ...missing,
      ...changed,
    ]
      .slice(0, 10)
      .map((object) => object.key)
      .join(', ')}`,
  ]
}
