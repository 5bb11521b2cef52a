import path from 'node:path'
import type { CollectionConfig, PayloadRequest, Where } from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, salesDeskOnly } from '@/cms/access'
import { checkUploadSpace, cleanUpFailedUpload } from '@/cms/media/upload-space'
import { publicApiError } from '@/cms/errors'
import { env } from '@/lib/env'

export const PROJECT_FILE_MAX_BYTES = 20 * 1024 * 1024

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

/**
 * Documents the company hands a client inside a project, for now the invoice PDFs (项目文件).
 * Confidential: only the sales desk reads them through /cms-api, answered `private, no-store`;
 * the client downloads their own through /api/projects/{number}/…, which checks ownership. They
 * are never on a public page, in the image optimizer, the search index or a mail.
 */
export const ProjectFiles: CollectionConfig = {
  slug: 'project-files',
  labels: { singular: '项目文件', plural: '项目文件' },
  admin: {
    useAsTitle: 'filename',
    group: '客户项目',
    defaultColumns: ['filename', 'project', 'filesize', 'createdAt'],
    hidden: hiddenUnlessSalesDesk,
    description: '交给客户的项目文件（目前为发票 PDF，单个不超过 20 MB）。仅销售和管理员可见，客户在项目页下载。',
  },
  access: { read: salesDeskOnly, create: salesDeskOnly, update: salesDeskOnly, delete: adminOnly },
  upload: {
    staticDir: path.join(env.uploadDir, 'project-files'),
    mimeTypes: ['application/pdf'],
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
          throw publicApiError('文件过大：项目文件不能超过 20 MB', 413)
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
    beforeDelete: [({ id, req }) => keepIssued(req, id)],
    afterError: [cleanUpFailedUpload()],
  },
  fields: [{ name: 'project', label: '项目', type: 'relationship', relationTo: 'projects', index: true }],
}
