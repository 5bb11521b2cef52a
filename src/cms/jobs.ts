import crypto from 'node:crypto'
import os from 'node:os'
import type { Config, Payload, PayloadRequest } from 'payload'
import { env } from '@/lib/env'
import { isStaff } from '@/cms/access'
import { rawQuery } from '@/cms/raw-sql'
import { newsletterSendTask } from '@/cms/newsletter/sending'
import { fileRetentionTask } from '@/cms/projects/file-retention'
import { leadAlertTask } from '@/cms/reach/lead-alerts'
import { searchPushTask } from '@/cms/reach/search-push'
import { analyticsRollupTask } from '@/cms/analytics/store'

/**
 * Payload's jobs queue: scheduled publications of drafts (`versions.drafts.schedulePublish`, the
 * `schedulePublish` task Payload adds), 学术资讯 sending, the file room's retention (whose daily pass
 * also deletes abandoned partial uploads: cms/projects/upload-expiry.ts), lead alerts to the
 * sales groups and search-engine pushes (src/cms/reach). Every server instance runs the queue on a timer
 * (`JOBS_CRON`, every minute by default), but only the instance holding the runner lease picks
 * jobs up: Payload marks a job as processing with a read followed by a write, so two instances
 * polling at the same moment could both pick the same job and publish it twice. The lease is one
 * row of Payload's key-value table, taken and renewed in a single atomic statement on SQLite and
 * PostgreSQL alike; when its holder stops, another instance takes over once it expires.
 */

const LEASE_KEY = 'jobs:runner-lease'
/** Far longer than one run of the queue (a publish takes milliseconds); the holder renews it on every tick. */
export const LEASE_MS = 2 * 60 * 1000

/** This process, as named in the lease. */
export const RUNNER_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`

/**
 * Takes the runner lease for `holder` when it is free, expired or already `holder`'s, and extends
 * it to `now + LEASE_MS`. True when `holder` holds it afterwards.
 */
export async function takeRunnerLease(
  payload: Payload,
  holder: string = RUNNER_ID,
  now = Date.now(),
): Promise<boolean> {
  const data = JSON.stringify({ holder, until: now + LEASE_MS })
  const rows = await rawQuery(
    payload,
    {
      postgres: `INSERT INTO "payload_kv" ("key", "data") VALUES ($1, $2::jsonb)
       ON CONFLICT ("key") DO UPDATE SET "data" = EXCLUDED."data"
       WHERE ("payload_kv"."data"->>'until')::bigint < $3 OR "payload_kv"."data"->>'holder' = $4
       RETURNING "key"`,
      sqlite: `INSERT INTO "payload_kv" ("key", "data") VALUES (?, ?)
          ON CONFLICT ("key") DO UPDATE SET "data" = excluded."data"
          WHERE json_extract("payload_kv"."data", '$.until') < ? OR json_extract("payload_kv"."data", '$.holder') = ?
          RETURNING "key"`,
    },
    [LEASE_KEY, data, now, holder],
  )
  return rows.length === 1
}

const staffOnlyJobs = ({ req }: { req: PayloadRequest }) => isStaff(req.user)

export function jobsConfig(): NonNullable<Config['jobs']> {
  return {
    // Queued jobs (a scheduled publication) are run on this timer by every instance; the lease
    // above lets one of them at a time pick jobs up.
    autoRun: env.jobs.autoRun ? [{ cron: env.jobs.cron, queue: 'default', limit: 10, silent: true }] : undefined,
    shouldAutoRun: async (payload) => {
      try {
        return await takeRunnerLease(payload)
      } catch (error) {
        payload.logger.error({ err: error, msg: '[jobs] 无法获取任务执行租约，本轮跳过' })
        return false
      }
    },
    deleteJobOnComplete: true,
    tasks: [newsletterSendTask, fileRetentionTask, leadAlertTask, searchPushTask, analyticsRollupTask],
    // Payload's default is "any signed-in user" (members too) for its run/queue/cancel endpoints.
    access: { run: staffOnlyJobs, queue: staffOnlyJobs, cancel: staffOnlyJobs },
  }
}
