import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, serverWrittenField } from '@/cms/access'

/**
 * Newsletter readers, written only by the site (/api/newsletter and the confirm and unsubscribe
 * pages, with server rights). Their addresses are personal data: only administrators read them in
 * the admin. Editors write the issues and see the figures (an issue's 收件人数/已发送/发送失败, the
 * dashboard's subscriber counts) without the addresses. Double opt-in: a new address is 待确认
 * until its confirmation link is opened; only 已确认 addresses are mailed.
 */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: '订阅', plural: '邮件订阅' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmed_at', 'createdAt'],
    group: '邮件订阅',
    description: '订阅需经邮件确认（双重确认）。只有“已确认”的地址会收到学术资讯；读者可随时通过邮件中的链接退订。',
  },
  access: { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'email', label: '邮箱', type: 'email', required: true, unique: true },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: '待确认', value: 'pending' },
        { label: '已确认', value: 'confirmed' },
        { label: '已退订', value: 'unsubscribed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'confirmed_at',
      label: '确认时间',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    {
      name: 'unsubscribed_at',
      label: '退订时间',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
    // The confirmation link's hash and expiry: never in an API answer (hidden), set by the site only.
    { name: 'confirm_token_hash', type: 'text', hidden: true, index: true, access: serverWrittenField },
    { name: 'confirm_expires_at', type: 'date', hidden: true, access: serverWrittenField },
  ],
}
