import 'server-only'
import crypto from 'node:crypto'
import type { Readable } from 'node:stream'
import { ERRORS, Server, type DataStore, type Upload } from '@tus/server'
import type { Project, ProjectFile } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { getLogger } from '@/cms/log'
import { redactedError } from '@/cms/auth/redact'
import { FILE_ROOM_PREFIX, removeProjectFileBytes } from '@/cms/projects/file-bytes'
import { INSUFFICIENT_STORAGE, diskFullMessage, diskSpace, reserveBytes } from '@/cms/media/upload-space'
import { fileNameProblem, looksExecutable } from '@/cms/projects/file-policy'
import { scanProjectFile } from '@/cms/projects/file-scan'
import { fileRoomRow, filedRow } from '@/cms/projects/file-versions'
import { idOf } from '@/cms/projects/ids'
import { mailNewFile } from '@/cms/projects/notify'
import { BUSY, exclusively, uploadLocker } from '@/cms/projects/upload-locks'
import { forgetUploadRecord, isExpired, uploadExpiry, uploadStore } from '@/cms/projects/upload-store'
import { ApiError } from '@/lib/api'
import { env } from '@/lib/env'
import { enforceRateLimit } from '@/lib/rate-limit'
import { fileRoomCaller } from './caller'
import { currentNda, fileRoomProject } from './service'

/**
 * Resumable uploads into a project's file room: the tus 1.0 protocol (creation, HEAD for the
 * offset, PATCH) at /api/projects/{number}/uploads, served by @tus/server inside the route. The
 * bytes stream to disk (`<upload dir>/file-room/<id>`) or, with S3_BUCKET, to the bucket as a
 * multipart upload, so memory stays flat whatever the size and several instances share uploads
 * (with REDIS_URL their locks too: cms/projects/upload-locks.ts). Who may upload is decided here
 * before tus sees the request; when the last byte arrives the file is hashed (SHA-256), checked
 * for programs and, with CLAMD_SOCKET, scanned, and its row created ("filed").
 *
 * Filing is idempotent: if it fails after the last byte (the database away), the bytes and tus's
 * record stay, the answer is a Chinese 500, and the client's retry (HEAD, or the last PATCH again)
 * files it then; once filed, HEAD and that PATCH answer as for a finished upload (never a second
 * row). An upload not finished within FILE_UPLOAD_EXPIRY_DAYS answers 410 and is deleted by the
 * daily job (cms/projects/upload-expiry.ts).
 */

const ID = /^[0-9a-f]{32}$/
const UPLOAD_PATH = /^\/api\/projects\/([^/]+)\/uploads(?:\/([^/]*))?\/?$/

/** Project, uploader and side, set by this module on the request it hands tus (never the client's). */
const CONTEXT_HEADERS = { project: 'x-file-room-project', uploader: 'x-file-room-uploader', side: 'x-file-room-side' }

/** New uploads a caller may start per 10 minutes, per address (each PATCH of one upload is free). */
export const UPLOAD_CREATE_LIMIT = { points: 60, durationSeconds: 10 * 60 }

/** Chunks (PATCH) per 10 minutes, per address: 2,000 chunks of 16 MB is 32 GB, far above any line. */
export const UPLOAD_PATCH_LIMIT = { points: 2000, durationSeconds: 10 * 60 }

type Failure = { status_code: number; body: string }
/** This module's refusals (already in Chinese); anything else tus answers is put into Chinese. */
const ours = new WeakSet<object>()
function fail(status_code: number, body: string): Failure {
  const failure = { status_code, body }
  ours.add(failure)
  return failure
}
const isOurs = (error: unknown): error is Failure => typeof error === 'object' && error !== null && ours.has(error)

const MSG = {
  notFound: '未找到该上传，请重新选择文件上传',
  expired: () => `上传已过期：开始后 ${uploadExpiry.days} 天内未完成的上传会被删除，请重新选择文件上传`,
  tooLarge: () => `文件过大：单个文件不能超过 ${Math.floor(env.fileRoom.maxBytes / 1024 ** 3)} GB`,
  filingFailed: '文件已上传，但登记失败，请稍后重试或联系顾问',
  filingBusy: '文件已上传，正在校验和登记，请稍候',
  unavailable: '暂时无法确认上传进度，请稍后重试',
  quarantined: '文件未通过安全扫描，已被隔离，请联系您的顾问',
  executable: '出于安全考虑，不能上传可执行程序，文件已删除',
  locked: '该文件正在另一处上传，请稍后再试',
  aborted: '同一文件有新的上传请求，本次请求已中断',
  offset: '上传进度与服务器记录不一致，请刷新页面后重新选择该文件继续上传',
  invalid: '上传请求无效，请刷新页面后重试',
  failed: '上传失败，请稍后重试',
}

