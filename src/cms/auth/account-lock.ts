import { createHash, randomUUID } from 'node:crypto'
import { ApiError } from '@/lib/api'
import { redisClient } from '@/lib/redis'
import { MSG } from './messages'

/**
 * One sign-in, sign-out or token refresh of an account at a time, across every instance.
 *
 * Payload (3.90.1) keeps an account's sessions as a list on the user: a sign-in reads the user,
 * checks the password (PBKDF2, a few hundred milliseconds), appends its session and writes the
 * whole list back; sign-out and refresh rewrite it too. Two of those at once for one account each
 * write the list they read, so one session is lost and its fresh token is refused at once. Holding
 * this lock around each of them makes the read and the write of one operation meet no other.
 *
 * In this process a queue per account; with REDIS_URL a Redis lock as well (other instances), held
 * for at most LOCK_LEASE_MS should an instance die holding it. When Redis is away the instance's
 * own queue still orders its own requests (the same fallback as the rate limits).
 */
export const LOCK_LEASE_MS = 10_000
export const WAIT_LIMIT_MS = 10_000
const RETRY_MS = 15

const queues = new Map<string, Promise<void>>()

/** The lock's name for an e-mail address (compared without case or outer spaces). */
export function accountLockKey(email: string): string {
  return `account-lock:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`
}

export async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const key = accountLockKey(email)
  const previous = queues.get(key) ?? Promise.resolve()
  const gotTurn = settlesWithin(previous, WAIT_LIMIT_MS)
  const turn = gotTurn.then((ok) => {
    if (!ok) throw new ApiError(503, MSG.accountBusy)
    return withSharedLock(key, work)
  })
  // The next caller waits for this one's work, or, when this one gave up waiting, for the work it waited for.
  const done: Promise<void> = gotTurn.then((ok) => (ok ? turn.then(ignore, ignore) : previous))
  queues.set(key, done)
  void done.then(() => {
    if (queues.get(key) === done) queues.delete(key)
  })
  return turn
}

const ignore = () => undefined

/**
 * `work` while holding the lock of every account in `emails` (a bulk edit or deletion of users),
 * taken one by one in the order of their keys so that two such works never wait on each other.
 */
export function withAccountLocks<T>(emails: string[], work: () => Promise<T>): Promise<T> {
  const byKey = new Map(emails.map((email) => [accountLockKey(email), email]))
  const ordered = [...byKey.keys()].sort().map((key) => byKey.get(key)!)
  return ordered.reduceRight<() => Promise<T>>((inner, email) => () => withAccountLock(email, inner), work)()
}

/** Whether `promise` (which never rejects) settles within `ms`. */
function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer))
}

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

async function withSharedLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const redis = redisClient()
  if (!redis) return work()
  const holder = randomUUID()
  const outcome = await acquire(key, holder)
  if (outcome === 'busy') throw new ApiError(503, MSG.accountBusy)
  try {
    return await work()
  } finally {
    if (outcome === 'acquired') await redis.eval(RELEASE, 1, key, holder).catch(() => undefined)
  }
}

/**
 * Waits for the shared lock: 'unavailable' when Redis cannot be asked (the work then goes on,
 * ordered by this instance's queue only), 'busy' when another instance held it for WAIT_LIMIT_MS.
 */
async function acquire(key: string, holder: string): Promise<'acquired' | 'unavailable' | 'busy'> {
  const redis = redisClient()
  if (!redis) return 'unavailable'
  const deadline = Date.now() + WAIT_LIMIT_MS
  for (;;) {
    try {
      if ((await redis.set(key, holder, 'PX', LOCK_LEASE_MS, 'NX')) === 'OK') return 'acquired'
    } catch {
      return 'unavailable'
    }
    if (Date.now() >= deadline) return 'busy'
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
}
