import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { ApiError } from './api'
import { recordEvent } from './ops-events.mjs'
import { firstRedisConnection, redisClient } from './redis'

/**
 * Per-IP limits for write and auth routes. With REDIS_URL the counters live in Redis, so every
 * instance draws on the same budget; while Redis is unreachable each instance falls back to its
 * own memory (the insurance limiter) instead of failing the request.
 */
const limiters = new Map<string, RateLimiterAbstract>()

function limiterFor(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const key = `${name}:${points}:${durationSeconds}`
  let limiter = limiters.get(key)
  if (!limiter) {
    const options = { keyPrefix: `rl:${name}`, points, duration: durationSeconds }
    const memory = new RateLimiterMemory(options)
    const redis = redisClient()
    limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory
    limiters.set(key, limiter)
  }
  return limiter
}

/**
 * The client's address. In production src/server/serve.mjs has already replaced X-Forwarded-For
 * with the one address it can vouch for (src/server/client-address.mjs, TRUSTED_PROXY_HOPS), so this
 * reads that; the last entry is taken so a longer header (tests, `next dev`) still names the
 * nearest hop, never the client-chosen leftmost entries.
 */
export function clientIp(request: { headers: Headers }): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-1) ?? 'unknown'
}

/** Throws a 429 ApiError with a Chinese message when `request`'s IP has used up its budget. */
export async function enforceRateLimit(
  request: { headers: Headers },
  name: string,
  { points, durationSeconds }: { points: number; durationSeconds: number },
): Promise<void> {
  if (process.env.DISABLE_RATE_LIMIT === 'true') return
  await firstRedisConnection()
  try {
    await limiterFor(name, points, durationSeconds).consume(clientIp(request))
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection
    recordEvent('rate_limit_refused', { limiter: name })
    const waitSeconds = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000)
    throw new ApiError(429, `请求过于频繁，请在 ${waitSeconds} 秒后重试`)
  }
}

/** Test hook: forget all counters. */
export function resetRateLimits(): void {
  limiters.clear()
}

/**
 * Counts failures (not requests) under a key, e.g. wrong passwords for one account from one
 * address: `isBlocked` once `points` failures fell within `durationSeconds`, until that window
 * ends; `clear` after a success. Shared through Redis like the limits above.
 */
export function failureCounter(name: string, { points, durationSeconds }: { points: number; durationSeconds: number }) {
  const limiter = () => limiterFor(name, points, durationSeconds)
  return {
    async isBlocked(key: string): Promise<boolean> {
      if (process.env.DISABLE_RATE_LIMIT === 'true') return false
      await firstRedisConnection()
      const state = await limiter().get(key)
      const blocked = (state?.consumedPoints ?? 0) >= points
      if (blocked) recordEvent('rate_limit_refused', { limiter: name })
      return blocked
    },
    async fail(key: string): Promise<void> {
      if (process.env.DISABLE_RATE_LIMIT === 'true') return
      await firstRedisConnection()
      await limiter()
        .consume(key)
        .catch((rejection: unknown) => {
          if (rejection instanceof Error) throw rejection
        })
    },
    async clear(key: string): Promise<void> {
      await firstRedisConnection()
      await limiter().delete(key)
    },
  }
}

/**
 * A budget per key rather than per client address, e.g. mails to one recipient or a search miss
 * counted once per client a day: `take(key)` spends one point and answers whether the budget had
 * it (false once `points` were spent within `durationSeconds`). Shared through Redis like the
 * limits above; DISABLE_RATE_LIMIT=true leaves every budget open.
 */
export function keyedBudget(name: string, { points, durationSeconds }: { points: number; durationSeconds: number }) {
  return {
    async take(key: string): Promise<boolean> {
      if (process.env.DISABLE_RATE_LIMIT === 'true') return true
      await firstRedisConnection()
      try {
        await limiterFor(name, points, durationSeconds).consume(key)
        return true
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        recordEvent('rate_limit_refused', { limiter: name })
        return false
      }
    },
  }
}
