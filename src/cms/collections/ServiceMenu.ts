import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { validateSafeLink } from '@/cms/fields/safe-link'
import { sortOrderField } from '@/cms/fields/sort-order'

export const ServiceMenu: CollectionConfig = {
  slug: 'service-menu',
  labels: { singular: '服务菜单项', plural: '服务菜单' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'link', 'sort_order', 'is_active'], group: '服务目录' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('service-menu'),
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'link', label: '链接', type: 'text', required: true, validate: validateSafeLink },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
