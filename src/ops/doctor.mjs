// `npm run doctor`: checks the configuration before the site starts (`npm start` runs it first),
// so a wrong setting is found by the person starting the site, not by a visitor. One line per
// check, in Chinese and English; `fail` (exit 1) only for what would break the site for visitors.
import fs from 'node:fs'
import path from 'node:path'
import { trustedHopsSetting } from '../server/client-address.mjs'
import { mechanismsOff } from '../server/mechanisms.mjs'
import { appliedMigrations, committedMigrations, maskUrl, s3Client } from './config.mjs'

/** @typedef {'ok' | 'warn' | 'fail' | 'skip'} Status */
/** @typedef {{ id: string, status: Status, zh: string, en: string }} CheckResult */
/** @typedef {import('./config.mjs').OpsConfig} OpsConfig */

const TIMEOUT_MS = 5000
const MB = 1024 * 1024

/** @template T @param {Promise<T>} work @param {number} [ms] @returns {Promise<T>} */
function withTimeout(work, ms = TIMEOUT_MS) {
  let timer
  return Promise.race([
    work,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer))
}

/** @param {unknown} error */
function reason(error) {
  const text = error instanceof Error ? error.message || error.name : String(error)
  // Never echo a password that a driver put into its message.
  return text.replace(/\/\/[^@/\s]*:[^@/\s]*@/g, '//***@').slice(0, 200)
}

/** @param {string} id @param {Status} status @param {string} zh @param {string} en @returns {CheckResult} */
const result = (id, status, zh, en) => ({ id, status, zh, en })

/**
 * Database reach and migrations: applied migrations the code does not know (a database newer than
 * the code, after a roll-back of the code without a restore) or a schema pushed by `next dev`
 * fail; migrations not yet applied are fine (`npm start` applies them).
 * @param {OpsConfig} config
 */
export async function checkDatabase(config) {
  const adapter = config.databaseUrl ? 'postgres' : 'sqlite'
  const where = config.databaseUrl ? `PostgreSQL ${maskUrl(config.databaseUrl)}` : `SQLite ${config.sqliteFile}`
  if (!config.databaseUrl && !fs.existsSync(config.sqliteFile)) {
    const folder = nearestExisting(path.dirname(config.sqliteFile))
    try {
      fs.accessSync(folder, fs.constants.W_OK)
    } catch {
      return result(
        'database',
        'fail',
        `数据库文件无法创建：${folder} 不可写`,
        `cannot create ${where}: ${folder} is not writable`,
      )
    }
    return result(
      'database',
      'ok',
      `${where} 尚不存在，启动时创建并应用迁移`,
      `${where} will be created and migrated at start`,
    )
  }
  /** @type {string[] | null} */
  let applied
  try {
    applied = await withTimeout(appliedMigrations(config))
  } catch (error) {
    return result(
      'database',
      'fail',
      `数据库无法连接（${where}）：${reason(error)}`,
      `database unreachable (${where}): ${reason(error)}`,
    )
  }
  const known = committedMigrations(config.root, adapter)
  if (applied === null) {
    return result(
      'database',
      'ok',
      `数据库可连接，为空：启动时应用 ${known.length} 个迁移`,
      `database reachable and empty: ${known.length} migrations will be applied at start`,
    )
  }
  if (applied.includes('dev')) {
    return result(
      'database',
      'fail',
      '数据库曾被开发模式（next dev）直接改写结构，不能用于生产；请从备份恢复或使用新的数据库',
      'the schema was pushed by `next dev`: not usable in production; restore a backup or use a new database',
    )
  }
  const unknown = applied.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    return result(
      'database',
      'fail',
      `数据库包含代码中没有的迁移（${unknown.join(', ')}）：数据库比代码新，请部署对应版本的代码或从备份恢复`,
      `the database has migrations this code does not know (${unknown.join(', ')}): deploy the matching code or restore a backup`,
    )
  }
  const pending = known.filter((name) => !applied.includes(name))
  if (pending.length > 0) {
    return result(
      'database',
      'ok',
      `数据库可连接；${pending.length} 个迁移待应用（启动时自动应用）：${pending.join(', ')}`,
      `database reachable; ${pending.length} pending migrations, applied at start: ${pending.join(', ')}`,
    )
  }
  return result(
    'database',
    'ok',
    `数据库可连接，${applied.length} 个迁移均已应用`,
    `database reachable, all ${applied.length} migrations applied`,
  )
}

