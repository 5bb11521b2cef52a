import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { redactedError } from '@/cms/auth/redact'
import { filedRow } from './file-versions'
import { BUSY, exclusively, uploadLocker } from './upload-locks'
import { forgetUploadRecord, isExpired, removeUpload, uploadExpiryMs, uploadRecords, uploadStore } from './upload-store'

/**
 * Abandoned uploads: an upload not finished and filed within FILE_UPLOAD_EXPIRY_DAYS of its start
 * is deleted from disk or bucket by the daily file-room task (file-retention.ts), after tus has
 * answered its HEAD and PATCH with 410 since it expired. A finished upload whose filing failed is
 * kept as long, for the client's retry to file it (uploads.ts). A record left beside a file that
 * was filed (its removal failed) is removed, never the file's bytes.
 *
 * On S3, tus's own `deleteExpired` runs afterwards too: it aborts expired multipart uploads that no
 * longer have a record (it finds them by listing the bucket's unfinished multipart uploads).
 */

/** How long the pass waits for a request writing the upload to stop (it is asked to at once). */
const LOCK_WAIT_MS = 10_000

export async function expireAbandonedUploads(
  payload: Payload,
  now = new Date(),
): Promise<{ expired: number; forgotten: number }> {
  const store = uploadStore()
  let expired = 0
  let forgotten = 0
  for (const record of await uploadRecords()) {
    try {
      const outcome = await exclusively(record.id, async () => {
        // Filed, but its record stayed: the bytes are the file's.
        if (await filedRow(payload, record.id)) {
          await forgetUploadRecord(record.id)
          return 'forgotten'
        }
        const upload = await store.getUpload(record.id).catch(() => null)
        // No readable upload behind the record (its bytes are gone): the record's own time counts.
        const started = upload?.creation_date ?? record.recordedAt.toISOString()
        if (!isExpired({ creation_date: started }, now.getTime())) return 'kept'
        // A request still writing it is asked to stop first (as a newer request would).
        const lock = uploadLocker().newLock(record.id)
        await lock.lock(AbortSignal.timeout(LOCK_WAIT_MS), () => undefined)
        try {
          await removeUpload(record.id)
        } finally {
          await lock.unlock()
        }
        return 'expired'
      })
      if (outcome === 'forgotten') forgotten += 1
      else if (outcome === 'expired') expired += 1
      else if (outcome === BUSY) continue // being filed right now
    } catch (error) {
      payload.logger.error({ err: redactedError(error), msg: '[file-room] could not expire an unfinished upload' })
    }
  }
  if (env.s3.bucket && store.hasExtension('expiration') && uploadExpiryMs() > 0) {
    try {
      const objects = await store.deleteExpired()
      if (objects > 0) payload.logger.info({ msg: '[file-room] tus removed expired multipart uploads', objects })
    } catch (error) {
      payload.logger.warn({
        err: redactedError(error),
        msg: '[file-room] tus could not list expired multipart uploads',
      })
    }
  }
  return { expired, forgotten }
}
