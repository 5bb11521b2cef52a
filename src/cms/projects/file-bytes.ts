import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { UPLOAD_FOLDERS, s3ClientConfig } from '@/cms/storage'
import { env } from '@/lib/env'
import type { ProjectFile } from '@/payload-types'

/**
 * Where a project file's bytes are: the file room's resumable uploads under `storage_key`
 * (`file-room/<id>`, in the upload folder or the bucket), files added through the admin's upload
 * form under Payload's `filename` (the `project-files` folder or prefix). Read by the server only,
 * after an access check; a file is never reachable at an address of its own.
 */

type StoredFile = Pick<ProjectFile, 'filename' | 'prefix'> & { storage_key?: string | null }

/** The file room's folder (disk) or key prefix (bucket) for resumable uploads. */
export const FILE_ROOM_PREFIX = 'file-room'

let client: S3Client | null = null
export function fileRoomS3(): S3Client {
  client ??= new S3Client(s3ClientConfig())
  return client
}

function safeName(name: string | null | undefined): string {
  if (!name || name.includes('/') || name.includes('\\') || name === '..' || name === '.')
    throw new Error('project file has no usable name')
  return name
}

/** The bucket key (S3) or the path under the upload folder (disk), or null for a file with no bytes. */
function locationOf(file: StoredFile): string | null {
  if (file.storage_key) {
    const [prefix, id, ...rest] = file.storage_key.split('/')
    if (prefix !== FILE_ROOM_PREFIX || rest.length > 0) throw new Error('project file has no usable key')
    return `${FILE_ROOM_PREFIX}/${safeName(id)}`
  }
  if (!file.filename) return null
  const name = safeName(file.filename)
  return env.s3.bucket
    ? path.posix.join(file.prefix || UPLOAD_FOLDERS['project-files'], name)
    : path.posix.join('project-files', name)
}

function requireLocation(file: StoredFile): string {
  const location = locationOf(file)
  if (!location) throw new Error('project file has no stored bytes')
  return location
}

/** The whole file in memory: for the small ones (invoice PDFs), never for the file room's data. */
export async function readProjectFile(file: StoredFile): Promise<Buffer> {
  const location = requireLocation(file)
  if (env.s3.bucket) {
    const object = await fileRoomS3().send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: location }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  return fsp.readFile(path.join(env.uploadDir, location))
}

/** The file's size in bytes (disk only; S3 downloads answer by presigned URL). */
export async function projectFileSize(file: StoredFile): Promise<number> {
  return (await fsp.stat(path.join(env.uploadDir, requireLocation(file)))).size
}

/**
 * The file as a stream, for downloads and checks of any size, or the inclusive byte range `range`
 * of it (a resumed download). Downloads read from disk; S3 answers them by presigned URL.
 */
export async function streamProjectFile(
  file: StoredFile,
  range?: { start: number; end: number },
): Promise<{ stream: Readable; size: number }> {
  const location = requireLocation(file)
  if (env.s3.bucket) {
    const object = await fileRoomS3().send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: location }))
    return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) }
  }
  const full = path.join(env.uploadDir, location)
  const { size } = await fsp.stat(full)
  return { stream: fs.createReadStream(full, range), size }
}

/** A presigned GET of the bucket's object, valid `seconds`, saved under `downloadName`. */
export async function presignedDownload(file: StoredFile, downloadName: string, seconds: number): Promise<string> {
  const location = requireLocation(file)
  return getSignedUrl(
    fileRoomS3(),
    new GetObjectCommand({
      Bucket: env.s3.bucket!,
      Key: location,
      ResponseContentDisposition: `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: seconds },
  )
}

/** Whether the bytes are still there (the retention job's and the doctor's check). */
export async function projectFileExists(file: StoredFile): Promise<boolean> {
  const location = locationOf(file)
  if (!location) return false
  try {
    if (env.s3.bucket) await fileRoomS3().send(new HeadObjectCommand({ Bucket: env.s3.bucket, Key: location }))
    else await fsp.access(path.join(env.uploadDir, location))
    return true
  } catch {
    return false
  }
}

/** Removes the bytes (and the file room's bookkeeping beside them); the row stays as a tombstone. */
export async function removeProjectFileBytes(file: StoredFile): Promise<void> {
  const location = locationOf(file)
  if (!location) return
  // The file room's upload keeps its state next to the data (`.json` on disk, `.info` in a bucket).
  const companions = file.storage_key
    ? env.s3.bucket
      ? [`${location}.info`, `${location}.part`]
      : [`${location}.json`]
    : []
  if (env.s3.bucket) {
    // One by one: DeleteObjects needs a checksum header some S3-compatible services refuse.
    for (const Key of [location, ...companions])
      await fileRoomS3().send(new DeleteObjectCommand({ Bucket: env.s3.bucket, Key }))
    return
  }
  for (const relative of [location, ...companions]) await fsp.rm(path.join(env.uploadDir, relative), { force: true })
}

/** The bucket's record of a finished tus upload (`<key>.info`): removed once the file is filed. */
export async function removeTusInfo(storageKey: string): Promise<void> {
  const location = locationOf({ storage_key: storageKey, filename: null, prefix: null })
  if (!location || !env.s3.bucket) return
  await fileRoomS3().send(new DeleteObjectCommand({ Bucket: env.s3.bucket, Key: `${location}.info` }))
}
