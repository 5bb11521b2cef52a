import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/**
 * Inside the Next server (not in tests, scripts or the build), the first use of Payload also starts
 * its jobs timer (scheduled publications, src/cms/jobs.ts), as the admin's own requests do. Payload is
 * not started from instrumentation.ts on purpose: that bundle gets its own copy of Payload's classes,
 * and an instance made there breaks Payload's `instanceof` checks (its validation errors lost their
 * details). The first request of an instance (a health check) is enough.
 */
const runsJobs = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

/** The one Payload instance of this process (Payload caches it on globalThis). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config, cron: runsJobs })
}
