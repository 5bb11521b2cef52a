import type { CollectionConfig } from 'payload'
import { nobody, staffOnly, adminOnly } from '@/cms/access'

/** Written only by /api/newsletter (server rights); staff read and export them in the admin. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: '订阅', plural: '邮件订阅' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'createdAt'], group: '访客' },
  access: { read: staffOnly, create: nobody, update: adminOnly, delete: adminOnly },
  fields: [{ name: 'email', label: '邮箱', type: 'email', required: true, unique: true }],
}
