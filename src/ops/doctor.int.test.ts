import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '@/testing/s3-server'
import { opsConfig } from './config.mjs'
import {
  checkDatabase,
  checkDisk,
  checkRedis,
  checkS3,
  checkSecret,
  checkServerSettings,
  checkSiteUrl,
  checkSmtp,
  formatCheck,
} from './doctor.mjs'

// Each check of `npm run doctor` against a good and a bad configuration. The suite's own database
// (SQLite, or PostgreSQL on the TEST_DATABASE_URL run) is the good, migrated one.
const root = process.cwd()
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-doctor-'))
const config = (overrides: Record<string, string | undefined> = {}) =>
  opsConfig({ ...process.env, ...overrides } as NodeJS.ProcessEnv, root)

let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3('doctor-bucket')
})
afterAll(async () => {
  await s3.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** A minimal SMTP server: greets with `greeting`, answers EHLO and QUIT. */
async function smtpServer(greeting: string) {
  const server = net.createServer((socket) => {
    socket.write(`${greeting}\r\n`)
    if (!greeting.startsWith('220')) return void socket.end()
    socket.on('data', (data) => {
      for (const line of String(data).split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test.local\r\n250 8BITMIME\r\n')
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() }
}

async function sqliteWithMigrations(names: string[]) {
  const file = path.join(scratch, `db-${Math.random().toString(36).slice(2)}.db`)
  const client = createClient({ url: `file:${file}` })
  await client.execute('CREATE TABLE payload_migrations (id integer primary key, name text, batch integer)')
  for (const name of names)
    await client.execute({ sql: 'INSERT INTO payload_migrations (name, batch) VALUES (?, 1)', args: [name] })
  client.close()
  return file
}

describe('doctor: database and migrations', () => {
  it('passes on the migrated suite database', async () => {
    const check = await checkDatabase(config())
    expect(check.status, formatCheck(check)).toBe('ok')
    expect(check.en).toMatch(/all \d+ migrations applied/)
  })

  it('fails on an unreachable PostgreSQL, without printing its password', async () => {
    const check = await checkDatabase(config({ DATABASE_URL: 'postgres://keyan:hunter2-secret@127.0.0.1:1/none' }))
    expect(check.status).toBe('fail')
    expect(check.en).toContain('database unreachable')
    expect(formatCheck(check)).not.toContain('hunter2-secret')
  })

  it('fails when the database has migrations the code does not know, or was schema-pushed by next dev', async () => {
    const ahead = await sqliteWithMigrations(['20261122_164543_initial', '20991231_000000_from_the_future'])
    const check = await checkDatabase(config({ DATABASE_URL: undefined, DATA_DIR: scratch, SQLITE_FILE: ahead }))
    expect(check.status).toBe('fail')
    expect(check.en).toContain('20991231_000000_from_the_future')
    const pushed = await sqliteWithMigrations(['dev'])
    expect((await checkDatabase(config({ DATABASE_URL: undefined, SQLITE_FILE: pushed }))).status).toBe('fail')
  })

  it('lists pending migrations as fine (npm start applies them)', async () => {
    const behind = await sqliteWithMigrations(['20261122_164543_initial'])
    const check = await checkDatabase(config({ DATABASE_URL: undefined, SQLITE_FILE: behind }))
    expect(check.status).toBe('ok')
    expect(check.en).toMatch(/\d+ pending migrations/)
  })
})

describe('doctor: secret', () => {
  it('passes with PAYLOAD_SECRET, or a generated secret file, or a folder to generate one in', () => {
    expect(checkSecret(config({ PAYLOAD_SECRET: 'x'.repeat(40) })).status).toBe('ok')
    const data = fs.mkdtempSync(path.join(scratch, 'data-'))
    expect(checkSecret(config({ PAYLOAD_SECRET: undefined, DATABASE_URL: undefined, DATA_DIR: data })).status).toBe(
      'ok',
    )
    fs.writeFileSync(path.join(data, '.payload-secret'), 'a'.repeat(64))
    expect(checkSecret(config({ PAYLOAD_SECRET: undefined, DATABASE_URL: undefined, DATA_DIR: data })).en).toContain(
      'using the generated secret',
    )
  })

  it('fails on a shared database without PAYLOAD_SECRET, and warns on a short one', () => {
    const shared = config({ PAYLOAD_SECRET: undefined, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' })
    expect(checkSecret(shared).status).toBe('fail')
    expect(checkSecret(config({ PAYLOAD_SECRET: 'short' })).status).toBe('warn')
  })
})

describe('doctor: S3', () => {
  const bucket = () => ({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })

  it('is skipped without a bucket and passes with the right keys', async () => {
    expect((await checkS3(config({ S3_BUCKET: undefined }))).status).toBe('skip')
    const check = await checkS3(config(bucket()))
    expect(check.status, formatCheck(check)).toBe('ok')
  })

  it('fails when the keys are refused, with half a key pair, or with a missing bucket', async () => {
    // s3rver accepts any key, so the refusal comes from a server that answers every request 403,
    // as a bucket does to keys without access.
    const refusing = http.createServer((_request, response) => {
      response.writeHead(403, { 'content-type': 'application/xml' })
      response.end('<Error><Code>AccessDenied</Code></Error>')
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    try {
      const endpoint = `http://127.0.0.1:${(refusing.address() as net.AddressInfo).port}`
      const wrong = await checkS3(
        config({ ...bucket(), S3_ENDPOINT: endpoint, S3_SECRET_ACCESS_KEY: 'not-the-secret' }),
      )
      expect(wrong.status, formatCheck(wrong)).toBe('fail')
      expect(wrong.en).toContain('access denied')
    } finally {
      refusing.close()
    }
    expect((await checkS3(config({ ...bucket(), S3_SECRET_ACCESS_KEY: undefined }))).status).toBe('fail')
    expect((await checkS3(config({ ...bucket(), S3_BUCKET: 'no-such-bucket' }))).status).toBe('fail')
  })
})

describe('doctor: Redis', () => {
  it('is skipped without REDIS_URL, passes when Redis answers, warns (site keeps serving) when not', async () => {
    expect((await checkRedis(config({ REDIS_URL: undefined }))).status).toBe('skip')
    const good = await checkRedis(config({ REDIS_URL: 'redis://127.0.0.1:6379' }))
    expect(good.status, formatCheck(good)).toBe('ok')
    expect((await checkRedis(config({ REDIS_URL: 'redis://127.0.0.1:1' }))).status).toBe('warn')
  })
})

describe('doctor: SMTP', () => {
  it('is skipped without SMTP_HOST and passes when the server greets and answers EHLO', async () => {
    expect((await checkSmtp(config({ SMTP_HOST: undefined }))).status).toBe('skip')
    const server = await smtpServer('220 test.local ESMTP ready')
    try {
      const check = await checkSmtp(config({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(server.port) }))
      expect(check.status, formatCheck(check)).toBe('ok')
    } finally {
      server.close()
    }
  })

  it('fails when the server refuses the session or nothing listens', async () => {
    const server = await smtpServer('554 no service here')
    try {
      const refused = await checkSmtp(config({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(server.port) }))
      expect(refused.status).toBe('fail')
    } finally {
      server.close()
    }
    expect((await checkSmtp(config({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' }))).status).toBe('fail')
  })
})

describe('doctor: SITE_URL', () => {
  it('passes an https origin, warns when unset or plain http on a public name, fails a malformed one', () => {
    expect(checkSiteUrl(config({ SITE_URL: 'https://www.keyan.example.com' })).status).toBe('ok')
    expect(checkSiteUrl(config({ SITE_URL: 'http://localhost:3000' })).status).toBe('ok')
    expect(checkSiteUrl(config({ SITE_URL: undefined })).status).toBe('warn')
    expect(checkSiteUrl(config({ SITE_URL: 'http://www.keyan.example.com' })).status).toBe('warn')
    for (const bad of ['www.keyan.example.com', 'https://www.keyan.example.com/zh?x=1', 'ftp://keyan.example.com']) {
      expect(checkSiteUrl(config({ SITE_URL: bad })).status, bad).toBe('fail')
    }
  })
})

describe('doctor: the production server settings', () => {
  it('passes valid settings, warns when a mechanism is off, fails on what serve.mjs would refuse', () => {
    expect(checkServerSettings(config({ TRUSTED_PROXY_HOPS: '1', SERVER_MECHANISMS_OFF: '' })).status).toBe('ok')
    const off = checkServerSettings(config({ SERVER_MECHANISMS_OFF: 'origin-response-cache' }))
    expect(off.status).toBe('warn')
    expect(off.zh).toBe('服务器已关闭以下机制：origin-response-cache')
    const typo = checkServerSettings(config({ SERVER_MECHANISMS_OFF: 'origin-cache' }))
    expect(typo.status).toBe('fail')
    expect(typo.zh).toContain('SERVER_MECHANISMS_OFF 含未知的名称：origin-cache')
    expect(checkServerSettings(config({ TRUSTED_PROXY_HOPS: 'two' })).zh).toContain(
      'TRUSTED_PROXY_HOPS 应为 0 到 10 的整数',
    )
  })
})

describe('doctor: disk space', () => {
  it('passes with room for uploads and fails when the disk is (nearly) full', () => {
    const local = config({ S3_BUCKET: undefined, UPLOAD_DIR: path.join(scratch, 'not-yet', 'uploads') })
    expect(checkDisk(local, { failBelowBytes: 1, warnBelowBytes: 2 }).status).toBe('ok')
    expect(checkDisk(local, { failBelowBytes: Number.MAX_SAFE_INTEGER }).status).toBe('fail')
    expect(checkDisk(local, { failBelowBytes: 1, warnBelowBytes: Number.MAX_SAFE_INTEGER }).status).toBe('warn')
  })
})

describe('npm run doctor', () => {
  it('prints one line per check in Chinese and English and exits 1 on a failing check', () => {
    const run = (environment: Record<string, string | undefined>) =>
      spawnSync(process.execPath, ['scripts/doctor.mjs'], {
        env: { ...process.env, REDIS_URL: '', SMTP_HOST: '', S3_BUCKET: '', ...environment } as NodeJS.ProcessEnv,
        encoding: 'utf8',
      })
    const good = run({ SITE_URL: 'https://www.keyan.example.com' })
    expect(good.status, good.stdout + good.stderr).toBe(0)
    const lines = good.stdout.split('\n').filter((line) => line.startsWith('['))
    expect(lines).toHaveLength(8)
    for (const line of lines) expect(line).toMatch(/[\u4e00-\u9fff].* \/ .*[A-Za-z]{3}/)
    const bad = run({ SITE_URL: 'not a url' })
    expect(bad.status).toBe(1)
    expect(bad.stdout).toContain('SITE_URL is not a URL')
  })
})
