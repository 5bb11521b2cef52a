import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, serverWrittenField, staffOnly } from '@/cms/access'
import { bodyFields } from '@/cms/richtext/body-field'
import { queueIssueOnSend } from '@/cms/newsletter/sending'

/**
 * 学术资讯 issues written by staff and sent to confirmed subscribers. Setting 状态 to 发送 and
 * saving queues the sending job (Payload's jobs queue, in batches, one delivery row per reader);
 * the counters below follow it.
 */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: '资讯邮件', plural: '资讯邮件' },
  admin: {
    useAsTitle: 'subject',
    group: '邮件订阅',
    defaultColumns: ['subject', 'status', 'sent_count', 'sent_at', 'updatedAt'],
    description:
      '写好后把“状态”改为“发送”并保存，系统会分批发给所有已确认的订阅者（每人只发一次），每封邮件都带退订链接。',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: adminOnly },
  hooks: { afterChange: [queueIssueOnSend] },
  fields: [
    { name: 'subject', label: '邮件主题', type: 'text', required: true, maxLength: 120 },
    { name: 'intro', label: '导语', type: 'textarea', maxLength: 500 },
    ...bodyFields(),
    { name: 'related_news', label: '相关新闻', type: 'relationship', relationTo: 'news', hasMany: true, maxRows: 10 },
    { name: 'related_cases', label: '相关案例', type: 'relationship', relationTo: 'cases', hasMany: true, maxRows: 10 },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { label: '草稿', value: 'draft' },
        { label: '发送', value: 'sending' },
        { label: '已发送', value: 'sent' },
      ],
      admin: {
        position: 'sidebar',
        description: '改为“发送”并保存即开始发送；发送中断后再次保存“发送”会继续发给尚未收到的读者。',
      },
    },
    {
      name: 'recipients',
      label: '收件人数',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'sent_count',
      label: '已发送',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'failed_count',
      label: '发送失败',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'sent_at',
      label: '发送完成时间',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
  ],
}

/**
 * One reader's copy of one issue: the guarantee that nobody is mailed twice (unique per pair). Each
 * row names a reader's address, so, like the subscriptions, only administrators read them.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: '发送记录', plural: '发送记录' },
  admin: {
    useAsTitle: 'email',
    group: '邮件订阅',
    defaultColumns: ['email', 'issue', 'status', 'sent_at'],
    description: '每期资讯邮件发给每位读者的记录。“发送中”表示发送时服务中断、无法确认是否送达，系统不会重发。',
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  indexes: [{ fields: ['issue', 'subscription'], unique: true }],
  fields: [
    {
      name: 'issue',
      label: '资讯邮件',
      type: 'relationship',
      relationTo: 'newsletter-issues',
      required: true,
      index: true,
    },
    {
      name: 'subscription',
      label: '订阅',
      type: 'relationship',
      relationTo: 'newsletter-subscriptions',
      required: true,
    },
    { name: 'email', label: '邮箱', type: 'text', required: true },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: '待发送', value: 'pending' },
        { label: '发送中', value: 'sending' },
        { label: '已发送', value: 'sent' },
        { label: '失败', value: 'failed' },
      ],
    },
    { name: 'sent_at', label: '发送时间', type: 'date' },
    { name: 'error', label: '错误', type: 'text' },
  ],
}
