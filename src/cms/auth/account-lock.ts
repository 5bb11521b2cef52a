import { createHash, randomUUID } from 'node:crypto'
import { redisClient } from '@/lib/redis'

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
const WAIT_LIMIT_MS = 10_000
const RETRY_MS = 15

const queues = new Map<string, Promise<unknown>>()

/** The lock's name for an e-mail address (compared without case or outer spaces). */
export function accountLockKey(email: string): string {
  return `account-lock:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`
}

export async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const key = accountLockKey(email)
  const before = queues.get(key) ?? Promise.resolve()
  const turn = before.then(() => withSharedLock(key, work))
  const settled = turn.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return turn
}

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

async function withSharedLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const redis = redisClient()
  if (!redis) return work()
  const holder = randomUUID()
  const acquired = await acquire(key, holder)
  try {
    return await work()
  } finally {
    if (acquired) await redis.eval(RELEASE, 1, key, holder).catch(() => undefined)
  }
}

/**
 * Waits for the shared lock; false when Redis cannot be asked (the work then goes on, ordered by
 * this instance's queue only) or after WAIT_LIMIT_MS (a holder far slower than any sign-in).
 */
async function acquire(key: string, holder: string): Promise<boolean> {
  const redis = redisClient()
  if (!redis) return false
  const deadline = Date.now() + WAIT_LIMIT_MS
  for (;;) {
    try {
      if ((await redis.set(key, holder, 'PX', LOCK_LEASE_MS, 'NX')) === 'OK') return true
    } catch {
      return false
    }
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
}

/**
 * The e-mail address a request's token names, read without checking the signature: it only picks
 * which lock a sign-out or refresh waits for, and Payload checks the token itself afterwards.
 */
export function tokenEmail(headers: Headers): string | null {
  const authorization = headers.get('authorization') ?? ''
  const bearer = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(authorization.trim())?.[1]
  const cookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1]
  const token = bearer ?? cookie
  const body = token?.split('.')[1]
  if (!body) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const email = (claims as { email?: unknown } | null)?.email
    return typeof email === 'string' && email ? email : null
  } catch {
    return null
  }
}
