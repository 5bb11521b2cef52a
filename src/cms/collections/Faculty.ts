import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CONTACT_FORMS } from '@/cms/faculty/contact'
import { sortOrderField } from '@/cms/fields/sort-order'

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
      type: 'group',
      fields: [
        { name: 'email', label: '邮箱', type: 'text' },
        { name: 'phone', label: '电话', type: 'text' },
        { name: 'wechat', label: '微信', type: 'text' },
        { name: 'website', label: '网站', type: 'text', admin: { description: '例如 https://example.edu.cn' } },
        {
          // The form the spec's API returns the details in (kept from the records made before
          // these fields existed); staff never need to change it.
          name: 'form',
          label: '接口返回形式',
          type: 'select',
          options: CONTACT_FORMS,
          defaultValue: 'object',
          admin: { hidden: true },
        },
      ],
    },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