/** @param {OpsConfig} config */
export function checkSecret(config) {
  if (config.payloadSecret) {
    if (config.payloadSecret.length < 32) {
      return result(
        'secret',
        'warn',
        'PAYLOAD_SECRET 少于 32 个字符，建议换成更长的随机值',
        'PAYLOAD_SECRET is shorter than 32 characters: use a longer random value',
      )
    }
    return result('secret', 'ok', 'PAYLOAD_SECRET 已设置', 'PAYLOAD_SECRET is set')
  }
  if (config.databaseUrl) {
    return result(
      'secret',
      'fail',
      '已设置 DATABASE_URL 但没有 PAYLOAD_SECRET：各实例签发的登录凭证将互不承认',
      'DATABASE_URL is set without PAYLOAD_SECRET: instances would not accept each other’s sessions',
    )
  }
  try {
    if (fs.readFileSync(config.secretFile, 'utf8').trim().length >= 32) {
      return result(
        'secret',
        'ok',
        `使用已生成的密钥 ${config.secretFile}`,
        `using the generated secret in ${config.secretFile}`,
      )
    }
    return result(
      'secret',
      'fail',
      `密钥文件 ${config.secretFile} 为空或过短`,
      `the secret file ${config.secretFile} is empty or too short`,
    )
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') {
      return result(
        'secret',
        'fail',
        `无法读取密钥文件 ${config.secretFile}`,
        `cannot read the secret file ${config.secretFile}: ${reason(error)}`,
      )
    }
  }
  const folder = nearestExisting(config.dataDir)
  try {
    fs.accessSync(folder, fs.constants.W_OK)
    return result(
      'secret',
      'ok',
      `首次启动时生成密钥到 ${config.secretFile}`,
      `a secret will be generated into ${config.secretFile} at first start`,
    )
  } catch {
    return result(
      'secret',
      'fail',
      `无法生成密钥：${folder} 不可写`,
      `cannot generate the secret: ${folder} is not writable`,
    )
  }
}

/** @param {OpsConfig} config */
export async function checkS3(config) {
  const { bucket, accessKeyId, secretAccessKey } = config.s3
  if (!bucket)
    return result(
      's3',
      'skip',
      '未设置 S3_BUCKET：上传文件存放在本机磁盘',
      'S3_BUCKET unset: uploads are kept on local disk',
    )
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return result(
      's3',
      'fail',
      'S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 需成对设置',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together',
    )
  }
  const { HeadBucketCommand } = await import('@aws-sdk/client-s3')
  const client = await s3Client(config.s3)
  try {
    await withTimeout(client.send(new HeadBucketCommand({ Bucket: bucket })))
    return result('s3', 'ok', `存储桶 ${bucket} 可访问`, `bucket ${bucket} reachable with the configured keys`)
  } catch (error) {
    const status = /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error).$metadata?.httpStatusCode
    const why =
      status === 403 ? '密钥无权访问 / access denied' : status === 404 ? '存储桶不存在 / no such bucket' : reason(error)
    return result('s3', 'fail', `存储桶 ${bucket} 无法访问：${why}`, `bucket ${bucket} not reachable: ${why}`)
  } finally {
    client.destroy()
  }
}

/** Redis down does not stop the site (each instance falls back to memory): a warning. @param {OpsConfig} config */
export async function checkRedis(config) {
  if (!config.redisUrl)
    return result(
      'redis',
      'skip',
      '未设置 REDIS_URL：限流与页面缓存在本进程内存中',
      'REDIS_URL unset: rate limits and page cache in memory',
    )
  const { Redis } = await import('ioredis')
  const client = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  try {
    await withTimeout(client.connect())
    const pong = await withTimeout(client.ping())
    if (pong !== 'PONG') throw new Error(`unexpected answer ${pong}`)
    return result(
      'redis',
      'ok',
      `Redis 可连接（${maskUrl(config.redisUrl)}）`,
      `Redis reachable (${maskUrl(config.redisUrl)})`,
    )
  } catch (error) {
    return result(
      'redis',
      'warn',
      `Redis 无法连接（${maskUrl(config.redisUrl)}）：各实例将各自使用内存，编辑后其他实例的页面更新会变慢`,
      `Redis unreachable (${maskUrl(config.redisUrl)}): ${reason(error)}; each instance falls back to memory`,
    )
  } finally {
    client.disconnect()
  }
}

/** @param {OpsConfig} config */
export async function checkSmtp(config) {
  const { host, port, user, pass } = config.smtp
  if (!host)
    return result(
      'smtp',
      'skip',
      '未设置 SMTP_HOST：邮件写入发件箱文件夹',
      'SMTP_HOST unset: mail is written to the outbox folder',
    )
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return result('smtp', 'fail', `SMTP_PORT 无效：${port}`, `SMTP_PORT is not a port number: ${port}`)
  }
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  })
  try {
    await withTimeout(transport.verify(), TIMEOUT_MS + 1000)
    return result('smtp', 'ok', `SMTP 服务器 ${host}:${port} 握手成功`, `SMTP handshake with ${host}:${port} succeeded`)
  } catch (error) {
    return result(
      'smtp',
      'fail',
      `SMTP 服务器 ${host}:${port} 握手失败，注册与表单邮件将发不出：${reason(error)}`,
      `SMTP handshake with ${host}:${port} failed: ${reason(error)}`,
    )
  } finally {
    transport.close()
  }
}

