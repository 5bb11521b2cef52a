import type { CollectionConfig } from 'payload'
import type { Access, Where } from 'payload'
import { isStaff, staffOnly } from '@/cms/access'
import { draftVersions, previewUrl, publishUnlessDraft, publishedFor, versionAccess } from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'

/** Visitors see a product only while it and its category are both active. */
const activeInActiveCategory: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const visible: Where = { and: [{ is_active: { equals: true } }, { 'category.is_active': { equals: true } }] }
  return visible
}

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
    { name: 'sort_order', label: '排序', type: 'number', defaultValue: 0 },
    { name: 'is_active', label: '上架', type: 'checkbox', defaultValue: true, index: true },
  ],
}
