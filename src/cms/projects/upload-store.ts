import fsp from 'node:fs/promises'
import path from 'node:path'
import { AbortMultipartUploadCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { MemoryKvStore, type DataStore, type Upload } from '@tus/server'
import { s3ClientConfig } from '@/cms/storage'
import { env, positiveNumber } from '@/lib/env'
import { FILE_ROOM_PREFIX, fileRoomS3, removeProjectFileBytes, removeTusInfo } from './file-bytes'

/**
 * Where the file room's resumable uploads are kept while they arrive (tus's data store): on disk
 * under `UPLOAD_DIR/file-room/` (the bytes and a `.json` record beside them) or, with S3_BUCKET,
 * as a multipart upload in the bucket (with a `.info` record and an incomplete `.part`). The record
 * is removed once the upload is filed; an upload not finished (or not filed) within
 * FILE_UPLOAD_EXPIRY_DAYS of its start is expired: tus answers its HEAD and PATCH 410, and the
 * daily job (upload-expiry.ts) deletes it.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Days an upload may take from its start (FILE_UPLOAD_EXPIRY_DAYS, 7 by default); tests change it here. */
export const uploadExpiry = { days: positiveNumber('FILE_UPLOAD_EXPIRY_DAYS', 7) }

export const uploadExpiryMs = (): number => uploadExpiry.days * DAY_MS

/** Whether `upload` (started at its `creation_date`) is past its time at `now`: tus's own rule. */
export function isExpired(upload: Pick<Upload, 'creation_date'>, now = Date.now()): boolean {
  if (!upload.creation_date) return false
  return now > new Date(upload.creation_date).getTime() + uploadExpiryMs()
}

// tus reads the period through getExpiration() (HEAD, PATCH, Upload-Expires, deleteExpired): from
// the setting above, so it is the same period everywhere and a test can shorten it.
class ExpiringFileStore extends FileStore {
  override getExpiration(): number {
    return uploadExpiryMs()
  }
}

class ExpiringS3Store extends S3Store {
  override getExpiration(): number {
    return uploadExpiryMs()
  }
}

let store: DataStore | null = null
/** The S3 store's cache of `.info` records (this process's), cleared when an upload is removed. */
let s3Cache: MemoryKvStore<unknown> | null = null

/** This process's tus data store. */
export function uploadStore(): DataStore {
  if (store) return store
  if (env.s3.bucket) {
    s3Cache = new MemoryKvStore()
    store = new ExpiringS3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: uploadExpiryMs(),
      // No `Tus-Completed` object tags: nothing here reads them, and not every S3-compatible service takes them.
      useTags: false,
      cache: s3Cache as ConstructorParameters<typeof S3Store>[0]['cache'],
      s3ClientConfig: { ...s3ClientConfig(), bucket: env.s3.bucket },
    })
  } else {
    store = new ExpiringFileStore({ directory: env.uploadDir, expirationPeriodInMilliseconds: uploadExpiryMs() })
  }
  return store
}

export type UploadRecord = { id: string; recordedAt: Date }

/** Every upload tus still keeps a record of (unfinished, or finished and not yet filed). */
export async function uploadRecords(): Promise<UploadRecord[]> {
  if (env.s3.bucket) {
    const records: UploadRecord[] = []
    let token: string | undefined
    do {
      const page = await fileRoomS3().send(
        new ListObjectsV2Command({ Bucket: env.s3.bucket, Prefix: `${FILE_ROOM_PREFIX}/`, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) {
        const match = /^(file-room\/[0-9a-f]{32})\.info$/.exec(object.Key ?? '')
        if (match) records.push({ id: match[1]!, recordedAt: object.LastModified ?? new Date() })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return records
  }
  const folder = path.join(env.uploadDir, FILE_ROOM_PREFIX)
  let names: string[]
  try {
    names = await fsp.readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const records: UploadRecord[] = []
  for (const name of names) {
    const match = /^([0-9a-f]{32})\.json$/.exec(name)
    if (!match) continue
    const stat = await fsp.stat(path.join(folder, name)).catch(() => null)
    if (stat) records.push({ id: `${FILE_ROOM_PREFIX}/${match[1]}`, recordedAt: stat.mtime })
  }
  return records
}

/** Forgets a filed upload: its record only (the bytes are the file's now); HEAD and PATCH then find nothing. */
export async function forgetUploadRecord(id: string): Promise<void> {
  if (env.s3.bucket) {
    await removeTusInfo(id)
    await s3Cache?.delete(id)
    return
  }
  const data = uploadStore()
  if (data instanceof FileStore) await data.configstore.delete(id).catch(ignoreMissing)
}

/** Deletes an upload that will not be filed: its bytes, its record, and on S3 its multipart upload. */
export async function removeUpload(id: string): Promise<void> {
  if (env.s3.bucket) {
    const info = await fileRoomS3()
      .send(new HeadObjectCommand({ Bucket: env.s3.bucket, Key: `${id}.info` }))
      .catch(() => null)
    const uploadId = info?.Metadata?.['upload-id']
    if (uploadId) {
      // Completed (finished, not filed) or already gone: nothing to abort.
      await fileRoomS3()
        .send(new AbortMultipartUploadCommand({ Bucket: env.s3.bucket, Key: id, UploadId: uploadId }))
        .catch(() => undefined)
    }
    await s3Cache?.delete(id)
  }
  await removeProjectFileBytes({ storage_key: id, filename: null, prefix: null })
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
}
