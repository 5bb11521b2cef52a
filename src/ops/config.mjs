// The settings the operations tools (npm run doctor, backup, restore) need, read from the
// environment the same way as src/lib/env.ts reads them for the site. Those tools run with plain
// Node, outside the site's bundle, hence this small JavaScript twin: keep the two in step.
import fs from 'node:fs'
import path from 'node:path'

/** @param {NodeJS.ProcessEnv} environment @param {string} name */
function read(environment, name) {
  const value = environment[name]
  return value && value.trim() !== '' ? value.trim() : undefined
}

/**
 * @param {NodeJS.ProcessEnv} [environment]
 * @param {string} [root] the project folder (relative paths are resolved from it, as `npm start` does)
 */
export function opsConfig(environment = process.env, root = process.cwd()) {
  const dataDir = path.resolve(root, read(environment, 'DATA_DIR') ?? 'data')
  const databaseUrl = read(environment, 'DATABASE_URL')
  return {
    root,
    dataDir,
    databaseUrl,
    sqliteFile: path.resolve(dataDir, read(environment, 'SQLITE_FILE') ?? 'site.db'),
    secretFile: path.join(dataDir, '.payload-secret'),
    payloadSecret: read(environment, 'PAYLOAD_SECRET'),
    uploadDir: path.resolve(dataDir, read(environment, 'UPLOAD_DIR') ?? 'uploads'),
    outboxDir: path.resolve(root, read(environment, 'OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
    port: read(environment, 'PORT') ?? '3000',
    siteUrl: read(environment, 'SITE_URL'),
    redisUrl: read(environment, 'REDIS_URL'),
    trustedProxyHops: environment.TRUSTED_PROXY_HOPS,
    serverMechanismsOff: environment.SERVER_MECHANISMS_OFF,
    smtp: {
      host: read(environment, 'SMTP_HOST'),
      port: Number(read(environment, 'SMTP_PORT') ?? '587'),
      user: read(environment, 'SMTP_USER'),
      pass: read(environment, 'SMTP_PASS'),
    },
    s3: {
      bucket: read(environment, 'S3_BUCKET'),
      region: read(environment, 'S3_REGION') ?? 'auto',
      endpoint: read(environment, 'S3_ENDPOINT'),
      accessKeyId: read(environment, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: read(environment, 'S3_SECRET_ACCESS_KEY'),
      forcePathStyle: (read(environment, 'S3_FORCE_PATH_STYLE') ?? 'false') === 'true',
    },
  }
}

/** @typedef {ReturnType<typeof opsConfig>} OpsConfig */

/** The committed migrations of one adapter, by name, oldest first. @param {string} root @param {'sqlite' | 'postgres'} adapter */
export function committedMigrations(root, adapter) {
  const folder = path.join(root, 'src', 'cms', 'migrations', adapter)
  return fs
    .readdirSync(folder)
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

/** A database URL with its password hidden, for messages. @param {string} url */
export function maskUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(invalid URL)'
  }
}

/** Creates an S3 client from the settings. @param {OpsConfig['s3']} s3 */
export async function s3Client(s3) {
  const { S3Client } = await import('@aws-sdk/client-s3')
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  })
}

/**
 * Names of the migrations recorded in a database, or null when it has none yet (a fresh database).
 * @param {OpsConfig} config
 * @returns {Promise<string[] | null>}
 */
export async function appliedMigrations(config) {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 })
    await client.connect()
    try {
      const exists = await client.query(`SELECT to_regclass('public.payload_migrations') AS name`)
      if (!exists.rows[0].name) return null
      const { rows } = await client.query('SELECT name FROM payload_migrations ORDER BY name')
      return rows.map((row) => String(row.name))
    } finally {
      await client.end()
    }
  }
  if (!fs.existsSync(config.sqliteFile)) return null
  return sqliteMigrations(config.sqliteFile)
}

/** @param {string} file */
export async function sqliteMigrations(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    const table = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`,
    )
    if (table.rows.length === 0) return null
    const { rows } = await client.execute('SELECT name FROM payload_migrations ORDER BY name')
    return rows.map((row) => String(row.name))
  } finally {
    client.close()
  }
}
