import { afterAll, describe, expect, it, vi } from 'vitest'

// Two fresh copies of the module stand for two app instances: with REDIS_URL they draw on one budget.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// Keys of this run only: the SQLite and PostgreSQL runs of the suite may share the Redis at once.
const runId = `${Date.now()}-${Math.random().toString(16).slice(2)}`

async function instance() {
  vi.resetModules()
  process.env.REDIS_URL = REDIS_URL
  const rateLimit = await import('./rate-limit')
  const redis = await import('./redis')
  return { ...rateLimit, ...redis }
}

const request = () => new Request('http://localhost/api/x', { headers: { 'x-forwarded-for': '198.51.100.77' } })
const opened: { redisClient: () => { disconnect: () => void } | null }[] = []

afterAll(() => {
  for (const copy of opened) copy.redisClient()?.disconnect()
  delete process.env.REDIS_URL
})

describe('rate limits with REDIS_URL', () => {
  it('are shared by every instance: 5 attempts spread over two instances use one budget of 5', async () => {
    const a = await instance()
    const b = await instance()
    opened.push(a, b)
    expect(await a.redisAnswers()).toBe(true)
    expect(await b.redisAnswers()).toBe(true)
    const name = `shared-${runId}`
    const limit = { points: 5, durationSeconds: 60 }
    for (const copy of [a, b, a, b, a]) await copy.enforceRateLimit(request(), name, limit)
    await expect(b.enforceRateLimit(request(), name, limit)).rejects.toMatchObject({ status: 429 })
    await expect(a.enforceRateLimit(request(), name, limit)).rejects.toMatchObject({ status: 429 })
  })

  it('count the very first attempts after a start in Redis too (no warm-up)', async () => {
    const a = await instance()
    const b = await instance()
    opened.push(a, b)
    const name = `cold-${runId}`
    const limit = { points: 3, durationSeconds: 60 }
    await Promise.all([a.enforceRateLimit(request(), name, limit), b.enforceRateLimit(request(), name, limit)])
    await a.enforceRateLimit(request(), name, limit)
    await expect(b.enforceRateLimit(request(), name, limit)).rejects.toMatchObject({ status: 429 })
  })

  it('fall back to memory when Redis cannot be reached, without failing the request', async () => {
    vi.resetModules()
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    const unreachable = await import('./rate-limit')
    const redis = await import('./redis')
    opened.push(redis)
    const limit = { points: 2, durationSeconds: 60 }
    const name = `fallback-${runId}`
    await unreachable.enforceRateLimit(request(), name, limit)
    await unreachable.enforceRateLimit(request(), name, limit)
    await expect(unreachable.enforceRateLimit(request(), name, limit)).rejects.toMatchObject({ status: 429 })
    expect(await redis.redisAnswers(300)).toBe(false)
  })
})
