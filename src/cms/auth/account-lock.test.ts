import { afterEach, describe, expect, it, vi } from 'vitest'
import { WAIT_LIMIT_MS, accountLockKey, withAccountLock, withAccountLocks } from './account-lock'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `count` works for each account at once; answers the most that ever overlapped per account. */
async function overlaps(accounts: string[], count: number) {
  const running = new Map<string, number>()
  const most = new Map<string, number>()
  let overall = 0
  let mostOverall = 0
  await Promise.all(
    accounts.flatMap((account) =>
      Array.from({ length: count }, () =>
        withAccountLock(account, async () => {
          const key = accountLockKey(account)
          running.set(key, (running.get(key) ?? 0) + 1)
          most.set(key, Math.max(most.get(key) ?? 0, running.get(key)!))
          mostOverall = Math.max(mostOverall, ++overall)
          await pause(5)
          running.set(key, running.get(key)! - 1)
          overall--
        }),
      ),
    ),
  )
  return { perAccount: Math.max(...most.values()), overall: mostOverall }
}

describe('withAccountLock', () => {
  it('runs one work at a time per account, in the order asked, and returns its result', async () => {
    const order: number[] = []
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        withAccountLock('a@example.com', async () => {
          await pause(5 - n)
          order.push(n)
          return n * 10
        }),
      ),
    )
    expect(order).toEqual([1, 2, 3, 4])
    expect(results).toEqual([10, 20, 30, 40])
  })

  it('treats one address in any case or padding as one account, and other accounts apart', async () => {
    expect(accountLockKey(' Chen@Example.com ')).toBe(accountLockKey('chen@example.com'))
    expect(accountLockKey('li@example.com')).not.toBe(accountLockKey('chen@example.com'))
    expect((await overlaps(['chen@example.com', 'CHEN@example.com'], 4)).perAccount).toBe(1)
    const apart = await overlaps(['a@example.com', 'b@example.com', 'c@example.com'], 3)
    expect(apart.perAccount).toBe(1)
    expect(apart.overall).toBe(3)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers 503 to a caller that waited too long, and still runs no two works at once', async () => {
    vi.useFakeTimers()
    let finishFirst!: () => void
    const order: string[] = []
    const first = withAccountLock('slow@example.com', async () => {
      order.push('first starts')
      await new Promise<void>((resolve) => (finishFirst = resolve))
      order.push('first ends')
    })
    const second = withAccountLock('slow@example.com', async () => order.push('second'))
    const secondOutcome = second.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS / 2)
    const third = withAccountLock('slow@example.com', async () => order.push('third'))
    await vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS / 2)
    expect(await secondOutcome).toMatchObject({ status: 503, message: '该账号正在处理其他登录请求，请稍后重试' })
    finishFirst()
    await first
    await third
    expect(order).toEqual(['first starts', 'first ends', 'third'])
  })

  it('passes a failure to its caller and goes on with the next work', async () => {
    const failing = withAccountLock('d@example.com', async () => {
      throw new Error('密码错误')
    })
    const next = withAccountLock('d@example.com', async () => 'next')
    await expect(failing).rejects.toThrow('密码错误')
    await expect(next).resolves.toBe('next')
  })
})

describe('withAccountLocks', () => {
  it('holds every listed account at once; overlapping lists in any order neither overlap nor wait on each other', async () => {
    const held = new Set<string>()
    let clashes = 0
    const bulk = (emails: string[]) =>
      withAccountLocks(emails, async () => {
        const keys = emails.map((email) => accountLockKey(email))
        if (keys.some((key) => held.has(key))) clashes++
        keys.forEach((key) => held.add(key))
        await pause(5)
        keys.forEach((key) => held.delete(key))
        return emails.length
      })
    const single = (email: string) =>
      withAccountLock(email, async () => {
        if (held.has(accountLockKey(email))) clashes++
        await pause(1)
      })
    const results = await Promise.all([
      bulk(['a@example.com', 'b@example.com', 'c@example.com']),
      bulk(['c@example.com', 'B@example.com', 'a@example.com', 'a@example.com']),
      single('b@example.com'),
      bulk(['b@example.com']),
      single('a@example.com'),
    ])
    expect(results).toEqual([3, 4, undefined, 1, undefined])
    expect(clashes).toBe(0)
  })

  it('runs the work at once for an empty list', async () => {
    expect(await withAccountLocks([], async () => 'done')).toBe('done')
  })
})
