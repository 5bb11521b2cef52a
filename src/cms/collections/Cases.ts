import type { CollectionConfig } from 'payload'
import { serverWrittenField, staffOnly, staffOrFlagged } from '@/cms/access'
import {
  draftVersions,
  mirrorPublishedState,
  previewUrl,
  publishUnlessDraft,
  publishedFor,
  versionAccess,
} from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { searchPushHook } from '@/cms/reach/search-push'
import { slugField } from '@/cms/hooks/slug'
import { redirectOldSlug } from '@/cms/hooks/slug-redirect'
import { bodyFields } from '@/cms/richtext/body-field'
import { sortOrderField } from '@/cms/fields/sort-order'
import { validateDoi } from '@/cms/fields/doi'

export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: '成功案例', plural: '成功案例' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'service_type', 'journal', 'year', 'is_featured', '_status'],
    group: '内容',
    preview: previewUrl('cases'),
  },
  defaultSort: 'sort_order',
  access: {
    read: publishedFor(staffOrFlagged('is_published')),
    ...versionAccess,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    ...revalidateCollection('cases'),
    // The old address of a published item keeps working after a slug change (a 301 in 重定向).
    afterChange: [
      ...revalidateCollection('cases').afterChange,
      redirectOldSlug('cases'),
      ...searchIndexHooks('cases').afterChange,
      searchPushHook('cases'),
    ],
    afterDelete: [...revalidateCollection('cases').afterDelete, ...searchIndexHooks('cases').afterDelete],
    beforeOperation: [publishUnlessDraft],
    beforeChange: [mirrorPublishedState()],
  },
  versions: draftVersions,
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    slugField('title'),
    { name: 'description', label: '简介', type: 'textarea' },
    ...bodyFields(),
    { name: 'service_type', label: '服务类型', type: 'text' },
    { name: 'journal', label: '发表期刊', type: 'text', maxLength: 200 },
    { name: 'year', label: '年份', type: 'number' },
    { name: 'impact_factor', label: '影响因子', type: 'number' },
    {
      name: 'doi',
      label: 'DOI',
      type: 'text',
      maxLength: 200,
      validate: validateDoi,
      admin: { description: '例如 10.1016/j.cell.2024.01.001（不含 https://doi.org/）' },
    },
    {
      name: 'acceptance_letter',
      label: '录用通知',
      type: 'upload',
      relationTo: 'media',
      admin: { description: '可选：录用通知或接收函的图片（请先遮盖作者个人信息）' },
    },
    { name: 'image', label: '主图', type: 'upload', relationTo: 'media' },
    { name: 'gallery', label: '更多图片', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'client_name', label: '客户姓名', type: 'text' },
    { name: 'client_title', label: '客户职称', type: 'text' },
    { name: 'client_avatar', label: '客户头像', type: 'upload', relationTo: 'media' },
    { name: 'related_services', label: '相关服务', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'is_featured', label: '精选', type: 'checkbox', defaultValue: false, index: true },
    // Mirrors Payload's status (发布 / 取消发布): one publish model, no checkbox of its own.
    {
      name: 'is_published',
      label: '已发布',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { hidden: true },
    },
    sortOrderField(),
    {
      name: 'views_count',
      label: '浏览次数',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true },
      access: serverWrittenField,
    },
  ],
}
