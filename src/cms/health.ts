import fs from 'node:fs/promises'
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { env } from '@/lib/env'
import { redisAnswers } from '@/lib/redis'
import { getPayload } from './client'

import { z } from 'zod'

const checkState = z.enum(['ok', 'error', 'not_configured'])
export const healthReportSchema = z
  .strictObject({
    status: z.enum(['ok', 'error']),
    checks: z.strictObject({ database: checkState, redis: checkState, storage: checkState }),
  })
  .meta({ id: 'Health', title: '健康检查' })

export type CheckState = z.infer<typeof checkState>
export type HealthReport = z.infer<typeof healthReportSchema>

const TIMEOUT_MS = 2000

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)),
  ])
}

async function state(check: () => Promise<unknown>): Promise<CheckState> {
  try {
    await withTimeout(check())
    return 'ok'
  } catch {
    return 'error'
  }
}

type SqlAdapter = {
  name: string
  pool?: { query: (text: string) => Promise<unknown> }
  client?: { execute: (text: string) => Promise<unknown> }
}

async function pingDatabase(): Promise<void> {
  const db = (await getPayload()).db as unknown as SqlAdapter
  if (db.name === 'postgres') await db.pool!.query('SELECT 1')
  else await db.client!.execute('SELECT 1')
}

let s3: S3Client | undefined
async function checkStorage(): Promise<void> {
  const { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = env.s3
  if (!bucket) {
    await fs.mkdir(env.uploadDir, { recursive: true })
    return fs.access(env.uploadDir, fs.constants.W_OK)
  }
  s3 ??= new S3Client({
    region,
    endpoint,
    forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  })
  await s3.send(new HeadBucketCommand({ Bucket: bucket }))
}

/**
 * Readiness of this instance: the database answers, and Redis and the upload storage when they
 * are configured. Names no host, key or error text, so it can be answered to anyone.
 */
export async function checkHealth(): Promise<HealthReport> {
  const [database, redis, storage] = await Promise.all([
    state(pingDatabase),
    env.redisUrl
      ? state(async () => {
          if (!(await redisAnswers(TIMEOUT_MS))) throw new Error('redis')
        })
      : Promise.resolve<CheckState>('not_configured'),
    state(checkStorage),
  ])
  const status = [database, redis, storage].includes('error') ? 'error' : 'ok'
  return { status, checks: { database, redis, storage } }
}
