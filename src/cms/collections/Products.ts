import type { CollectionConfig } from 'payload'
import type { Access, Field, Where } from 'payload'
import { isStaff, staffOnly } from '@/cms/access'
import { draftVersions, previewUrl, publishUnlessDraft, publishedFor, versionAccess } from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { sortOrderField } from '@/cms/fields/sort-order'

/** Visitors see a product only while it and its category are both active. */
const activeInActiveCategory: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const visible: Where = { and: [{ is_active: { equals: true } }, { 'category.is_active': { equals: true } }] }
  return visible
}

/** A named item with a short explanation: a step of 服务流程, a promise of 服务保障. */
const titleAndDescription = (titleLabel: string): Field[] => [
  { name: 'title', label: titleLabel, type: 'text', required: true, maxLength: 30 },
  { name: 'description', label: '说明', type: 'textarea', maxLength: 200 },
]

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: '商品', plural: '商品' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'is_active'],
    group: '服务与商品',
    preview: previewUrl('products'),
  },
  defaultSort: 'sort_order',
  access: {
    read: publishedFor(activeInActiveCategory),
    ...versionAccess,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [...revalidateCollection('products').afterChange, ...searchIndexHooks('products').afterChange],
    afterDelete: [...revalidateCollection('products').afterDelete, ...searchIndexHooks('products').afterDelete],
    beforeOperation: [publishUnlessDraft],
  },
  versions: draftVersions,
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'description', label: '描述', type: 'textarea' },
    {
      name: 'price',
      label: '价格（元）',
      type: 'number',
      min: 0,
      admin: { description: '留空时显示“价格面议”。' },
    },
    {
      name: 'category',
      label: '所属类目',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
    },
    { name: 'images', label: '图片', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'tags', label: '标签', type: 'text', hasMany: true },
    sortOrderField(),
    { name: 'is_active', label: '上架', type: 'checkbox', defaultValue: true, index: true },
    {
      type: 'collapsible',
      label: '详情页内容',
      admin: {
        initCollapsed: true,
        description:
          '商品详情页在“服务介绍”之后依次显示以下各部分；留空的部分不显示。相关案例取自所属类目的案例，相关服务取自同类目的其他商品。',
      },
      fields: [
        {
          name: 'process',
          label: '服务流程',
          labels: { singular: '步骤', plural: '步骤' },
          type: 'array',
          maxRows: 8,
          fields: titleAndDescription('步骤名称'),
        },
        {
          name: 'deliverables',
          label: '交付内容',
          labels: { singular: '交付项', plural: '交付项' },
          type: 'array',
          maxRows: 12,
          fields: [{ name: 'item', label: '交付项', type: 'text', required: true, maxLength: 80 }],
        },
        {
          name: 'guarantees',
          label: '服务保障',
          labels: { singular: '保障', plural: '保障' },
          type: 'array',
          maxRows: 6,
          admin: { description: '例如：7天无理由退款、支持分期付款、全程保密。' },
          fields: titleAndDescription('保障名称'),
        },
        {
          name: 'faq',
          label: '常见问题',
          labels: { singular: '问题', plural: '问题' },
          type: 'array',
          maxRows: 12,
          fields: [
            { name: 'question', label: '问题', type: 'text', required: true, maxLength: 100 },
            { name: 'answer', label: '回答', type: 'textarea', required: true, maxLength: 1000 },
          ],
        },
      ],
    },
  ],
}
