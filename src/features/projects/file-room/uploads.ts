import 'server-only'
import crypto from 'node:crypto'
import type { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { Server, type DataStore } from '@tus/server'
import { createLocalReq } from 'payload'
import type { Project } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { FILE_ROOM_PREFIX, removeProjectFileBytes, removeTusInfo } from '@/cms/projects/file-bytes'
import { INSUFFICIENT_STORAGE, diskFullMessage, diskSpace, reserveBytes } from '@/cms/media/upload-space'
import { fileNameProblem, looksExecutable } from '@/cms/projects/file-policy'
import { nextFileVersion } from '@/cms/projects/file-versions'
import { mailNewFile } from '@/cms/projects/notify'
import { s3ClientConfig } from '@/cms/storage'
import { ApiError } from '@/lib/api'
import { env } from '@/lib/env'
import { enforceRateLimit } from '@/lib/rate-limit'
import { fileRoomCaller } from './caller'
import { currentNda, fileRoomProject } from './service'
import { scanStream } from './virus-scan'

/**
 * Resumable uploads into a project's file room: the tus 1.0 protocol (creation, HEAD for the
 * offset, PATCH) at /api/projects/{number}/uploads, served by @tus/server inside the route. The
 * bytes stream to disk (`<upload dir>/file-room/<id>`) or, with S3_BUCKET, to the bucket as a
 * multipart upload, so memory stays flat whatever the size and several instances share uploads.
 * Who may upload is decided here before tus sees the request; when the last byte arrives the file
 * is hashed (SHA-256), checked for programs and, with CLAMD_SOCKET, scanned, and its row created.
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
const fail = (status_code: number, body: string): Failure => ({ status_code, body })

function storeFor(): DataStore {
  if (env.s3.bucket) {
    return new S3Store({
      partSize: 8 * 1024 * 1024,
      s3ClientConfig: { ...s3ClientConfig(), bucket: env.s3.bucket },
    })
  }
  return new FileStore({ directory: env.uploadDir })
}

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

/** The finished upload becomes a project file (or is refused, its bytes removed or quarantined). */
async function finishUpload(
  store: DataStore,
  request: Request,
  id: string,
  metadata: Record<string, string | null>,
): Promise<void> {
  const projectId = Number(headerOf(request, CONTEXT_HEADERS.project))
  const uploader = Number(headerOf(request, CONTEXT_HEADERS.uploader))
  const side = headerOf(request, CONTEXT_HEADERS.side) === 'client' ? 'client' : 'staff'
  const name = (metadata.filename ?? '').trim()
  const payload = await getPayload()
  // A finished upload is filed once: its last PATCH sent again (offset = size, no body) is refused.
  const filed = await payload.count({
    collection: 'project-files',
    where: { storage_key: { equals: id } },
    overrideAccess: true,
  })
  if (filed.totalDocs > 0) throw fail(409, '该文件已上传完成')
  const { sha256, executable, size } = await hashAndCheck(await readUpload(store, id))
  if (executable) {
    await removeProjectFileBytes({ storage_key: id })
    throw fail(415, '出于安全考虑，不能上传可执行程序，文件已删除')
  }
  let status: 'ready' | 'quarantined' = 'ready'
  let scan = '未扫描'
  if (env.fileRoom.clamdSocket && size > env.fileRoom.scanMaxBytes) {
    scan = '超过扫描大小上限，未扫描'
  } else if (env.fileRoom.clamdSocket) {
    const result = await scanStream(env.fileRoom.clamdSocket, await readUpload(store, id))
    if (result.verdict === 'clean') scan = '已扫描，未发现病毒'
    else {
      status = 'quarantined'
      scan = result.verdict === 'infected' ? `发现病毒：${result.signature}` : `扫描失败：${result.reason}`
    }
  }
  const req = await createLocalReq({ context: { fileRoom: true } }, payload)
  await payload.create({
    collection: 'project-files',
    data: {
      project: projectId,
      name,
      side,
      size,
      sha256,
      version: await nextFileVersion(req, projectId, name),
      uploaded_by: uploader,
      note: (metadata.note ?? '').trim().slice(0, 500) || null,
      status,
      scan,
      storage_key: id,
    },
    overrideAccess: true,
    context: { fileRoom: true },
  })
  await forgetUpload(store, id)
  if (status === 'quarantined') throw fail(422, '文件未通过安全扫描，已被隔离，请联系您的顾问')
  mailNewFile(payload, projectId, side === 'staff')
}

/** Once filed, tus forgets the upload (its bookkeeping beside the bytes): HEAD and PATCH then find nothing. */
async function forgetUpload(store: DataStore, id: string): Promise<void> {
  if (store instanceof FileStore) await store.configstore.delete(id)
  else await removeTusInfo(id)
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
  const store = storeFor()
  server = new Server({
    path: '/api/projects/uploads',
    datastore: store,
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
    onUploadFinish: async (req, upload) => {
      try {
        await finishUpload(store, req, upload.id, upload.metadata ?? {})
      } catch (error) {
        if (error && typeof error === 'object' && 'status_code' in error) throw error
        throw fail(500, '文件已上传，但登记失败，请稍后重试或联系顾问')
      }
      return {}
    },
    onResponseError: (_req, error) => {
      if ('status_code' in error && error.status_code === 413)
        return fail(413, `文件过大：单个文件不能超过 ${Math.floor(env.fileRoom.maxBytes / 1024 ** 3)} GB`)
      return undefined
    },
  })
  return server
}

/** Upload ids only this caller's own upload into this project may continue (else 404, like an unknown id). */
async function checkOwnUpload(uploadId: string, project: Project, uploader: number): Promise<void> {
  try {
    const upload = await tusServer().datastore.getUpload(`${FILE_ROOM_PREFIX}/${uploadId}`)
    if (upload.metadata?.project === String(project.id) && upload.metadata?.uploader === String(uploader)) return
  } catch {
    // unknown upload
  }
  throw new ApiError(404, '未找到该上传，请重新选择文件上传')
}

/**
 * One tus request of `/api/projects/{number}/uploads[/<id>]`: the caller is the project's client
 * (who has accepted the current 保密协议) or its staff; a continued upload must be theirs.
 */
export async function handleUpload(request: Request, number: string, uploadId: string | null): Promise<Response> {
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
    if (uploadId === null || !ID.test(uploadId)) throw new ApiError(404, '未找到该上传，请重新选择文件上传')
    await checkOwnUpload(uploadId, project, caller.id)
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
  const answer = await tusServer().handleWeb(forwarded)
  const out = new Headers(answer.headers)
  out.set('Cache-Control', 'no-store')
  return new Response(answer.body, { status: answer.status, headers: out })
}
