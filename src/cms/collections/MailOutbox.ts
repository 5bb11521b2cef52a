import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, serverWrittenField } from '@/cms/access'

/**
 * Every account e-mail the site sent (verification, password reset). Without SMTP the mail only
 * exists as an .eml file in the outbox folder; administrators read it here and can pass the link
 * on. Only administrators: a reset link read here would let an editor take over any account.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: '邮件', plural: '发件箱' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'transport', 'createdAt'],
    group: '系统',
    description:
      '网站发出的账号邮件。未配置 SMTP 时邮件不会真正寄出，只写入发件箱文件：打开一封即可查看正文和链接，必要时转交给用户。',
  },
  access: {
    read: adminOnly,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  fields: [
    {
      name: 'to',
      label: '收件人',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'subject',
      label: '主题',
      type: 'text',
      required: true,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'kind',
      label: '类型',
      type: 'select',
      required: true,
      options: [
        { label: '验证邮箱', value: 'verify-email' },
        { label: '重置密码', value: 'reset-password' },
        { label: '新咨询通知', value: 'enquiry-notice' },
        { label: '咨询确认（给访客）', value: 'enquiry-acknowledgement' },
        { label: '订阅确认', value: 'newsletter-confirm' },
        { label: '学术资讯', value: 'newsletter-issue' },
        { label: '客户项目', value: 'project-update' },
      ],
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'transport',
      label: '发送方式',
      type: 'select',
      required: true,
      options: [
        { label: '发件箱文件（未配置 SMTP）', value: 'outbox' },
        { label: 'SMTP', value: 'smtp' },
      ],
      admin: { readOnly: true },
      access: serverWrittenField,
    },
    { name: 'eml_file', label: '邮件文件', type: 'text', admin: { readOnly: true }, access: serverWrittenField },
    {
      name: 'message',
      label: '正文',
      type: 'ui',
      admin: { components: { Field: '/cms/admin/OutboxMessage#OutboxMessage' } },
    },
  ],
}
