import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload, type Where } from 'payload'
import { registerProbe } from '@/lib/ops-events.mjs'

/**
 * Inside the Next server (not in tests, scripts or the build), the first use of Payload also starts
 * its jobs timer (scheduled publications, src/cms/jobs.ts), as the admin's own requests do. Payload is
 * not started from instrumentation.ts on purpose: that bundle gets its own copy of Payload's classes,
 * and an instance made there breaks Payload's `instanceof` checks (its validation errors lost their
 * details). The first request of an instance (a health check) is enough.
 */
const runsJobs = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

/** The one Payload instance of this process (Payload caches it on globalThis). */
export async function getPayload(): Promise<Payload> {
  const payload = await getPayloadInstance({ config, cron: runsJobs })
  if (probed !== payload) {
    probed = payload
    registerMetricsProbes(payload)
  }
  return payload
}

let probed: Payload | undefined

type PoolStats = { totalCount: number; idleCount: number; waitingCount: number }

/**
 * Readings for /metrics (src/server/metrics.mjs), taken at each scrape: the PostgreSQL pool's use, and
 * the jobs queue (scheduled publications; completed jobs are deleted, so what remains is queued,
 * running or failed; `due` counts the queued ones whose time has come).
 */
export function registerMetricsProbes(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: PoolStats }).pool
  if (payload.db.name === 'postgres' && pool) {
    registerProbe('db_pool', () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }))
  }
  registerProbe('jobs', async () => {
    const count = async (where: Parameters<Payload['count']>[0]['where']) =>
      (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs
    const waiting: Where[] = [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }]
    const [queued, due, failed] = await Promise.all([
      count({ and: waiting }),
      // Queued and already due: a publication scheduled for next week is queued, not late.
      count({
        and: [
          ...waiting,
          { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] },
        ],
      }),
      count({ hasError: { equals: true } }),
    ])
    return { queued, due, failed }
  })
}
