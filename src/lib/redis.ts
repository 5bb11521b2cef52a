import { Redis } from 'ioredis'
import { env } from './env'

/**
 * The one Redis connection of this process when REDIS_URL is set, else null (memory is used).
 * Commands fail fast while Redis is away (no offline queue), so callers fall back at once
 * instead of hanging a request; the client keeps reconnecting in the background.
 */
let client: Redis | null | undefined

export function redisClient(): Redis | null {
  if (client !== undefined) return client
  if (!env.redisUrl) return (client = null)
  let warned = false
  client = new Redis(env.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  })
  client.on('error', (error: Error) => {
    if (warned) return
    warned = true // once per outage: the site keeps serving from memory meanwhile
    console.warn(`[redis] unavailable, falling back to memory: ${error.message}`)
  })
  client.on('ready', () => {
    if (warned) console.warn('[redis] connected again')
    warned = false
  })
  return client
}

let firstConnection: Promise<void> | null = null

/**
 * Waits, once per process and for at most a second, for the first connection to Redis. Commands
 * are not queued while disconnected, so without this the first requests after a start would be
 * counted by this instance alone.
 */
export function firstRedisConnection(): Promise<void> {
  const redis = redisClient()
  if (!redis || redis.status === 'ready') return Promise.resolve()
  firstConnection ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return firstConnection
}

/** Whether Redis answers within `timeoutMs` (health checks; also waits for a fresh connection). */
export async function redisAnswers(timeoutMs = 1000): Promise<boolean> {
  const redis = redisClient()
  if (!redis) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
  })
  try {
    if (redis.status !== 'ready') {
      await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), timeout])
    }
    return (await Promise.race([redis.ping(), timeout])) === 'PONG'
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
