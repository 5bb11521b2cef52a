import 'server-only'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import type { Project, ProjectFile } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { isAdmin } from '@/cms/access'
import { fileRoomSide } from '@/cms/projects/file-access'
import { presignedDownload, projectFileSize, streamProjectFile } from '@/cms/projects/file-bytes'
import { requestedRange } from './byte-range'
import { DEFAULT_NDA_TEXT } from '@/cms/projects/nda'
import { idOf } from '@/cms/projects/ids'
import type { Caller } from '@/cms/auth/caller'
import { ApiError } from '@/lib/api'
import { env } from '@/lib/env'
import { PROJECT_NUMBER } from '@/features/projects/schemas'
import { LINK_TTL_SECONDS, cookieAccount, issueLink, readLink } from './links'

/**
 * The file room's reads and writes for the project's client and its staff: who may reach a
 * project's files (file-access.ts), the 保密协议 a client accepts before the first upload, the
 * files with their download records, and the signed links through which files leave the server.
 */

const NOT_FOUND = '未找到该项目'
const FILE_NOT_FOUND = '未找到该文件'
const FILE_LIMIT = 500
const LOG_LIMIT = 50

export type FileRoomSide = 'client' | 'staff'

/** The project behind `number` if `caller` reaches its files (client, assigned staff, admins), else 404. */
export async function fileRoomProject(
  caller: Caller,
  number: string,
  payload?: Payload,
): Promise<{ project: Project; side: FileRoomSide; payload: Payload }> {
  const db = payload ?? (await getPayload())
  if (!PROJECT_NUMBER.test(number)) throw new ApiError(404, NOT_FOUND)
  const found = await db.find({
    collection: 'projects',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    joins: false,
  })
  const project = found.docs[0]
  const side = project ? fileRoomSide(caller, project) : null
  if (!project || !side) throw new ApiError(404, NOT_FOUND)
  return { project, side, payload: db }
}

export type NdaDTO = {
  version: number
  text: string
  accepted_version: number | null
  accepted_at: string | null
  /** The client must accept the current version before uploading. */
  required: boolean
}

export async function currentNda(payload: Payload): Promise<{ version: number; text: string }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { version: settings.nda_version ?? 1, text: settings.nda_text?.trim() || DEFAULT_NDA_TEXT }
}

export function ndaOf(project: Project, current: { version: number; text: string }): NdaDTO {
  const accepted = project.nda?.version ?? null
  return {
    version: current.version,
    text: current.text,
    accepted_version: accepted,
    accepted_at: project.nda?.accepted_at ?? null,
    required: accepted !== current.version,
  }
}

/** 接受保密协议: records the version, member, time and address on the project (once per version). */
export async function acceptNda(member: Caller, number: string, version: number, ip: string): Promise<NdaDTO> {
  const { project, side, payload } = await fileRoomProject(member, number)
  if (side !== 'client') throw new ApiError(403, '只有项目客户需要接受保密协议')
  const current = await currentNda(payload)
  if (version !== current.version) throw new ApiError(409, '保密协议已更新，请刷新页面阅读新版本后再接受')
  if (project.nda?.version === current.version) return ndaOf(project, current)
  const updated = await payload.update({
    collection: 'projects',
    id: project.id,
    data: { nda: { version, accepted_at: new Date().toISOString(), accepted_by: member.id, ip } },
    overrideAccess: true,
    context: { quietStage: true },
  })
  return ndaOf(updated, current)
}

export type FileDTO = {
  id: number
  name: string
  size: number
  sha256: string | null
  version: number
  side: FileRoomSide
  note: string | null
  uploaded_at: string
  status: 'ready' | 'deleted'
  deleted_at: string | null
  downloads: { at: string; by: string; ip: string | null; version: number | null }[]
}

function toFile(file: ProjectFile, downloads: FileDTO['downloads']): FileDTO {
  return {
    id: file.id,
    name: file.name ?? file.filename ?? '未命名文件',
    size: file.size ?? file.filesize ?? 0,
    sha256: file.sha256 ?? null,
    version: file.version ?? 1,
    side: file.side === 'client' ? 'client' : 'staff',
    note: file.note ?? null,
    uploaded_at: file.createdAt,
    status: file.status === 'deleted' ? 'deleted' : 'ready',
    deleted_at: file.deleted_at ?? null,
    downloads,
  }
}

/** A project's files, newest first, each with its newest download records; quarantined ones only for admins. */
export async function projectFiles(payload: Payload, project: Project, viewer: Caller): Promise<FileDTO[]> {
  const files = await payload.find({
    collection: 'project-files',
    where: {
      project: { equals: project.id },
      ...(isAdmin(viewer) ? {} : { status: { not_equals: 'quarantined' } }),
    },
    sort: '-createdAt',
    limit: FILE_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: {
      name: true,
      filename: true,
      size: true,
      filesize: true,
      sha256: true,
      version: true,
      side: true,
      note: true,
      status: true,
      deleted_at: true,
      createdAt: true,
    },
  })
  if (files.docs.length === 0) return []
  const log = await payload.find({
    collection: 'file-downloads',
    where: { project: { equals: project.id } },
    sort: '-createdAt',
    limit: FILE_LIMIT * 4,
    depth: 1,
    overrideAccess: true,
    populate: { users: { full_name: true, roles: true } },
  })
  const isMemberView = idOf(project.client) === viewer.id
  const byFile = new Map<number, FileDTO['downloads']>()
  for (const entry of log.docs) {
    const fileId = idOf(entry.file)
    if (fileId === null) continue
    const list = byFile.get(fileId) ?? []
    if (list.length >= LOG_LIMIT) continue
    const account = typeof entry.account === 'object' ? entry.account : null
    const isClient = idOf(entry.account) === idOf(project.client)
    list.push({
      at: entry.createdAt,
      by: isClient ? '客户' : `顾问${account?.full_name ? ` ${account.full_name}` : ''}`,
      // The client sees their own addresses, not the company's staff's.
      ip: isClient || !isMemberView ? (entry.ip ?? null) : null,
      version: entry.version ?? null,
    })
    byFile.set(fileId, list)
  }
  return files.docs.map((file) => toFile(file as ProjectFile, byFile.get(file.id) ?? []))
}

