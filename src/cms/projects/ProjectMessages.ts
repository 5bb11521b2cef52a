import type { CollectionConfig } from 'payload'
import { adminOnly, hiddenUnlessSalesDesk, nobody, salesDeskOnly, serverWrittenField } from '@/cms/access'
import { mailNewMessage, signMessage } from './message-hooks'
import { attachableFiles, checkMessageAttachments } from './message-attachments'

/**
 * The one thread of a project between its client and the company (项目消息). Staff write here in
 * the admin, the client through POST /api/projects/{number}/messages; each message mails the
 * other side a link, never its words. Messages are not edited after they are sent.
 */
export const ProjectMessages: CollectionConfig = {
  slug: 'project-messages',
  labels: { singular: '项目消息', plural: '项目消息' },
  admin: {
    useAsTitle: 'excerpt',
    group: '客户项目',
    defaultColumns: ['excerpt', 'project', 'author', 'from_staff', 'createdAt'],
    hidden: hiddenUnlessSalesDesk,
    description: '与客户的项目沟通。发送后客户会收到邮件提醒（邮件中不含消息内容）。',
  },
  defaultSort: '-createdAt',
  access: { read: salesDeskOnly, create: salesDeskOnly, update: nobody, delete: adminOnly },
  hooks: { beforeValidate: [checkMessageAttachments], beforeChange: [signMessage], afterChange: [mailNewMessage] },
  fields: [
    { name: 'project', label: '项目', type: 'relationship', relationTo: 'projects', required: true, index: true },
    // The API allows 5,000 characters (code points); Payload counts UTF-16 units, two for an emoji
    // or a rare CJK character, so the column takes twice that.
    { name: 'body', label: '内容', type: 'textarea', required: true, maxLength: 10_000 },
    {
      // Files of the same project's file room the message points to (uploaded there first, so they
      // keep the room's rules: the 保密协议, scanning, versions, the download log and retention).
      name: 'attachments',
      label: '附件',
      type: 'relationship',
      relationTo: 'project-files',
      hasMany: true,
      maxRows: 10,
      // The picker offers the chosen project's files only; checkMessageAttachments enforces it on every write.
      filterOptions: attachableFiles,
      admin: { description: '从本项目文件室中选择（最多 10 个）；请先在文件室上传。' },
    },
    {
      name: 'excerpt',
      label: '摘要',
      type: 'text',
      admin: { hidden: true },
      access: serverWrittenField,
    },
    {
      name: 'author',
      label: '发送人',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
    {
      name: 'from_staff',
      label: '来自公司',
      type: 'checkbox',
      defaultValue: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: serverWrittenField,
    },
  ],
}
