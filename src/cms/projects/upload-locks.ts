import { randomUUID } from 'node:crypto'
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server'
import type { Redis } from 'ioredis'
import { firstRedisConnection, redisClient } from '@/lib/redis'

/**
 * Locks of the file room's resumable uploads, shared by every instance when REDIS_URL is set.
 *
 * tus takes a lock per upload around each HEAD and PATCH, so that two requests never write one
 * upload at once, and asks the holder to let go when a newer request arrives (the client retried:
 * the older request is then ended within `lockDrainTimeout`). tus's MemoryLocker does this within
 * one process; `RedisLocker` does it across instances: a Redis key per upload (SET NX PX with a
 * random token), renewed while held and deleted only by the token's owner, and a pub/sub channel
 * on which a waiting instance asks the holding one to let go. When Redis cannot be asked, each
 * instance still serialises its own requests (the same fallback as the rate limits).
 *
 * `exclusively` is the same lease without waiting: filing a finished upload (hash, scan, row) runs
 * once at a time per upload, and a second attempt meanwhile is told so at once.
 */

/** A held key lives this long unless renewed (every third of it) by its holder. */
export const LOCK_LEASE_MS = 30_000
/** How long a request waits for an upload's lock (tus's MemoryLocker waits as long). */
export const ACQUIRE_TIMEOUT_MS = 30_000
const RETRY_MS = 50
/** A waiter repeats its request to the holder this often (one may be missed while subscribing). */
const ASK_AGAIN_MS = 1000

const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

type Take = 'acquired' | 'busy' | 'unavailable'

/**
 * One Redis key held with a random token: taken with SET NX PX, renewed while held, deleted only
 * while it still holds this token. `onLost` is called once when a renewal finds the key gone or
 * another's (held past its lease during an outage, then taken elsewhere).
 */
export class RedisLease {
  readonly token = randomUUID()
  private timer: ReturnType<typeof setInterval> | null = null
  private held = false

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    private readonly leaseMs: number = LOCK_LEASE_MS,
    private readonly onLost?: () => void,
  ) {}

  /** 'unavailable' when Redis cannot be asked (the caller decides what that means). */
  async take(): Promise<Take> {
    let answer: string | null
    try {
      answer = await this.redis.set(this.key, this.token, 'PX', this.leaseMs, 'NX')
    } catch {
      return 'unavailable'
    }
    if (answer !== 'OK') return 'busy'
    this.held = true
    this.timer = setInterval(() => void this.renew(), Math.max(10, Math.floor(this.leaseMs / 3)))
    this.timer.unref?.()
    return 'acquired'
  }

  private async renew(): Promise<void> {
    if (!this.held) return
    let renewed: unknown
    try {
      renewed = await this.redis.eval(RENEW, 1, this.key, this.token, String(this.leaseMs))
    } catch {
      return // Redis away: try again at the next tick (the key lives on until its lease ends)
    }
    if (renewed === 1 || !this.held) return
    this.stop()
    this.onLost?.()
  }

  private stop(): void {
    this.held = false
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Deletes the key if it still holds this lease's token (never another holder's). */
  async release(): Promise<void> {
    const held = this.held
    this.stop()
    if (held) await this.redis.eval(RELEASE, 1, this.key, this.token).catch(() => undefined)
  }
}

type Holder = { requestRelease?: RequestRelease; lease: RedisLease | null }

export type RedisLockerOptions = {
  redis: Redis
  /** Prefix of the lock keys and of the release channel (tests use their own). */
  prefix?: string
  leaseMs?: number
  acquireLockTimeout?: number
  /** Resolves once Redis may be asked (the app's client queues nothing while it connects). */
  ready?: () => Promise<void>
}

/** tus's `Locker` across instances (see the top of this file). */
export class RedisLocker implements Locker {
  readonly redis: Redis
  readonly prefix: string
  readonly leaseMs: number
  readonly acquireTimeoutMs: number
  readonly ready: () => Promise<void>
  /** This process's holders (and reservations while Redis is asked), by upload id. */
  readonly holders = new Map<string, Holder>()
  private subscriber: Redis | null = null
  private listening: Promise<void> | null = null

  constructor(options: RedisLockerOptions) {
    this.redis = options.redis
    this.prefix = options.prefix ?? 'file-room:upload-lock:'
    this.leaseMs = options.leaseMs ?? LOCK_LEASE_MS
    this.acquireTimeoutMs = options.acquireLockTimeout ?? ACQUIRE_TIMEOUT_MS
    this.ready = options.ready ?? (() => Promise.resolve())
  }

  get channel(): string {
    return `${this.prefix}release`
  }

  newLock(id: string): Lock {
    return new RedisLock(id, this)
  }