/** A signed 15-minute link to one of the project's files, and the cookie that binds it to this browser. */
export async function fileLink(
  caller: Caller,
  number: string,
  fileId: number,
): Promise<{ url: string; expires_at: string; cookie: string }> {
  const { project, payload } = await fileRoomProject(caller, number)
  const file = await payload.findByID({
    collection: 'project-files',
    id: fileId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!file || idOf(file.project) !== project.id) throw new ApiError(404, FILE_NOT_FOUND)
  if (file.status === 'quarantined' && !isAdmin(caller)) throw new ApiError(404, FILE_NOT_FOUND)
  if (file.status === 'deleted') throw new ApiError(410, '该文件已按保留期限删除，无法下载')
  return issueLink(file.id, caller.id)
}

const LINK_REFUSED = '下载链接无效或已过期，请回到项目页重新点击下载'

/** Whether the log already has this account's download of this version within one link's lifetime. */
async function downloadedWithinLink(payload: Payload, file: number, account: number, version: number) {
  const since = new Date(Date.now() - LINK_TTL_SECONDS * 1000).toISOString()
  const logged = await payload.count({
    collection: 'file-downloads',
    where: {
      and: [
        { file: { equals: file } },
        { account: { equals: account } },
        { version: { equals: version } },
        { createdAt: { greater_than: since } },
      ],
    },
    overrideAccess: true,
  })
  return logged.totalDocs > 0
}

/**
 * A download through a signed link: the signature, the expiry, the browser's cookie naming the
 * same account, and the account's access now (it may have been unassigned meanwhile) are checked;
 * the download is recorded; the bytes stream from disk, or the bucket answers a one-minute
 * presigned URL. Every refusal is 403 (or 404/410 for a file that is gone).
 */
export async function downloadThroughLink(token: string, request: Request, ip: string): Promise<Response> {
  const claims = readLink(token)
  if (claims === 'invalid' || claims === 'expired') throw new ApiError(403, LINK_REFUSED)
  if (cookieAccount(request.headers.get('cookie')) !== claims.account)
    throw new ApiError(403, '此下载链接只能在申请下载的浏览器中使用，请登录后在项目页重新下载')
  const payload = await getPayload()
  const [account, file] = await Promise.all([
    payload.findByID({ collection: 'users', id: claims.account, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({
      collection: 'project-files',
      id: claims.file,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  const projectId = file ? idOf(file.project) : null
  const project =
    projectId === null
      ? null
      : await payload.findByID({
          collection: 'projects',
          id: projectId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          joins: false,
        })
  if (!account || !file || !project || !fileRoomSide(account as Caller, project)) throw new ApiError(403, LINK_REFUSED)
  if (file.status === 'deleted') throw new ApiError(410, '该文件已按保留期限删除，无法下载')
  if (file.status === 'quarantined' && !isAdmin(account)) throw new ApiError(403, LINK_REFUSED)
  const name = file.name ?? file.filename ?? 'download'
  const headers: Record<string, string> = {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
  const record = () =>
    payload.create({
      collection: 'file-downloads',
      data: {
        file: file.id,
        project: project.id,
        version: file.version ?? 1,
        account: account.id,
        ip: ip.slice(0, 64),
      },
      overrideAccess: true,
    })
  if (env.s3.bucket) {
    await record()
    const url = await presignedDownload(file, name, 60)
    return new Response(null, { status: 302, headers: { ...headers, Location: url } })
  }
  // An interrupted download resumes (Range, checked with If-Range against this version's ETag). A
  // part is recorded unless this account's download of this version is already in the log within
  // the link's lifetime: resumed parts do not multiply the log, a range alone never escapes it.
  const size = await projectFileSize(file)
  const etag = file.sha256 ? `"sha256-${file.sha256}"` : null
  const range = requestedRange(request.headers.get('range'), size, request.headers.get('if-range'), etag)
  const whole = {
    ...headers,
    'Accept-Ranges': 'bytes',
    ...(etag ? { ETag: etag } : {}),
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(name)}`,
  }
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...whole, 'Content-Range': `bytes */${size}` } })
  }
  if (!range || range.start === 0 || !(await downloadedWithinLink(payload, file.id, account.id, file.version ?? 1)))
    await record()
  const { stream } = await streamProjectFile(file, range ?? undefined)
  const body = Readable.toWeb(stream) as ReadableStream
  if (!range) return new Response(body, { headers: { ...whole, 'Content-Length': String(size) } })
  return new Response(body, {
    status: 206,
    headers: {
      ...whole,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    },
  })
}
