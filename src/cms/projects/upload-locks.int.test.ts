import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { ERRORS, MemoryLocker, Server, type Locker } from '@tus/server'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { BUSY, RedisLease, RedisLocker, exclusively, lockerFor } from '@/cms/projects/upload-locks'

// The file room's upload locks against the real Redis (127.0.0.1:6379 unless TEST_REDIS_URL): each
// RedisLocker has its own connections and stands for one app instance. Keys and the release channel
// carry a prefix of this run's own. Nothing here touches the app's environment.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `test:file-room-lock:${crypto.randomBytes(6).toString('hex')}:`

const connections: Redis[] = []
const lockers: RedisLocker[] = []
const folders: string[] = []

function connect(): Redis {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
  connections.push(redis)
  return redis
}

/** One app instance's locker. */
function instance(options: { leaseMs?: number; acquireLockTimeout?: number; redis?: Redis } = {}): RedisLocker {
  const locker = new RedisLocker({ redis: options.redis ?? connect(), prefix: PREFIX, ...options })
  lockers.push(locker)
  return locker
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const never = () => new AbortController().signal
const noop = () => undefined

afterAll(async () => {
  const admin = connect()
  const keys = await admin.keys(`${PREFIX}*`)
  if (keys.length > 0) await admin.del(...keys)
  await Promise.all(lockers.map((locker) => locker.close()))
  for (const redis of connections) redis.disconnect()
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

describe('RedisLocker (tus uploads on several instances)', () => {
  it('lets one instance hold an upload; another waits and takes it once released', async () => {
    const [a, b] = [instance(), instance()]
    const held = a.newLock('upload-1')
    await held.lock(never(), noop)
    expect(await connect().get(`${PREFIX}upload-1`)).toBeTruthy()

    let taken = false
    const waiting = b.newLock('upload-1')
    const acquired = waiting.lock(never(), noop).then(() => (taken = true))
    await sleep(300)
    expect(taken).toBe(false)

    await held.unlock()
    await acquired
    expect(taken).toBe(true)
    await waiting.unlock()
    expect(await connect().get(`${PREFIX}upload-1`)).toBeNull()
  })

  it('asks the holder on the other instance to let go, as MemoryLocker asks one in its process', async () => {
    const [a, b] = [instance(), instance()]
    await a.listen()
    const held = a.newLock('upload-2')
    // tus's requestRelease ends the holder's request, which then unlocks: here at once.
    const requestRelease = vi.fn(async () => held.unlock())
    await held.lock(never(), requestRelease)

    const started = Date.now()
    const next = b.newLock('upload-2')
    await next.lock(never(), noop)
    expect(requestRelease).toHaveBeenCalled()
    expect(Date.now() - started).toBeLessThan(3000)
    await next.unlock()
  })

  it('fails with ERR_LOCK_TIMEOUT when the holder keeps it, and stops waiting when its request stops', async () => {
    const a = instance()
    const held = a.newLock('upload-3')
    await held.lock(never(), noop)

    const impatient = instance({ acquireLockTimeout: 300 })
    await expect(impatient.newLock('upload-3').lock(never(), noop)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)

    const stopped = new AbortController()
    setTimeout(() => stopped.abort(), 100)
    const started = Date.now()
    await expect(instance().newLock('upload-3').lock(stopped.signal, noop)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    expect(Date.now() - started).toBeLessThan(2000)
    await held.unlock()
  })

  it('renews its key while held, and never deletes a key that is no longer its own', async () => {
    const admin = connect()
    const a = instance({ leaseMs: 300 })
    const lost = vi.fn()
    const held = a.newLock('upload-4')
    await held.lock(never(), lost)
    const token = await admin.get(`${PREFIX}upload-4`)
    await sleep(900) // three leases
    expect(await admin.get(`${PREFIX}upload-4`)).toBe(token)
    expect(await admin.pttl(`${PREFIX}upload-4`)).toBeGreaterThan(0)

    // As if the key had expired during an outage and another instance had taken it since.
    await admin.set(`${PREFIX}upload-4`, 'another-instance', 'PX', 60_000)
    await expect.poll(() => lost.mock.calls.length, { timeout: 2000 }).toBeGreaterThan(0)
    await held.unlock()
    expect(await admin.get(`${PREFIX}upload-4`)).toBe('another-instance')
  })

  it('still serialises the requests of one instance when Redis cannot be reached', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      retryStrategy: () => null,
    })
    away.on('error', noop)
    connections.push(away)
    const locker = instance({ redis: away })
    const first = locker.newLock('upload-5')
    const requestRelease = vi.fn()
    await first.lock(never(), requestRelease)

    let taken = false
    const second = locker.newLock('upload-5')
    const acquired = second.lock(never(), noop).then(() => (taken = true))
    await sleep(200)
    expect(taken).toBe(false)
    expect(requestRelease).toHaveBeenCalled()
    await first.unlock()
    await acquired
    await second.unlock()
  })

  it('is what the upload server uses when Redis is configured, else tus’s MemoryLocker', () => {
    expect(lockerFor(null)).toBeInstanceOf(MemoryLocker)
    expect(lockerFor(connect())).toBeInstanceOf(RedisLocker)
  })
})

describe('exclusively (filing a finished upload once)', () => {
  it('holds a Redis lease while the work runs (another instance finds it taken), and answers BUSY here', async () => {
    const redis = connect()
    let finish!: () => void
    const running = exclusively(
      'file-room/abc',
      () => new Promise<string>((resolve) => (finish = () => resolve('filed'))),
      {
        redis,
        prefix: PREFIX,
        leaseMs: 300,
      },
    )
    await sleep(50)
    expect(await exclusively('file-room/abc', async () => 'twice', { redis, prefix: PREFIX })).toBe(BUSY)
    await sleep(500) // past one lease: renewed
    expect(await new RedisLease(connect(), `${PREFIX}file-room/abc`).take()).toBe('busy')
    finish()
    expect(await running).toBe('filed')
    expect(await connect().get(`${PREFIX}file-room/abc`)).toBeNull()
    expect(await exclusively('file-room/abc', async () => 'again', { redis, prefix: PREFIX })).toBe('again')
  })
})

describe('two tus servers sharing one store (two instances)', () => {
  /** A tus server over `directory`, as the file room runs it, with `locker`. */
  const serverOver = (directory: string, locker: Locker) =>
    new Server({ path: '/files', datastore: new FileStore({ directory }), locker, lockDrainTimeout: 100 })

  const tus = { 'Tus-Resumable': '1.0.0' }

  it('cannot write one upload at once: a HEAD on the other instance first ends the PATCH in progress', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-tus-lock-'))
    folders.push(directory)
    const one = serverOver(directory, instance())
    const two = serverOver(directory, instance())

    const created = await one.handleWeb(
      new Request('http://localhost/files', {
        method: 'POST',
        headers: { ...tus, 'Upload-Length': String(64 * 1024 ** 2) },
      }),
    )
    expect(created.status).toBe(201)
    const location = new URL(created.headers.get('location')!, 'http://localhost').href

    // A PATCH on instance one whose body trickles in (64 KiB every 10 ms) until told to stop.
    let stop = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (stop) return controller.close()
        await sleep(10)
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    let patchEndedAt = Number.POSITIVE_INFINITY
    const patch = one
      .handleWeb(
        new Request(location, {
          method: 'PATCH',
          headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
          body,
          // @ts-expect-error Node's fetch needs `duplex` for a streamed body.
          duplex: 'half',
        }),
      )
      .then((answer) => {
        patchEndedAt = Date.now()
        return answer
      })
    await sleep(300)

    // The client retries through instance two: its HEAD waits until instance one's PATCH has ended.
    const head = await two.handleWeb(new Request(location, { method: 'HEAD', headers: tus }))
    const headAt = Date.now()
    stop = true
    const patched = await patch
    expect(head.status).toBe(200)
    expect(patchEndedAt).toBeLessThanOrEqual(headAt)
    const offset = Number(head.headers.get('upload-offset'))
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBe(Number(patched.headers.get('upload-offset')))
    expect(fs.statSync(path.join(directory, new URL(location).pathname.split('/').at(-1)!)).size).toBe(offset)
  })
})
