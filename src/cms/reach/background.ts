import type { Payload } from 'payload'

/**
 * Queueing an alert or a push from a save's hook, without making the save wait for it: started at
 * once, never awaited by the hook, its failure logged. The hook's own request may hold a database
 * transaction (PostgreSQL) with one pooled connection; queueing takes another, so waiting for it
 * there could, with the pool full of such saves, leave every one of them waiting for the next
 * (no `after()` either: the jobs queue's own saves, a scheduled publication, run outside any live
 * request, where Next could drop the callback).
 */
const pending = new Set<Promise<void>>()

export function queueInBackground(payload: Payload, what: string, work: () => Promise<unknown>): void {
  const promise: Promise<void> = work()
    .then(
      () => undefined,
      (error: unknown) => payload.logger.error({ err: error }, `[reach] could not queue ${what}`),
    )
    .finally(() => pending.delete(promise))
  pending.add(promise)
}

/** Tests: wait until everything queued in the background is queued. */
export async function flushQueuedInBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
