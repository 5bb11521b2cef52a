import crypto from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
  Where,
} from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, isAdmin, salesDeskOnly, serverWrittenField } from '@/cms/access'
import { checkUploadSpace, cleanUpFailedUpload } from '@/cms/media/upload-space'
import { publicApiError } from '@/cms/errors'
import { env } from '@/lib/env'
import { isAssigned, projectFilesReadable, projectFilesWritable } from './file-access'
import { fileNameProblem, looksExecutable } from './file-policy'
import { idOf } from './ids'
import { numberAdminUpload } from './file-versions'
import { removeProjectFileBytes } from './file-bytes'
import { scanProjectFile } from './file-scan'
import { uploadFieldLabels } from '@/cms/fields/upload-labels'

/** What the admin's ordinary upload form takes; larger files go through the file room's resumable upload. */
export const PROJECT_FILE_MAX_BYTES = 20 * 1024 * 1024

/** Read-only in the admin: the server records them. */
const recorded = { readOnly: true } as const

/** The files an update names: one by id, or those its `where` matches (a bulk edit). */
async function updatedIds(
  req: PayloadRequest,
  args: { id?: number | string; where?: Where },
): Promise<(number | string)[]> {
  if (args.id !== undefined) return [args.id]
  if (!args.where) return []
  const found = await req.payload.find({
    collection: 'project-files',
    where: args.where,
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    req,
    select: { filename: true },
  })
  return found.docs.map((file) => file.id)
}

/** The file of an issued invoice is what the client downloads: it is not replaced or removed. */
async function keepIssued(req: PayloadRequest, id: number | string | undefined): Promise<void> {
  if (id === undefined) return
  const issued = await req.payload.count({
    collection: 'invoice-requests',
    where: { invoice_file: { equals: id }, status: { equals: 'issued' } },
    overrideAccess: true,
    req,
  })
  if (issued.totalDocs > 0) throw publicApiError('该文件是已开具发票的文件，不能修改或删除', 409)
}

type UploadedFile = NonNullable<PayloadRequest['file']>

// The form's file is in memory (`data`) or, as Payload is configured here (`useTempFiles`), in a
// temporary file with `data` empty: every check reads whichever holds it.
const inMemory = (file: UploadedFile): boolean => Boolean(file.data && file.data.byteLength > 0)

async function sha256Of(file: UploadedFile): Promise<string> {
  const hash = crypto.createHash('sha256')
  if (inMemory(file)) hash.update(file.data)
  else if (file.tempFilePath) hash.update(await fs.readFile(file.tempFilePath))
  return hash.digest('hex')
}