/** Whether `error` is tus's `known` error (compared by value too: a bundle may hold two copies of tus). */
function isTusError(error: unknown, known: { status_code: number; body: string }): boolean {
  if (error === known) return true
  const other = error as { status_code?: unknown; body?: unknown } | null
  return (
    typeof other === 'object' && other !== null && other.status_code === known.status_code && other.body === known.body
  )
}

/** tus's own refusals (English), in Chinese with the status tus-js-client acts on. */
function inChinese(error: unknown): Failure {
  if (isTusError(error, ERRORS.ERR_LOCK_TIMEOUT)) return fail(423, MSG.locked)
  if (isTusError(error, ERRORS.ABORTED)) return fail(400, MSG.aborted)
  const status =
    typeof error === 'object' && error !== null && 'status_code' in error && typeof error.status_code === 'number'
      ? error.status_code
      : 500
  if (status === 410) return fail(410, MSG.expired())
  if (status === 413) return fail(413, MSG.tooLarge())
  if (status === 404) return fail(404, MSG.notFound)
  if (status === 409) return fail(409, MSG.offset)
  if (status >= 500) return fail(status, MSG.failed)
  return fail(status, MSG.invalid)
}

const HAS_CHINESE = /[\u4e00-\u9fff]/

/** A tus-style plain-text answer of this module (tus-js-client reads the status and the body). */
function tusAnswer(status: number, headers: Record<string, string> = {}, body: string | null = null): Response {
  const out = new Headers({ 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store', ...headers })
  if (body !== null) out.set('Content-Type', 'text/plain; charset=utf-8')
  return new Response(body, { status, headers: out })
}

const failureAnswer = (failure: Failure, headers: Record<string, string> = {}) =>
  tusAnswer(failure.status_code, headers, failure.body)

function headerOf(request: Request, name: string): string {
  return request.headers.get(name) ?? ''
}

async function hashAndCheck(source: Readable): Promise<{ sha256: string; executable: boolean; size: number }> {
  const hash = crypto.createHash('sha256')
  let head = Buffer.alloc(0)
  let size = 0
  for await (const chunk of source) {
    const bytes = chunk as Buffer
    if (head.length < 4) head = Buffer.concat([head, bytes.subarray(0, 4 - head.length)])
    hash.update(bytes)
    size += bytes.length
  }
  return { sha256: hash.digest('hex'), executable: looksExecutable(head), size }
}

async function readUpload(store: DataStore, id: string): Promise<Readable> {
  return (await (store as unknown as { read(id: string): Readable | Promise<Readable> }).read(id)) as Readable
}

/**
 * Files the finished upload: hash and program check, scan, row (with the next version of its
 * name), then tus forgets it. Runs once at a time per upload (on any instance: `exclusively`), and
 * a row already written for it is answered instead of a second one. Answers the row (quarantined
 * or ready), BUSY while another attempt runs, or throws a Failure (a program: bytes removed).
 */
async function fileUpload(store: DataStore, upload: Upload): Promise<ProjectFile | typeof BUSY> {
  return exclusively(upload.id, async () => {
    const id = upload.id
    const metadata = upload.metadata ?? {}
    const payload = await getPayload()
    const filed = await filedRow(payload, id)
    if (filed) {
      await forgetUploadRecord(id)
      return filed
    }
    const projectId = Number(metadata.project)
    const side = metadata.side === 'client' ? 'client' : 'staff'
    const { sha256, executable, size } = await hashAndCheck(await readUpload(store, id))
    if (executable) {
      await removeProjectFileBytes({ storage_key: id })
      throw fail(415, MSG.executable)
    }
    const { status, scan } = await scanProjectFile(
      size,
      () => readUpload(store, id),
      (message) => payload.logger.warn(message),
    )
    const { file, created } = await fileRoomRow(payload, {
      project: projectId,
      name: (metadata.filename ?? '').trim(),
      side,
      size,
      sha256,
      uploaded_by: Number(metadata.uploader),
      note: (metadata.note ?? '').trim().slice(0, 500) || null,
      status,
      scan,
      storage_key: id,
    })
    await forgetUploadRecord(id)
    if (created && file.status === 'ready') mailNewFile(payload, projectId, side === 'staff')
    return file
  })
}

/**
 * `fileUpload` with its outcome as the answer's terms: the ready row, or a Failure thrown in
 * Chinese (quarantined 422, being filed 503, filing failed 500: logged without the file's name).
 */
async function fileOrRefuse(store: DataStore, upload: Upload): Promise<ProjectFile> {
  let filed: ProjectFile | typeof BUSY
  try {
    filed = await fileUpload(store, upload)
  } catch (error) {
    if (isOurs(error)) throw error
    // Redacted: a database error's message carries the statement's parameters (the file's name).
    ;(await getLogger(error)).error({ err: redactedError(error) }, '[file-room] filing a finished upload failed')
    throw fail(500, MSG.filingFailed)
  }
  if (filed === BUSY) throw fail(503, MSG.filingBusy)
  if (filed.status === 'quarantined') throw fail(422, MSG.quarantined)
  return filed
}

/** The answer to HEAD, or to the last PATCH sent again, of an upload whose bytes all arrived. */
function finishedAnswer(method: string, size: number): Response {
  const offset = String(size)
  return method === 'HEAD'
    ? tusAnswer(200, { 'Upload-Offset': offset, 'Upload-Length': offset })
    : tusAnswer(204, { 'Upload-Offset': offset })
}

/**
 * A request body that ends, rather than fails, when the connection drops: tus then keeps every
 * byte that arrived (a failing body makes it discard what was still buffered), and the client's
 * HEAD finds the offset to resume from. tus does the same for a request it aborts itself.
 */
function keepWhatArrived(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch {
        controller.close()
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

let server: Server | null = null

function tusServer(): Server {
  if (server) return server
  const store = uploadStore()
  server = new Server({
    path: '/api/projects/uploads',
    datastore: store,
    locker: uploadLocker(),
    maxSize: env.fileRoom.maxBytes,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => `${FILE_ROOM_PREFIX}/${crypto.randomBytes(16).toString('hex')}`,
    getFileIdFromRequest: (req) => {
      const match = UPLOAD_PATH.exec(new URL(req.url).pathname)
      const id = match?.[2] ?? ''
      return ID.test(id) ? `${FILE_ROOM_PREFIX}/${id}` : undefined
    },
    generateUrl: (req, { id }) => {
      const match = UPLOAD_PATH.exec(new URL(req.url).pathname)
      return `/api/projects/${match?.[1] ?? ''}/uploads/${id.slice(FILE_ROOM_PREFIX.length + 1)}`
    },
    onUploadCreate: async (req, upload) => {
      const problem = fileNameProblem(upload.metadata?.filename ?? '')
      if (problem) throw fail(400, problem)
      if (upload.size === 0) throw fail(400, '不能上传空文件')
      if (!env.s3.bucket && upload.size) {
        const space = await diskSpace(env.uploadDir)
        if (space.freeBytes - reserveBytes(space.totalBytes) < upload.size)
          throw fail(INSUFFICIENT_STORAGE, diskFullMessage(upload.size, space.freeBytes))
      }
      return {
        metadata: {
          ...upload.metadata,
          filename: (upload.metadata?.filename ?? '').trim(),
          project: headerOf(req, CONTEXT_HEADERS.project),
          uploader: headerOf(req, CONTEXT_HEADERS.uploader),
          side: headerOf(req, CONTEXT_HEADERS.side),
        },
      }
    },
    onUploadFinish: async (_req, upload) => {
      await fileOrRefuse(store, upload)
      return {}
    },
    onResponseError: async (_req, error) => {
      if (isOurs(error)) return undefined
      // tus's own refusals are expected; anything else (the store failing) is logged, without names.
      if (!('status_code' in error))
        (await getLogger(error)).error({ err: redactedError(error) }, '[file-room] upload request failed')
      return inChinese(error)
    },
  })
  return server
}

/**
 * The upload `key` if tus keeps it and it is this caller's own upload into this project, else
 * null (someone else's answers as an unknown id). A store that cannot be read fails the request.
 */
async function ownUpload(key: string, project: Project, uploader: number): Promise<Upload | null> {
  let upload: Upload
  try {
    upload = await tusServer().datastore.getUpload(key)
  } catch (error) {
    if (isTusError(error, ERRORS.FILE_NOT_FOUND) || isTusError(error, ERRORS.FILE_NO_LONGER_EXISTS)) return null
    throw error
  }
  const own = upload.metadata?.project === String(project.id) && upload.metadata?.uploader === String(uploader)
  return own ? upload : null
}

/**
 * HEAD, or the last PATCH again, of an upload tus no longer keeps: if it was filed as this
 * caller's file of this project, answered as a finished upload (its answer was lost), or as
 * quarantined; otherwise unknown (404).
 */
async function answerFiled(request: Request, key: string, project: Project, uploader: number): Promise<Response> {
  const row = await filedRow(await getPayload(), key)
  if (!row || idOf(row.project) !== project.id || idOf(row.uploaded_by) !== uploader || row.status === 'deleted')
    throw new ApiError(404, MSG.notFound)
  await request.body?.cancel().catch(() => undefined)
  if (row.status === 'quarantined') return failureAnswer(fail(422, MSG.quarantined))
  const size = row.size ?? 0
  if (request.method === 'PATCH' && request.headers.get('upload-offset') !== String(size))
    return failureAnswer(fail(409, MSG.offset))
  return finishedAnswer(request.method, size)
}

/**
 * Tell tus-js-client to try again later: 423 (Locked). On HEAD any other failure (a 5xx too) makes
 * it drop the upload and send the whole file again as a new one; on 423 it keeps the upload and
 * retries after its delays.
 */
const tryAgainLater = (body: string) => failureAnswer(fail(423, body), { 'Retry-After': '5' })

/**
 * HEAD, or the last PATCH again (offset = size), of an upload whose bytes all arrived but which
 * was not filed (its filing failed): filed now, and answered as finished; when filing fails again
 * or runs elsewhere, 423 (the client keeps the upload and asks again). Null for anything else (tus
 * answers it: the offset, a 409, or 410 once expired).
 */
async function fileIfFinished(request: Request, upload: Upload): Promise<Response | null> {
  if (upload.size === undefined || upload.offset !== upload.size || isExpired(upload)) return null
  if (request.method === 'PATCH' && request.headers.get('upload-offset') !== String(upload.size)) return null
  await request.body?.cancel().catch(() => undefined)
  try {
    await fileOrRefuse(tusServer().datastore, upload)
  } catch (error) {
    if (!isOurs(error)) throw error
    return error.status_code >= 500 ? tryAgainLater(error.body) : failureAnswer(error)
  }
  return finishedAnswer(request.method, upload.size)
}

/** tus's answers that bypass onResponseError (a missing Tus-Resumable, bad headers): in Chinese too. */
async function inChineseAnswer(answer: Response): Promise<Response> {
  if (answer.status < 400) return answer
  const text = await answer.text()
  const headers = new Headers(answer.headers)
  headers.delete('Content-Length')
  const body = HAS_CHINESE.test(text) ? text : inChinese({ status_code: answer.status, body: text }).body
  return new Response(body, { status: answer.status, headers })
}

/**
 * One tus request of `/api/projects/{number}/uploads[/<id>]`: the caller is the project's client
 * (who has accepted the current 保密协议) or its staff; a continued upload must be theirs. A HEAD
 * the server cannot answer now (the database away) answers 423, so the client keeps its upload.
 */
export async function handleUpload(request: Request, number: string, uploadId: string | null): Promise<Response> {
  try {
    return await tusRequest(request, number, uploadId)
  } catch (error) {
    if (request.method !== 'HEAD' || (error instanceof ApiError && error.status < 500)) throw error
    ;(await getLogger(error)).error({ err: redactedError(error) }, '[file-room] an upload’s offset could not be told')
    return tryAgainLater(MSG.unavailable)
  }
}

async function tusRequest(request: Request, number: string, uploadId: string | null): Promise<Response> {
  const caller = await fileRoomCaller(request)
  const { project, side, payload } = await fileRoomProject(caller, number)
  if (project.stage === 'cancelled') throw new ApiError(409, '项目已取消，不能再上传文件')
  if (
    project.files_kept_until &&
    new Date(project.files_kept_until).getTime() <= Date.now() &&
    project.stage === 'completed'
  )
    throw new ApiError(409, '项目文件已过保留期，不能再上传文件')
  if (side === 'client') {
    const nda = await currentNda(payload)
    if (project.nda?.version !== nda.version) throw new ApiError(403, '请先阅读并接受《保密协议》，再上传文件')
  }
  if (request.method === 'POST') {
    if (uploadId !== null) throw new ApiError(405, '不支持的请求方法')
    await enforceRateLimit(request, 'file-room-uploads', UPLOAD_CREATE_LIMIT)
  } else {
    if (request.method === 'PATCH') await enforceRateLimit(request, 'file-room-patches', UPLOAD_PATCH_LIMIT)
    if (uploadId === null || !ID.test(uploadId)) throw new ApiError(404, MSG.notFound)
    const key = `${FILE_ROOM_PREFIX}/${uploadId}`
    const upload = await ownUpload(key, project, caller.id)
    if (!upload) return answerFiled(request, key, project, caller.id)
    const finished = await fileIfFinished(request, upload)
    if (finished) return finished
  }
  const headers = new Headers(request.headers)
  for (const name of Object.values(CONTEXT_HEADERS)) headers.delete(name)
  headers.set(CONTEXT_HEADERS.project, String(project.id))
  headers.set(CONTEXT_HEADERS.uploader, String(caller.id))
  headers.set(CONTEXT_HEADERS.side, side)
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body:
      request.body && (request.method === 'PATCH' || request.method === 'POST') ? keepWhatArrived(request.body) : null,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM type lacks it.
    duplex: 'half',
  })
  const answer = await inChineseAnswer(await tusServer().handleWeb(forwarded))
  const out = new Headers(answer.headers)
  out.set('Cache-Control', 'no-store')
  return new Response(answer.body, { status: answer.status, headers: out })
}
