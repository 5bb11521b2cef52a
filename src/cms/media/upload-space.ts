import fs from 'node:fs/promises'
import path from 'node:path'
import {
  FileUploadError,
  type CollectionAfterErrorHook,
  type CollectionBeforeValidateHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'
import { publicApiError } from '@/cms/errors'
import { megabytes } from '@/cms/media/rules'

/**
 * Uploads on a full disk (local storage only; a bucket has its own limits).
 *
 * Payload writes an upload's files (the original and every generated size) after the collection's
 * `beforeValidate` hooks and before it inserts the row. When a write fails (ENOSPC), Payload leaves
 * the files already written, and the one cut short, on disk and answers an English 400 that names
 * no cause. So:
 * - before the write (`beforeValidate`), the files' total size, plus a reserve, is compared with the
 *   free space of the upload folder: too little is a Chinese 507 and nothing is written;
 * - when the operation fails anyway (two uploads racing for the last space, a disk out of inodes,
 *   which the check above does not count, or any later error), `afterError` removes the files this
 *   request planned to write unless a row refers to them, and a write failure on a disk that
 *   cannot hold them is answered with the same Chinese 507 (Payload's own 400 otherwise).
 */

/** The Chinese refusal when the upload folder's disk cannot hold the upload. */
export const diskFullMessage = (neededBytes: number, freeBytes: number): string =>
  `服务器存储空间不足：本次上传约需 ${megabytes(neededBytes)}，当前仅剩 ${megabytes(freeBytes)}。文件未保存，请联系管理员清理或扩容后再上传。`

/** The same refusal when the disk has bytes left but cannot hold more files (out of inodes). */
export const noMoreFilesMessage =
  '服务器存储空间不足：磁盘上的文件数量已达上限，无法再保存新文件。文件未保存，请联系管理员清理或扩容后再上传。'

export const INSUFFICIENT_STORAGE = 507

/** Space kept free for everything else on the disk: 1% of it, between 64 KiB and 512 MiB. */
export function reserveBytes(totalBytes: number): number {
  return Math.min(512 * 1024 * 1024, Math.max(64 * 1024, Math.floor(totalBytes / 100)))
}

export type DiskSpace = { freeBytes: number; totalBytes: number; blockSize: number; freeInodes: number }

/** Free (to this process) and total bytes, and free inodes, of the filesystem holding `folder`. */
export async function diskSpace(folder: string): Promise<DiskSpace> {
  const stats = await fs.statfs(folder)
  return {
    freeBytes: stats.bavail * stats.bsize,
    totalBytes: stats.blocks * stats.bsize,
    blockSize: stats.bsize,
    freeInodes: stats.ffree,
  }
}

type PlannedFile = { path: string; bytes: number }
type UploadData = {
  filename?: unknown
  filesize?: unknown
  sizes?: Record<string, { filename?: unknown; filesize?: unknown } | null | undefined>
}

/** The files Payload is about to write for `data` (the original and each generated size). */
export function plannedFiles(staticDir: string, data: UploadData): PlannedFile[] {
  const entries = [data, ...Object.values(data.sizes ?? {})]
  const files: PlannedFile[] = []
  for (const entry of entries) {
    if (!entry || typeof entry.filename !== 'string' || !entry.filename) continue
    const bytes = typeof entry.filesize === 'number' && entry.filesize > 0 ? entry.filesize : 0
    files.push({ path: path.join(staticDir, path.basename(entry.filename)), bytes })
  }
  return files
}

/** Bytes the files take on a disk of `blockSize`-byte blocks (each file rounded up to whole blocks). */
export function bytesOnDisk(files: PlannedFile[], blockSize: number): number {
  const block = blockSize > 0 ? blockSize : 4096
  return files.reduce((sum, file) => sum + Math.max(1, Math.ceil(file.bytes / block)) * block, 0)
}

type Pending = { staticDir: string; files: PlannedFile[]; neededBytes: number; original: string }
const CONTEXT_KEY = 'plannedUploadFiles'

type Options = { space?: (folder: string) => Promise<DiskSpace> }

/** `beforeValidate`: refuses an upload the disk cannot hold, and notes the files it will write. */
export function checkUploadSpace(options: Options = {}): CollectionBeforeValidateHook {
  const space = options.space ?? diskSpace
  return async ({ collection, data, req }) => {
    const upload = collection.upload
    if (!req.file || !data || typeof upload !== 'object' || upload.disableLocalStorage || !upload.staticDir) return data
    const staticDir = path.resolve(upload.staticDir)
    const all = plannedFiles(staticDir, data as UploadData)
    if (all.length === 0) return data
    const { freeBytes, totalBytes, blockSize } = await space(staticDir)
    // Files already there are not this request's (Payload picks a new name for every upload).
    const files = (await Promise.all(all.map(async (file) => ((await exists(file.path)) ? null : file)))).filter(
      (file): file is PlannedFile => file !== null,
    )
    const neededBytes = bytesOnDisk(all, blockSize) + reserveBytes(totalBytes)
    if (freeBytes < neededBytes) {
      throw publicApiError(diskFullMessage(neededBytes, freeBytes), INSUFFICIENT_STORAGE)
    }
    req.context[CONTEXT_KEY] = {
      staticDir,
      files,
      neededBytes,
      original: path.basename(String((data as UploadData).filename)),
    } satisfies Pending
    return data
  }
}

/**
 * `afterError`: removes the files this request planned when no row refers to them (so a failed
 * upload leaves neither a partial file nor files without a row), and answers a write failure on a
 * disk that is now too full with the Chinese 507.
 */
export function cleanUpFailedUpload(options: Options = {}): CollectionAfterErrorHook {
  const space = options.space ?? diskSpace
  return async ({ collection, error, req }) => {
    const pending = req.context[CONTEXT_KEY] as Pending | undefined
    if (!pending) return
    delete req.context[CONTEXT_KEY]
    if (await referenced(req, collection.slug as CollectionSlug, pending.original)) return
    await Promise.all(pending.files.map((file) => fs.rm(file.path, { force: true }).catch(() => {})))
    if (!isFileWriteError(error)) return
    const { freeBytes, freeInodes } = await space(pending.staticDir).catch(() => ({
      freeBytes: Number.POSITIVE_INFINITY,
      freeInodes: Number.POSITIVE_INFINITY,
    }))
    // Even with this request's files removed, the disk cannot hold them: out of space or of inodes.
    if (freeBytes >= pending.neededBytes && freeInodes >= pending.files.length) return
    const message =
      freeBytes < pending.neededBytes ? diskFullMessage(pending.neededBytes, freeBytes) : noMoreFilesMessage
    return { status: INSUFFICIENT_STORAGE, response: { errors: [{ message }] } }
  }
}

/** Payload's FileUploadError: the one error its file writing throws (the cause is only logged). */
function isFileWriteError(error: unknown): boolean {
  return error instanceof FileUploadError || (error instanceof Error && error.name === 'FileUploadError')
}

/** Whether a stored row names `filename` (then its files are in use and stay). Unknown: assume so. */
async function referenced(req: PayloadRequest, collection: CollectionSlug, filename: string): Promise<boolean> {
  try {
    const found = await req.payload.db.findOne({ collection, where: { filename: { equals: filename } } })
    return Boolean(found)
  } catch {
    return true
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}
