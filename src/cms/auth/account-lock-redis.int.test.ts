import { afterAll, describe, expect, it, vi } from 'vitest'

// Two fresh copies of the module stand for two app instances sharing one Redis.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// Keys of this run only: the SQLite and PostgreSQL runs of the suite may share the Redis at once.
const runId = `${Date.now()}-${Math.random().toString(16).slice(2)}`

async function instance(url = REDIS_URL) {
  vi.resetModules()
  process.env.REDIS_URL = url
  return { ...(await import('./account-lock')), ...(await import('@/lib/redis')) }
}

const opened: { redisClient: () => { disconnect: () => void } | null }[] = []
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterAll(() => {
  for (const copy of opened) copy.redisClient()?.disconnect()
  delete process.env.REDIS_URL
})

describe('account lock with REDIS_URL', () => {
  it('lets one instance at a time work on an account, and frees the lock afterwards', async () => {
    const a = await instance()
    const b = await instance()
    opened.push(a, b)
    expect(await a.redisAnswers()).toBe(true)
    expect(await b.redisAnswers()).toBe(true)
    const email = `lock-${runId}@example.com`
    let running = 0
    let most = 0
    const work = async () => {
      most = Math.max(most, ++running)
      await pause(20)
      running--
    }
    await Promise.all([a, b, a, b, a, b].map((copy) => copy.withAccountLock(email, work)))
    expect(most).toBe(1)
    expect(await a.redisClient()!.exists(a.accountLockKey(email))).toBe(0)
  })

  it('waits for a holder on another instance, and takes a lease its holder never gave back once it lapses', async () => {
    const a = await instance()
    opened.push(a)
    await a.redisAnswers()
    const email = `held-${runId}@example.com`
    const key = a.accountLockKey(email)
    await a.redisClient()!.set(key, 'another-instance', 'PX', 300)
    const started = Date.now()
    await a.withAccountLock(email, async () => undefined)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('still runs the work, ordered in this instance, when Redis cannot be reached', async () => {
    const away = await instance('redis://127.0.0.1:1')
    opened.push(away)
    const order: number[] = []
    await Promise.all(
      [1, 2, 3].map((n) =>
        away.withAccountLock('away@example.com', async () => {
          await pause(4 - n)
          order.push(n)
        }),
      ),
    )
    expect(order).toEqual([1, 2, 3])
  })
})
