import { ApiError } from './api'

/**
 * Password hashing (PBKDF2, 600,000 rounds: about a third of a second of a core) is the cheapest
 * way to make this server busy. Every sign-in, sign-up and password change waits for one of a few
 * slots, so a flood of them queues instead of taking every core from page rendering; past a
 * queue of `maxWaiting` the answer is an immediate 503 in Chinese. The per-address rate limits run
 * before any of this.
 */
export function createHashingSlots({ slots, maxWaiting }: { slots: number; maxWaiting: number }) {
  let busy = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else busy -= 1
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy >= slots) {
        if (waiting.length >= maxWaiting) throw new ApiError(503, '服务器繁忙，请稍后再试')
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        busy += 1
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    state: () => ({ busy, waiting: waiting.length }),
  }
}

/** One slot per two cores of this machine class leaves the other core to the pages. */
export const hashingSlots = createHashingSlots({
  slots: Number(process.env.HASHING_SLOTS ?? 1),
  maxWaiting: Number(process.env.HASHING_QUEUE ?? 50),
})
