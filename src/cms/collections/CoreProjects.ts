import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sortOrderField } from '@/cms/fields/sort-order'

export const CoreProjects: CollectionConfig = {
  slug: 'core-projects',
  labels: { singular: '核心项目', plural: '核心项目' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'price', 'is_active'], group: '服务与商品' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('core-projects'),
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    { name: 'price', label: '价格（元）', type: 'number', min: 0 },
    { name: 'description', label: '描述', type: 'textarea' },
    {
      name: 'service_content',
      label: '服务内容',
      type: 'textarea',
      admin: { description: '各项之间用“•”分隔，页面显示前 4 项。' },
    },
    { name: 'button_text', label: '按钮文字', type: 'text', defaultValue: '立即购买' },
    { name: 'notes', label: '备注', type: 'textarea' },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
