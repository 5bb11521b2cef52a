import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'

export const Faculty: CollectionConfig = {
  slug: 'faculty-introductions',
  labels: { singular: '师资', plural: '师资介绍' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'title', 'sort_order', 'is_active'], group: '内容' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('faculty'),
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true },
    { name: 'title', label: '职称', type: 'text' },
    { name: 'avatar', label: '头像', type: 'upload', relationTo: 'media' },
    { name: 'background', label: '背景介绍', type: 'textarea' },
    { name: 'expertise', label: '专长领域', type: 'text', hasMany: true },
    { name: 'achievements', label: '主要成果', type: 'text', hasMany: true },
    {
      name: 'contact_info',
      label: '联系方式',
      type: 'json',
      // The spec allows a plain string (an e-mail address) besides an object or its JSON string.
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        typeof value === 'string' ||
        (typeof value === 'object' && !Array.isArray(value))
          ? true
          : '联系方式应为对象、JSON 字符串或邮箱地址',
      admin: {
        description: '对象 {"email","phone","wechat","website"}，或其 JSON 字符串；纯文本视为邮箱。',
      },
    },
    { name: 'sort_order', label: '排序', type: 'number', defaultValue: 0 },
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
