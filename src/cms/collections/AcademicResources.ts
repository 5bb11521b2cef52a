import path from 'node:path'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { serverWrittenField, staffOnly, staffOrFlagged } from '@/cms/access'
import { env } from '@/lib/env'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { checkUploadSpace, cleanUpFailedUpload } from '@/cms/media/upload-space'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { sortOrderField } from '@/cms/fields/sort-order'
import { uploadFieldLabels } from '@/cms/fields/upload-labels'

export const RESOURCE_FILE_TYPES = [
  'PDF',
  'DOC',
  'DOCX',
  'MP4',
  'AVI',
  'MOV',
  'ZIP',
  'RAR',
  'PNG',
  'JPG',
  'JPEG',
  'XLS',
  'XLSX',
] as const

const resourceMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
  'video/mp4',
  'video/x-msvideo',
  'video/vnd.avi',
  'video/avi',
  'video/quicktime',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'image/png',
  'image/jpeg',
]

/** file_type, file_size and original_filename always describe the uploaded file. */
const describeUploadedFile: CollectionBeforeChangeHook = ({ data, req }) => {
  const file = req.file
  if (!file) return data
  // Payload hands hooks a copy of the upload whose size may be unset; its own `filesize` is reliable.
  const extension = path.extname(file.name).slice(1).toUpperCase()
  return {
    ...data,
    original_filename: file.name,
    file_size: data.filesize ?? file.size ?? data.file_size,
    file_type: (RESOURCE_FILE_TYPES as readonly string[]).includes(extension) ? extension : data.file_type,
  }
}

export const AcademicResources: CollectionConfig = {
  slug: 'academic-resources',
  labels: { singular: '学术资源', plural: '学术资源' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'file_type', 'sort_order', 'is_active'],
    group: '内容',
  },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [checkUploadSpace()],
    beforeChange: [describeUploadedFile],
    afterError: [cleanUpFailedUpload()],
    afterChange: [
      ...revalidateCollection('resources').afterChange,
      ...searchIndexHooks('academic-resources').afterChange,
    ],
    afterDelete: [
      ...revalidateCollection('resources').afterDelete,
      ...searchIndexHooks('academic-resources').afterDelete,
    ],
  },
  upload: {
    staticDir: path.join(env.uploadDir, 'resources'),
    mimeTypes: resourceMimeTypes,
    filesRequiredOnCreate: false,
  },
  fields: [
    // Payload's own file fields, with Chinese labels (src/cms/fields/upload-labels.ts).
    ...uploadFieldLabels,
    { name: 'title', label: '标题', type: 'text', required: true },
    { name: 'description', label: '简介', type: 'textarea' },
    { name: 'category', label: '分类', type: 'text' },
    {
      name: 'file_type',
      label: '文件类型',
      type: 'select',
      options: RESOURCE_FILE_TYPES.map((value) => ({ label: value, value })),
      admin: { description: '上传文件后自动填写。' },
    },
    {
      name: 'file_size',
      label: '文件大小（字节）',
      type: 'number',
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'original_filename',
      label: '原始文件名',
      type: 'text',
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
