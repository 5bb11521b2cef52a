import type { CollectionBeforeChangeHook, Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import type { Project } from '@/payload-types'
import { chinaDay } from './dates'
import { removeProjectFileBytes } from './file-bytes'
import { mailFilesExpiring } from './notify'
import { idOf } from './ids'
import { expireAbandonedUploads } from './upload-expiry'

/**
 * Retention of the file room: a completed project's files are kept `FILE_RETENTION_DAYS` (90 by
 * default) after it is 已完成, then their bytes are deleted from disk or bucket and their rows kept
 * as tombstones (name, size, SHA-256, who downloaded them). The client is mailed seven days before.
 * Staff extend it per project by moving 文件保留至 later. A file an issued invoice points to is
 * kept: it is the client's accounting document.
 */

export const FILE_RETENTION_TASK = 'fileRoomRetention'
export const RETENTION_WARNING_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
const BATCH = 200

/** On 已完成, the retention date is set (unless staff set one); moving it re-arms the warning. */
export const planFileRetention: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const stage = data.stage ?? originalDoc?.stage
  if (
    stage === 'completed' &&
    originalDoc?.stage !== 'completed' &&
    !(data.files_kept_until ?? originalDoc?.files_kept_until)
  ) {
    data.files_kept_until = new Date(Date.now() + env.fileRoom.retentionDays * DAY_MS).toISOString()
  }
  const before = originalDoc?.files_kept_until ?? null
  if (data.files_kept_until !== undefined && (data.files_kept_until ?? null) !== before) data.files_warned_at = null
  return data
}

async function issuedInvoiceFiles(payload: Payload, projectId: number): Promise<Set<number>> {
  const issued = await payload.find({
    collection: 'invoice-requests',
    where: { project: { equals: projectId }, status: { equals: 'issued' } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: { invoice_file: true },
  })
  return new Set(
    issued.docs.map((invoice) => invoice.invoice_file).filter((id): id is number => typeof id === 'number'),
  )
}

/**
 * Deletes the bytes of an expired project's files; the rows stay, marked 已删除. A file whose bytes
 * cannot be removed now (the bucket not answering) is logged and left for the next pass; the others go on.
 */
async function emptyFileRoom(payload: Payload, project: Project, now: Date): Promise<number> {
  const kept = [...(await issuedInvoiceFiles(payload, project.id))]
  const files = await payload.find({
    collection: 'project-files',
    where: {
      project: { equals: project.id },
      status: { not_equals: 'deleted' },
      ...(kept.length > 0 ? { id: { not_in: kept } } : {}),
    },
    limit: 10_000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  let removed = 0
  for (const file of files.docs) {
    try {
      await removeProjectFileBytes(file)
      await payload.update({
        collection: 'project-files',
        id: file.id,
        data: { status: 'deleted', deleted_at: now.toISOString(), storage_key: null },
        overrideAccess: true,
        context: { fileRoom: true },
      })
      removed += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: '[file-room] retention could not delete a file', file: file.id })
    }
  }
  return removed
}

/** One pass: warn the clients whose files go within seven days, empty the rooms whose time has come. */
export async function applyFileRetention(
  payload: Payload,
  now = new Date(),
): Promise<{ warned: number; emptied: number }> {
  const soon = new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY_MS)
  const warn = await payload.find({
    collection: 'projects',
    where: {
      stage: { equals: 'completed' },
      files_kept_until: { greater_than: now.toISOString(), less_than_equal: soon.toISOString() },
      files_warned_at: { exists: false },
    },
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    joins: false,
  })
  let warned = 0
  for (const project of warn.docs) {
    const files = await payload.count({
      collection: 'project-files',
      where: { project: { equals: project.id }, status: { equals: 'ready' } },
      overrideAccess: true,
    })
    if (files.totalDocs > 0) {
      await mailFilesExpiring(payload, project, chinaDay(project.files_kept_until!))
      warned += 1
    }
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { files_warned_at: now.toISOString() },
      overrideAccess: true,
      context: { quietStage: true },
    })
  }
  // The expired projects that still hold files (emptied ones drop out), oldest date first, in batches.
  let emptied = 0
  const done = new Set<number>()
  for (;;) {
    const files = await payload.find({
      collection: 'project-files',
      where: {
        status: { not_equals: 'deleted' },
        'project.stage': { equals: 'completed' },
        'project.files_kept_until': { less_than_equal: now.toISOString() },
        ...(done.size > 0 ? { project: { not_in: [...done] } } : {}),
      },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      select: { project: true },
    })
    const projectIds = [
      ...new Set(files.docs.map((file) => idOf(file.project)).filter((id): id is number => id !== null)),
    ]
    if (projectIds.length === 0) break
    for (const id of projectIds) {
      done.add(id)
      const project = await payload.findByID({
        collection: 'projects',
        id,
        depth: 0,
        overrideAccess: true,
        joins: false,
      })
      if ((await emptyFileRoom(payload, project, now)) > 0) emptied += 1
    }
  }
  return { warned, emptied }
}

export const fileRetentionTask: TaskConfig<{ input: object; output: object }> = {
  slug: FILE_RETENTION_TASK,
  label: '项目文件保留期清理',
  inputSchema: [],
  retries: 2,
  // Daily at 03:00 in China (19:00 UTC); the instance holding the runner lease queues and runs it.
  schedule: [{ cron: '0 19 * * *', queue: 'default' }],
  // The same daily pass deletes abandoned partial uploads (upload-expiry.ts): a task of its own would
  // be a new value of the jobs table's task enum, i.e. a migration. Each part runs even if the other fails.
  handler: async ({ req }) => {
    let failure: unknown = null
    try {
      const { warned, emptied } = await applyFileRetention(req.payload)
      req.payload.logger.info({ msg: '[file-room] retention pass', warned, emptied })
    } catch (error) {
      failure = error
    }
    try {
      const { expired, forgotten } = await expireAbandonedUploads(req.payload)
      req.payload.logger.info({ msg: '[file-room] unfinished uploads pass', expired, forgotten })
    } catch (error) {
      failure ??= error
    }
    if (failure) throw failure
    return { output: {} }
  },
}
