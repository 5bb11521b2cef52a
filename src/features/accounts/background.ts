import 'server-only'
import { after } from 'next/server'
import { describeSafely } from './log'

/**
 * Work that must not delay or shape an answer (sending mail after forgot-password, so a known and
 * an unknown address answer alike in content and timing). Runs after the response inside a Next
 * request; elsewhere (tests, scripts) it starts at once. Failures are logged, never thrown.
 */
const pending = new Set<Promise<void>>()

export function runAfterResponse(label: string, task: () => Promise<void>): void {
  const run = () => {
    const promise = task()
      .catch((error: unknown) => console.error(`[auth] ${label} failed:`, describeSafely(error)))
      .finally(() => pending.delete(promise))
    pending.add(promise)
    return promise
  }
  try {
    after(run)
  } catch {
    void run()
  }
}

/** Test hook: wait until every started background task has finished. */
export async function flushBackgroundTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