/** @param {OpsConfig} config */
export function checkSiteUrl(config) {
  if (!config.siteUrl) {
    return result(
      'site-url',
      'warn',
      `未设置 SITE_URL：邮件中的链接将指向 http://localhost:${config.port}`,
      `SITE_URL unset: links in e-mails point at http://localhost:${config.port}`,
    )
  }
  let url
  try {
    url = new URL(config.siteUrl)
  } catch {
    return result(
      'site-url',
      'fail',
      `SITE_URL 不是有效网址：${config.siteUrl}`,
      `SITE_URL is not a URL: ${config.siteUrl}`,
    )
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname.replace(/\/$/, '') !== ''
  ) {
    return result(
      'site-url',
      'fail',
      `SITE_URL 应只包含协议与域名（如 https://www.example.com）：${config.siteUrl}`,
      `SITE_URL must be an origin such as https://www.example.com: ${config.siteUrl}`,
    )
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol === 'http:' && !local) {
    return result(
      'site-url',
      'warn',
      `SITE_URL 使用 http：公网站点请使用 https（${url.origin}）`,
      `SITE_URL uses http: a public site should use https (${url.origin})`,
    )
  }
  return result('site-url', 'ok', `SITE_URL 为 ${url.origin}`, `SITE_URL is ${url.origin}`)
}

/**
 * The production server's own settings (src/server/serve.mjs refuses to start on a bad one):
 * TRUSTED_PROXY_HOPS, and SERVER_MECHANISMS_OFF, whose mechanisms are for measuring and for an
 * emergency after a framework upgrade (a warning: the site is slower with one off).
 * @param {OpsConfig} config
 */
export function checkServerSettings(config) {
  let off
  try {
    trustedHopsSetting(config.trustedProxyHops)
    off = mechanismsOff(config.serverMechanismsOff)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return result('server', 'fail', message, `A setting of the production server is invalid: ${message}`)
  }
  if (off.size > 0) {
    const names = [...off].join(', ')
    return result(
      'server',
      'warn',
      `服务器已关闭以下机制：${[...off].join('、')}`,
      `Server mechanisms turned off: ${names}`,
    )
  }
  return result('server', 'ok', '服务器设置有效', 'Server settings are valid')
}

/**
 * Free space where uploads (local disk) and the SQLite database are written.
 * @param {OpsConfig} config
 * @param {{ failBelowBytes?: number, warnBelowBytes?: number }} [limits]
 */
export function checkDisk(config, { failBelowBytes = 200 * MB, warnBelowBytes = 2048 * MB } = {}) {
  const folders = [
    ...new Set(
      [config.s3.bucket ? null : config.uploadDir, config.databaseUrl ? null : config.dataDir].filter(Boolean),
    ),
  ]
  if (folders.length === 0)
    return result(
      'disk',
      'skip',
      '上传文件在存储桶中，数据库在 PostgreSQL：无需检查本机磁盘',
      'uploads in the bucket and the database on PostgreSQL: no local disk to check',
    )
  let lowest = Infinity
  let lowestFolder = ''
  for (const folder of /** @type {string[]} */ (folders)) {
    const existing = nearestExisting(folder)
    const stats = fs.statfsSync(existing)
    const free = stats.bavail * stats.bsize
    if (free < lowest) {
      lowest = free
      lowestFolder = folder
    }
  }
  const freeMb = Math.floor(lowest / MB)
  if (lowest < failBelowBytes) {
    return result(
      'disk',
      'fail',
      `${lowestFolder} 所在磁盘仅剩 ${freeMb} MB，上传与写入将失败`,
      `only ${freeMb} MB free for ${lowestFolder}: uploads and writes will fail`,
    )
  }
  if (lowest < warnBelowBytes) {
    return result(
      'disk',
      'warn',
      `${lowestFolder} 所在磁盘剩余 ${freeMb} MB，请尽快清理或扩容`,
      `${freeMb} MB free for ${lowestFolder}: make room soon`,
    )
  }
  return result('disk', 'ok', `${lowestFolder} 所在磁盘剩余 ${freeMb} MB`, `${freeMb} MB free for ${lowestFolder}`)
}

/** @param {string} folder */
function nearestExisting(folder) {
  let current = path.resolve(folder)
  while (!fs.existsSync(current) && path.dirname(current) !== current) current = path.dirname(current)
  return current
}

/** Every check, in order. @param {OpsConfig} config @returns {Promise<CheckResult[]>} */
export async function runDoctor(config) {
  return [
    await checkDatabase(config),
    checkSecret(config),
    await checkS3(config),
    await checkRedis(config),
    await checkSmtp(config),
    checkSiteUrl(config),
    checkServerSettings(config),
    checkDisk(config),
  ]
}

const MARK = { ok: ' 通过 OK  ', warn: ' 注意 WARN', fail: ' 失败 FAIL', skip: ' 跳过 SKIP' }

/** One line per check: status, then Chinese / English. @param {CheckResult} check */
export function formatCheck(check) {
  return `[${MARK[check.status]}] ${check.zh} / ${check.en}`
}
