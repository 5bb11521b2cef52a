import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sortOrderField } from '@/cms/fields/sort-order'

/** Core team shown on /team and /about (distinct from the faculty list). */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: '团队成员', plural: '核心团队' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'title', 'sort_order', 'is_active'], group: '公司信息' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('team-members'),
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true },
    { name: 'title', label: '职位', type: 'text', required: true },
    { name: 'description', label: '简介', type: 'textarea' },
    {
      name: 'avatar',
      label: '头像',
      type: 'upload',
      relationTo: 'media',
      admin: { description: '不上传时显示姓氏。' },
    },
    { name: 'expertise', label: '专长领域', type: 'text', hasMany: true },
    sortOrderField(),
    { name: 'is_active', label: '显示', type: 'checkbox', defaultValue: true, index: true },
  ],
}
