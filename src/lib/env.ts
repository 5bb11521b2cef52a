import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { cacheNamespace } from './cache-namespace.mjs'

/**
 * All configuration is read here, once. Other modules import `env` instead of touching
 * process.env, so a missing or malformed setting fails at start with one clear message.
 */

const projectRoot = process.cwd()

function readOptional(name: string): string | undefined {
  const value = process.env[name]
  return value && value.trim() !== '' ? value.trim() : undefined
}

function resolveDataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ projectRoot, readOptional('DATA_DIR') ?? 'data')
}

function resolveSecret(dataDir: string, databaseUrl: string | undefined): string {
  const given = readOptional('PAYLOAD_SECRET')
  if (given) return given
  if (databaseUrl && process.env.NODE_ENV === 'production') {
    throw new Error(
      'PAYLOAD_SECRET 未设置：使用共享数据库（DATABASE_URL）运行生产环境时必须提供 PAYLOAD_SECRET，' +
        '否则各实例签发的登录凭证互不承认。请设置一个至少 32 个字符的随机值后再启动。',
    )
  }
  // Embedded set-up: generate a secret once and keep it beside the database.
  const secretFile = path.join(/*turbopackIgnore: true*/ dataDir, '.payload-secret')
  try {
    return fs.readFileSync(secretFile, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(secretFile, secret, { mode: 0o600 })
    return secret
  }
}

function parsePort(): number {
  const raw = readOptional('PORT') ?? '3000'
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT 设置无效：“${raw}” 不是 1 到 65535 之间的整数。`)
  }
  return port
}

function checkS3Settings(): void {
  if (!readOptional('S3_BUCKET')) return
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !readOptional(name))
  if (missing.length === 1) {
    throw new Error(
      `已设置 S3_BUCKET，但缺少 ${missing[0]}：访问密钥需要成对提供（或两项都不设，使用运行环境的凭证）。`,
    )
  }
}

function parseDatabaseUrl(): string | undefined {
  const url = readOptional('DATABASE_URL')
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL 只支持 PostgreSQL（postgres://...）；不设置时使用 data/ 下的 SQLite 文件。')
  }
  return url
}

/**
 * When the jobs queue (scheduled publications) is checked: a cron pattern of 5 fields (minute
 * first) or 6 (seconds first: the end-to-end tests check every 5 seconds).
 */
function parseJobsCron(): string {
  const cron = readOptional('JOBS_CRON') ?? '* * * * *'
  const fields = cron.split(/\s+/)
  if (fields.length < 5 || fields.length > 6 || !fields.every((field) => /^[\d*/,\-?LW#A-Za-z]+$/.test(field))) {
    throw new Error(`JOBS_CRON 设置无效：“${cron}” 不是 5 段或 6 段的 cron 表达式（例如 "* * * * *" 表示每分钟）。`)
  }
  return cron
}

const dataDir = resolveDataDir()
const databaseUrl = parseDatabaseUrl()
const port = parsePort()
checkS3Settings()

/**
 * Origins whose pages may use a staff member's session cookie (Payload's `csrf` list): the site's
 * own origin, and on a loopback address both spellings of it, so a local `npm start` works at
 * http://localhost:3000 and http://127.0.0.1:3000 alike. A cookie sent from any other origin is
 * ignored, as if the caller were signed out.
 */
export function trustedOrigins(siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin
  const url = new URL(origin)
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [origin]
  return ['localhost', '127.0.0.1'].map((hostname) => {
    url.hostname = hostname
    return url.origin
  })
}

/** A positive whole number from the environment, else `fallback` (a malformed value stops the start). */
export function positiveNumber(name: string, fallback: number): number {
  const raw = readOptional(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`)
  return value
}

const siteUrl = (readOptional('SITE_URL') ?? `http://localhost:${port}`).replace(/\/$/, '')

export const env = {
  isProduction: process.env.NODE_ENV === 'production',
  dataDir,
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl,
  sqliteFile: path.resolve(/*turbopackIgnore: true*/ dataDir, readOptional('SQLITE_FILE') ?? 'site.db'),
  payloadSecret: resolveSecret(dataDir, databaseUrl),
  port,
  siteUrl,
  trustedOrigins: trustedOrigins(siteUrl),
  uploadDir: path.resolve(/*turbopackIgnore: true*/ dataDir, readOptional('UPLOAD_DIR') ?? 'uploads'),
  outboxDir: path.resolve(
    /*turbopackIgnore: true*/ projectRoot,
    readOptional('OUTBOX_DIR') ?? path.join(/*turbopackIgnore: true*/ dataDir, 'outbox'),
  ),
  mail: {
    smtpHost: readOptional('SMTP_HOST'),
    smtpPort: Number(readOptional('SMTP_PORT') ?? '587'),
    smtpUser: readOptional('SMTP_USER'),
    smtpPass: readOptional('SMTP_PASS'),
    fromAddress: readOptional('MAIL_FROM') ?? 'noreply@keyan.example.com',
    fromName: readOptional('MAIL_FROM_NAME') ?? '科研学术服务平台',
  },
  s3: {
    bucket: readOptional('S3_BUCKET'),
    region: readOptional('S3_REGION') ?? 'auto',
    endpoint: readOptional('S3_ENDPOINT'),
    accessKeyId: readOptional('S3_ACCESS_KEY_ID'),
    secretAccessKey: readOptional('S3_SECRET_ACCESS_KEY'),
    /** MinIO-style endpoints address buckets by path (http://host/bucket/key). */
    forcePathStyle: (readOptional('S3_FORCE_PATH_STYLE') ?? 'false') === 'true',
  },
  /** The projects' file room (#41): the largest upload, days files are kept after 已完成, clamd's socket. */
  fileRoom: {
    maxBytes: positiveNumber('FILE_ROOM_MAX_BYTES', 20 * 1024 ** 3),
    retentionDays: positiveNumber('FILE_RETENTION_DAYS', 90),
    clamdSocket: readOptional('CLAMD_SOCKET'),
    /** Files larger than this are recorded as not scanned (clamd's StreamMaxLength must be at least this). */
    scanMaxBytes: positiveNumber('FILE_SCAN_MAX_BYTES', 4 * 1024 ** 3 - 1),
  },
  /** Shared rate limits and page/data cache for several instances; memory when unset. */
  redisUrl: readOptional('REDIS_URL'),
  /** Whether a member must confirm their e-mail address before signing in. */
  requireEmailVerification: (readOptional('REQUIRE_EMAIL_VERIFICATION') ?? 'false') === 'true',
  /** The jobs queue (scheduled publications): checked on `cron` by every instance unless `autoRun` is off. */
  jobs: {
    cron: parseJobsCron(),
    autoRun: (readOptional('JOBS_AUTORUN') ?? 'true') !== 'false',
  },
  /**
   * Where pages are submitted to search engines (src/cms/reach/search-push.ts): 百度普通收录 and
   * IndexNow. Only tests point them elsewhere (a local receiver).
   */
  searchPush: {
    baiduEndpoint: readOptional('BAIDU_PUSH_ENDPOINT') ?? 'http://data.zz.baidu.com/urls',
    indexNowEndpoint: readOptional('INDEXNOW_ENDPOINT') ?? 'https://api.indexnow.org/indexnow',
  },
  /** Distinguishes cache entries of different databases served from one build (tests). */
  cacheNamespace: cacheNamespace(process.env, projectRoot),
} as const
