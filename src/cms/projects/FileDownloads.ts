import type { CollectionConfig } from 'payload'
import { hiddenUnlessSalesDesk, nobody } from '@/cms/access'
import { fileDownloadsReadable } from './file-access'

/**
 * Every download of a project file (下载记录): who, when, from which address, which version.
 * Written by the server as the file leaves it, never changed or removed; the project's client and
 * staff see a file's records on the project page, assigned staff and administrators here.
 */
export const FileDownloads: CollectionConfig = {
  slug: 'file-downloads',
  labels: { singular: '下载记录', plural: '文件下载记录' },
  admin: {
    useAsTitle: 'id',
    group: '客户项目',
    defaultColumns: ['file', 'version', 'account', 'ip', 'createdAt'],
    hidden: hiddenUnlessSalesDesk,
    description: '项目文件的每一次下载（谁、何时、从哪个地址、哪个版本），由系统记录，不能修改或删除。',
  },
  defaultSort: '-createdAt',
  access: { read: fileDownloadsReadable, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: a deleted file's records stay (project, account, version, time), without the file.
    { name: 'file', label: '文件', type: 'relationship', relationTo: 'project-files', index: true },
    { name: 'project', label: '项目', type: 'relationship', relationTo: 'projects', required: true, index: true },
    { name: 'version', label: '版本', type: 'number' },
    { name: 'account', label: '下载人', type: 'relationship', relationTo: 'users', required: true },
    { name: 'ip', label: 'IP 地址', type: 'text', maxLength: 64 },
  ],
}
