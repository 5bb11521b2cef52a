import { after } from 'next/server'
import type { Payload } from 'payload'
import { redactedError } from './redact'

/**
 * Work that must not delay or shape an answer (sending mail after forgot-password, so a known and
 * an unknown address answer alike in content and timing). Runs after the response inside a Next
 * request; elsewhere (tests, scripts) it starts at once. Failures are logged, never thrown.
 *
 * No `server-only` here: the users collection's own endpoint reaches this module, so it is part
 * of the Payload config, which the seed and `payload migrate` load under plain node.
 */
const pending = new Set<Promise<void>>()

export function runAfterResponse(payload: Payload, label: string, task: () => Promise<void>): void {
  const run = () => {
    const promise = task()
      .catch((error: unknown) => payload.logger.error({ err: redactedError(error) }, `[auth] ${label} failed`))
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