/** The file's first four bytes (enough to tell a program). */
async function headOf(file: UploadedFile): Promise<Uint8Array> {
  if (inMemory(file)) return file.data.subarray(0, 4)
  if (!file.tempFilePath) return new Uint8Array(0)
  const handle = await fs.open(file.tempFilePath, 'r')
  try {
    const head = Buffer.alloc(4)
    const { bytesRead } = await handle.read(head, 0, 4, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

async function* contentOf(file: UploadedFile): AsyncGenerator<Uint8Array> {
  if (inMemory(file)) yield file.data
  else if (file.tempFilePath) yield* createReadStream(file.tempFilePath)
}

/**
 * A file staff add through the admin's upload form: the staff side, its uploader, name, size,
 * SHA-256, and the same checks as a resumable upload: no program (by name or bytes), and with
 * CLAMD_SOCKET the same virus scan, recorded in 扫描结果 (an infected file, or one the scan fails
 * on, is quarantined). Its version (the same name again in the same project is the next version)
 * is given once the row is written (`numberAdminUpload`). Sales may file only into projects they
 * are assigned to. Rows the file room's resumable upload creates carry all of this already
 * (`context.fileRoom`).
 */
const recordAdminUpload: CollectionBeforeChangeHook = async ({ data, operation, req, originalDoc }) => {
  if (req.context.fileRoom) return data
  const projectId = idOf(data.project ?? originalDoc?.project)
  if (projectId === null) throw publicApiError('请选择文件所属的项目', 400)
  // A file stays in the project it was filed in: moving it would hand one client's file to another.
  if (operation === 'update' && data.project !== undefined && projectId !== idOf(originalDoc?.project))
    throw publicApiError('文件不能移到其他项目；如放错了项目，请由管理员删除后在正确的项目中重新上传', 400)
  if (!isAdmin(req.user)) {
    const project = await req.payload.findByID({
      collection: 'projects',
      id: projectId,
      depth: 0,
      overrideAccess: true,
      req,
      select: { assignees: true },
    })
    if (!isAssigned(req.user, project)) throw publicApiError('只能向自己负责的项目添加文件', 403)
  }
  if (operation !== 'create' || !req.file) return data
  const name = req.file.name
  const problem = fileNameProblem(name)
  if (problem) throw publicApiError(problem, 400)
  const file = req.file
  if (looksExecutable(await headOf(file))) throw publicApiError('出于安全考虑，不能上传可执行程序', 415)
  const { status, scan } = await scanProjectFile(
    file.size,
    () => contentOf(file),
    (message) => req.payload.logger.warn(message),
  )
  return {
    ...data,
    side: 'staff',
    name,
    size: file.size,
    sha256: await sha256Of(file),
    version: null,
    uploaded_by: req.user?.id,
    status,
    scan,
  }
}

/**
 * A deleted file room row takes its bytes with it (Payload removes only its own upload's file).
 * The key is read before the delete, past the field's read rule (the deleted doc comes without it).
 */
const noteRoomBytes = async ({ id, req }: { id: number | string; req: PayloadRequest }) => {
  await keepIssued(req, id)
  const row = await req.payload.findByID({
    collection: 'project-files',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
    select: { storage_key: true },
  })
  if (row?.storage_key) req.context[`fileRoomKey:${id}`] = row.storage_key
}

const removeRoomBytes: CollectionAfterDeleteHook = async ({ id, req, doc }) => {
  const key = req.context[`fileRoomKey:${id}`]
  if (typeof key === 'string') await removeProjectFileBytes({ storage_key: key })
  return doc
}

/**
 * A project's confidential files (文件室): what the client sends (manuscripts, raw data) and what
 * staff hand over (reports, revised manuscripts, invoice PDFs). Large files arrive through the
 * resumable upload (/api/projects/{number}/uploads) and are stored under `storage_key`; staff may
 * also add a small one through the admin's upload form. Only the project's client, its assigned
 * staff and administrators reach them, each download through a short-lived signed link, logged.
 * They are never on a public page, in the image optimizer, the search index, a log or a mail.
 */
export const ProjectFiles: CollectionConfig = {
  slug: 'project-files',
  labels: { singular: '项目文件', plural: '项目文件' },
  admin: {
    useAsTitle: 'name',
    group: '客户项目',
    defaultColumns: ['name', 'version', 'project', 'side', 'size', 'status', 'scan', 'createdAt'],
    hidden: hiddenUnlessSalesDesk,
    description:
      '项目文件室：客户上传的资料和交给客户的文件（含发票 PDF）。此处上传不超过 20 MB，大文件请在项目页的“文件室”中上传。仅项目负责人和管理员可见。',
  },
  defaultSort: '-createdAt',
  access: { read: projectFilesReadable, create: salesDeskOnly, update: projectFilesWritable, delete: adminOnly },
  upload: {
    staticDir: path.join(env.uploadDir, 'project-files'),
    filesRequiredOnCreate: false,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Robots-Tag', 'noindex')
      return headers
    },
  },
  hooks: {
    beforeOperation: [
      async ({ args, operation, req }) => {
        if ((operation === 'create' || operation === 'update') && req.file && req.file.size > PROJECT_FILE_MAX_BYTES) {
          throw publicApiError('文件过大：此处上传的项目文件不能超过 20 MB，大文件请在项目页的文件室上传', 413)
        }
        // A filed file's bytes stay what was hashed, scanned and downloaded: new content is a new upload.
        if (operation === 'update' && req.file && !req.context.fileRoom) {
          throw publicApiError('项目文件的内容不能替换：请另行上传新文件（同名文件会成为新版本，旧版本保留）', 400)
        }
        // Before the operation: Payload removes a replaced file from disk before any change hook runs.
        if (operation === 'update') {
          for (const id of await updatedIds(req, args as { id?: number | string; where?: Where }))
            await keepIssued(req, id)
        }
        return args
      },
    ],
    beforeValidate: [checkUploadSpace()],
    beforeChange: [recordAdminUpload],
    afterChange: [numberAdminUpload],
    beforeDelete: [noteRoomBytes],
    afterDelete: [removeRoomBytes],
    afterError: [cleanUpFailedUpload()],
  },
  fields: [
    // Payload's own file fields, with Chinese labels (src/cms/fields/upload-labels.ts).
    ...uploadFieldLabels,
    {
      name: 'project',
      label: '项目',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      // Not `required` in the schema (rows filed before the file room may lack it); every new file names one.
      validate: (value: unknown) => (value ? true : '请选择文件所属的项目'),
    },
    {
      name: 'name',
      label: '文件名',
      type: 'text',
      maxLength: 200,
      index: true,
      admin: recorded,
      access: serverWrittenField,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'side',
          label: '上传方',
          type: 'select',
          options: [
            { label: '客户', value: 'client' },
            { label: '我方', value: 'staff' },
          ],
          admin: recorded,
          access: serverWrittenField,
        },
        { name: 'version', label: '版本', type: 'number', admin: recorded, access: serverWrittenField },
        { name: 'size', label: '大小（字节）', type: 'number', admin: recorded, access: serverWrittenField },
      ],
    },
    {
      name: 'download',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/ProjectFileDownload#ProjectFileDownload' } },
    },
    { name: 'sha256', label: 'SHA-256', type: 'text', admin: recorded, access: serverWrittenField },
    {
      name: 'uploaded_by',
      label: '上传人',
      type: 'relationship',
      relationTo: 'users',
      admin: recorded,
      access: serverWrittenField,
    },
    { name: 'note', label: '备注', type: 'textarea', maxLength: 500 },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      defaultValue: 'ready',
      index: true,
      options: [
        { label: '可下载', value: 'ready' },
        { label: '已隔离（未通过病毒扫描）', value: 'quarantined' },
        { label: '已删除（保留期满）', value: 'deleted' },
      ],
      admin: { ...recorded, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'scan',
      label: '扫描结果',
      type: 'text',
      admin: { ...recorded, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'deleted_at',
      label: '删除时间',
      type: 'date',
      admin: { ...recorded, position: 'sidebar', condition: (data) => Boolean(data?.deleted_at) },
      access: serverWrittenField,
    },
    // Where the file room stored the bytes (disk folder or bucket key); never shown or sent.
    {
      name: 'storage_key',
      type: 'text',
      admin: { hidden: true },
      access: { ...serverWrittenField, read: () => false },
    },
    {
      name: 'downloads',
      label: '下载记录',
      type: 'join',
      collection: 'file-downloads',
      on: 'file',
      defaultSort: '-createdAt',
    },
  ],
}
