import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import {
  ValidationError,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionAfterChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { ProjectFile } from '@/payload-types'
import { rawQuery } from '@/cms/raw-sql'
import { idOf } from './ids'

/**
 * Versions of a project's files: a file filed again under the same name in the same project is
 * the next version, the old one kept. Two files of one name finishing at the same moment must
 * not get the same number, so reading the newest version and writing the new row happen under a
 * lock per (project, name), held by the database:
 *
 * - PostgreSQL: `pg_advisory_xact_lock` in the transaction that writes the row, held until it
 *   commits, so a second writer (on any instance) reads the newest version only once the first
 *   row is visible.
 * - SQLite (run without transactions here, every statement commits at once): a lease row in
 *   Payload's key-value table, taken atomically before the read and deleted after the write.
 *
 * Both hold across instances and across the copies of this module Next may load in one process.
 * With a unique index on (project, name, version) the database would also refuse a duplicate
 * should both be bypassed; the resumable upload's filing then tries again with a fresh number
 * (`fileRoomRow`), and a conflict on a unique `storage_key` finds the row already filed.
 */

/** The version a file of this name gets in this project: one more than the newest kept. */
export async function nextFileVersion(req: PayloadRequest, projectId: number, name: string): Promise<number> {
  const newest = await req.payload.find({
    collection: 'project-files',
    // A row whose number is still being assigned (the admin's form, below) has none yet.
    where: { project: { equals: projectId }, name: { equals: name }, version: { exists: true } },
    sort: '-version',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { version: true },
  })
  return (newest.docs[0]?.version ?? 0) + 1
}

/** `pg_advisory_xact_lock`'s first key: this lock's own space ("FILV"). */
const LOCK_SPACE = 0x46494c56
/** A lease row outlives a holder that died holding it this long at most (its read and write take milliseconds). */
const LEASE_MS = 30_000
const WAIT_MS = 30_000
const RETRY_MS = 15

type Sessions = Record<string, { db: { execute: (query: unknown) => Promise<unknown> } } | undefined>

/** Runs `work` alone among the writers of (project, name): see the top of this file. */
export async function withVersionLock<T>(
  req: PayloadRequest,
  projectId: number,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const digest = crypto.createHash('sha256').update(`${projectId}\n${name}`).digest()
  const db = req.payload.db as unknown as { name: string; sessions?: Sessions }
  const transaction = req.transactionID === undefined ? null : await req.transactionID
  const session = transaction === null ? undefined : db.sessions?.[String(transaction)]
  if (db.name === 'postgres' && session) {
    await session.db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int4, ${digest.readInt32BE(0)}::int4)`)
    return work()
  }
  return withLeaseRow(req.payload, `file-room:version:${digest.toString('hex', 0, 16)}`, work)
}

/**
 * Without a transaction to lock in (SQLite here): a row of Payload's key-value table held for the
 * duration of `work`, taken in one atomic statement (free, or its holder's lease over) and deleted
 * by its holder. It is the database's, so it holds across copies of this module and processes.
 */
async function withLeaseRow<T>(payload: Payload, key: string, work: () => Promise<T>): Promise<T> {
  const holder = crypto.randomUUID()
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const now = Date.now()
    const taken = await rawQuery(
      payload,
      {
        postgres: `INSERT INTO "payload_kv" ("key", "data") VALUES ($1, $2::jsonb)
          ON CONFLICT ("key") DO UPDATE SET "data" = EXCLUDED."data"
          WHERE ("payload_kv"."data"->>'until')::bigint < $3
          RETURNING "key"`,
        sqlite: `INSERT INTO "payload_kv" ("key", "data") VALUES (?, ?)
          ON CONFLICT ("key") DO UPDATE SET "data" = excluded."data"
          WHERE json_extract("payload_kv"."data", '$.until') < ?
          RETURNING "key"`,
      },
      [key, JSON.stringify({ holder, until: now + LEASE_MS }), now],
    )
    if (taken.length === 1) break
    if (now >= deadline) throw new Error('the file version lock stayed taken')
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  try {
    return await work()
  } finally {
    await rawQuery(
      payload,
      {
        postgres: `DELETE FROM "payload_kv" WHERE "key" = $1 AND "data"->>'holder' = $2`,
        sqlite: `DELETE FROM "payload_kv" WHERE "key" = ? AND json_extract("data", '$.holder') = ?`,
      },
      [key, holder],
    ).catch(() => undefined)
  }
}

const UNIQUE_MESSAGES = new Set(['Value must be unique', '值必须是唯一的'])

/** Whether `error` is the database refusing a duplicate of a unique index (as Payload reports it, or raw). */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ValidationError) {
    const errors = (error.data as { errors?: { message?: string; tableName?: string }[] } | undefined)?.errors ?? []
    return errors.some((entry) => entry.tableName !== undefined || UNIQUE_MESSAGES.has(entry.message ?? ''))
  }
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, extendedCode, message, cause } = current as Record<string, unknown>
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || extendedCode === 'SQLITE_CONSTRAINT_UNIQUE')
      return true
    if (typeof message === 'string' && message.includes('UNIQUE constraint failed')) return true
    current = cause
  }
  return false
}

/** Tries of one filing when the database refuses a duplicate version (another writer got it first). */
export const VERSION_ATTEMPTS = 5

export type RoomFileData = {
  project: number
  name: string
  side: 'client' | 'staff'
  size: number
  sha256: string
  uploaded_by: number
  note: string | null
  status: 'ready' | 'quarantined'
  scan: string
  storage_key: string
}

/** The row a resumable upload was filed as, if it was. */
export async function filedRow(
  payload: Payload,
  storageKey: string,
  req?: PayloadRequest,
): Promise<ProjectFile | null> {
  const found = await payload.find({
    collection: 'project-files',
    where: { storage_key: { equals: storageKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/**
 * Files a finished resumable upload as a row of `project-files`, with the next version of its
 * name, once: when the upload's row exists already (an earlier attempt wrote it, then failed
 * later), that row is answered (`created: false`). Each attempt is one transaction on PostgreSQL.
 */
export async function fileRoomRow(
  payload: Payload,
  data: RoomFileData,
): Promise<{ file: ProjectFile; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const req = await createLocalReq({ context: { fileRoom: true } }, payload)
    const started = await initTransaction(req)
    try {
      const result = await withVersionLock(req, data.project, data.name, async () => {
        const filed = await filedRow(payload, data.storage_key, req)
        if (filed) return { file: filed, created: false }
        const file = await payload.create({
          collection: 'project-files',
          data: { ...data, version: await nextFileVersion(req, data.project, data.name) },
          overrideAccess: true,
          depth: 0,
          req,
          context: { fileRoom: true },
        })
        return { file, created: true }
      })
      if (started) await commitTransaction(req)
      return result
    } catch (error) {
      if (started) await killTransaction(req)
      if (attempt < VERSION_ATTEMPTS && isUniqueViolation(error)) continue
      throw error
    }
  }
}

/**
 * The admin's upload form: the new row gets its version once written (in the same transaction on
 * PostgreSQL), under the same lock as the resumable uploads, so a form and an upload of one name
 * finishing together get two numbers too. The row has none until then (a moment, on SQLite).
 */
export const numberAdminUpload: CollectionAfterChangeHook<ProjectFile> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.fileRoom || doc.version != null || !doc.name) return doc
  const projectId = idOf(doc.project)
  if (projectId === null) return doc
  return withVersionLock(req, projectId, doc.name, async () => {
    const version = await nextFileVersion(req, projectId, doc.name!)
    await req.payload.db.updateOne({
      collection: 'project-files',
      id: doc.id,
      data: { version },
      req,
      returning: false,
    })
    return { ...doc, version }
  })
}
