import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/**
 * Inside the Next server (not in tests, scripts or the build), the first use of Payload also starts
 * its jobs timer (scheduled publications, src/cms/jobs.ts); src/instrumentation.ts does so at start.
 */
const runsJobs = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'

/** The one Payload instance of this process (Payload caches it on globalThis). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config, cron: runsJobs })
}
