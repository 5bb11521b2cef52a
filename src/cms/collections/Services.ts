import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { slugField } from '@/cms/hooks/slug'
import { bodyFields } from '@/cms/richtext/body-field'
import { sortOrderField } from '@/cms/fields/sort-order'

/** The spec's "service administration" entity, managed by staff in the admin or via /api/services. */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: '服务', plural: '服务管理' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'price_range', 'sort_order', 'is_active'],
    group: '服务目录',
  },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('services'),
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    slugField('title'),
    { name: 'description', label: '简介', type: 'textarea' },
    ...bodyFields(),
    {
      name: 'price_range',
      label: '价格区间',
      type: 'text',
      admin: { description: '有服务方案选择本服务时，价格区间由其价格计算，这里的文字不再显示。' },
    },
    { name: 'features', label: '服务特点', type: 'text', hasMany: true },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