  /** Subscribes (once) to the requests to let go; a holder here is asked when one names its upload. */
  listen(): Promise<void> {
    this.listening ??= (async () => {
      // A connection of its own (a subscribed one runs no other command), queueing until connected.
      const subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null })
      subscriber.on('error', () => undefined) // the shared client reports outages already
      subscriber.on('message', (channel: string, id: string) => {
        if (channel === this.channel) void this.holders.get(id)?.requestRelease?.()
      })
      this.subscriber = subscriber
      await subscriber.subscribe(this.channel)
    })().catch(() => undefined)
    return this.listening
  }

  /** Asks whoever holds `id` (on any instance) to let go. */
  async askToRelease(id: string): Promise<void> {
    await this.redis.publish(this.channel, id).catch(() => undefined)
  }

  /**
   * Takes `id` for `requestRelease`'s request: free here and in Redis (or Redis cannot be asked:
   * then this process's own exclusion only). A holder here is asked to let go directly.
   */
  async take(id: string, requestRelease: RequestRelease): Promise<{ holder: Holder } | 'busy here' | 'busy elsewhere'> {
    const here = this.holders.get(id)
    if (here) {
      await here.requestRelease?.()
      return 'busy here'
    }
    const holder: Holder = { lease: null }
    this.holders.set(id, holder)
    const lease = new RedisLease(this.redis, this.prefix + id, this.leaseMs, () => {
      // Our key went to someone else: this request is no longer alone, so it is ended.
      holder.lease = null
      void holder.requestRelease?.()
    })
    const taken = await lease.take()
    if (taken === 'busy') {
      this.holders.delete(id)
      return 'busy elsewhere'
    }
    holder.lease = taken === 'acquired' ? lease : null
    holder.requestRelease = requestRelease
    return { holder }
  }

  /** Lets go of `holder`'s hold on `id`. */
  async release(id: string, holder: Holder): Promise<void> {
    if (this.holders.get(id) === holder) this.holders.delete(id)
    const lease = holder.lease
    holder.lease = null
    await lease?.release()
  }

  /** Ends the subscription (tests; an instance keeps its locker for its lifetime). */
  async close(): Promise<void> {
    const subscriber = this.subscriber
    this.subscriber = null
    this.listening = null
    subscriber?.disconnect()
  }
}

class RedisLock implements Lock {
  private holder: Holder | null = null

  constructor(
    private readonly id: string,
    private readonly locker: RedisLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    if (this.holder) throw new Error('lock already held')
    const deadline = Date.now() + this.locker.acquireTimeoutMs
    // Held here, this process is asked to let go by others (not awaited: Redis may be away).
    void this.locker.listen()
    await this.locker.ready()
    let askedAt = Number.NEGATIVE_INFINITY
    for (;;) {
      // Like MemoryLocker: a request that is stopped, or waits too long, fails with ERR_LOCK_TIMEOUT.
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT
      const taken = await this.locker.take(this.id, requestRelease)
      if (typeof taken === 'object') {
        this.holder = taken.holder
        if (stopSignal.aborted) {
          await this.unlock()
          throw ERRORS.ERR_LOCK_TIMEOUT
        }
        return
      }
      const now = Date.now()
      if (now >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT
      // Held on another instance: ask it to let go (again now and then, in case it was not listening yet).
      if (taken === 'busy elsewhere' && now - askedAt >= ASK_AGAIN_MS) {
        askedAt = now
        await this.locker.askToRelease(this.id)
      }
      await delay(Math.min(RETRY_MS, deadline - now), stopSignal)
    }
  }

  async unlock(): Promise<void> {
    const holder = this.holder
    if (!holder) throw new Error('Releasing an unlocked lock!')
    this.holder = null
    await this.locker.release(this.id, holder)
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** The locker for `redis`: shared through Redis when there is one, else tus's in-process MemoryLocker. */
export function lockerFor(redis: Redis | null, options: Omit<RedisLockerOptions, 'redis'> = {}): Locker {
  return redis ? new RedisLocker({ redis, ...options }) : new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS })
}

let shared: Locker | null = null

/** This process's upload locker (REDIS_URL decides, as for the rate limits: src/lib/redis.ts). */
export function uploadLocker(): Locker {
  shared ??= lockerFor(redisClient(), { ready: firstRedisConnection })
  return shared
}

export const BUSY = Symbol('busy')

const runningHere = new Set<string>()

/**
 * Runs `work` unless `name` is already being worked on, in this process or (with Redis) on another
 * instance: then answers BUSY at once. The Redis lease is renewed while `work` runs.
 */
export async function exclusively<T>(
  name: string,
  work: () => Promise<T>,
  options: { redis?: Redis | null; prefix?: string; leaseMs?: number } = {},
): Promise<T | typeof BUSY> {
  if (runningHere.has(name)) return BUSY
  runningHere.add(name)
  try {
    const redis = options.redis === undefined ? redisClient() : options.redis
    if (options.redis === undefined) await firstRedisConnection()
    const lease = redis
      ? new RedisLease(redis, `${options.prefix ?? 'file-room:exclusive:'}${name}`, options.leaseMs ?? LOCK_LEASE_MS)
      : null
    const taken = lease ? await lease.take() : 'unavailable'
    if (taken === 'busy') return BUSY
    try {
      return await work()
    } finally {
      if (taken === 'acquired') await lease!.release()
    }
  } finally {
    runningHere.delete(name)
  }
}
