import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { searchPushHook } from '@/cms/reach/search-push'
import { slugField } from '@/cms/hooks/slug'
import { validateCategorySlug } from '@/cms/service-slugs'
import { sortOrderField } from '@/cms/fields/sort-order'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: '服务类目', plural: '服务类目' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sort_order', 'is_active'], group: '服务目录' },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [
      ...revalidateCollection('categories').afterChange,
      ...searchIndexHooks('categories').afterChange,
      searchPushHook('categories'),
    ],
    afterDelete: [...revalidateCollection('categories').afterDelete, ...searchIndexHooks('categories').afterDelete],
  },
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    // /services/<slug> serves a category or a service page, so a service page's slug is refused.
    { ...slugField('name'), validate: validateCategorySlug },
    { name: 'description', label: '简介', type: 'textarea' },
    { name: 'main_image', label: '主图', type: 'upload', relationTo: 'media' },
    { name: 'icon', label: '图标', type: 'upload', relationTo: 'media' },
    sortOrderField({ index: true }),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
