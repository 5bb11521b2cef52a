import type { CollectionConfig } from 'payload'
import { serverWrittenField, staffOnly, staffOrFlagged } from '@/cms/access'
import { draftVersions, previewUrl, publishUnlessDraft, publishedFor, versionAccess } from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { searchPushHook } from '@/cms/reach/search-push'
import { slugField } from '@/cms/hooks/slug'
import { redirectOldSlug } from '@/cms/hooks/slug-redirect'
import { bodyFields } from '@/cms/richtext/body-field'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: '新闻', plural: '科研新闻' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published_at', 'is_published'],
    group: '内容',
    preview: previewUrl('news'),
  },
  defaultSort: '-published_at',
  access: {
    read: publishedFor(staffOrFlagged('is_published')),
    ...versionAccess,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    ...revalidateCollection('news'),
    // The old address of a published item keeps working after a slug change (a 301 in 重定向).
    afterChange: [
      ...revalidateCollection('news').afterChange,
      redirectOldSlug('news'),
      ...searchIndexHooks('news').afterChange,
      searchPushHook('news'),
    ],
    afterDelete: [...revalidateCollection('news').afterDelete, ...searchIndexHooks('news').afterDelete],
    beforeOperation: [publishUnlessDraft],
  },
  versions: draftVersions,
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    slugField('title'),
    { name: 'summary', label: '摘要', type: 'textarea' },
    ...bodyFields(),
    {
      name: 'category',
      label: '分类',
      type: 'text',
      admin: { description: '例如：学术前沿、技术进展、行业资讯' },
      // Each category has its own list page (/news/category/…), found by the exact text.
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
    },
    { name: 'image', label: '封面图', type: 'upload', relationTo: 'media' },
    {
      name: 'published_at',
      label: '发布时间',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'is_published',
      label: '已发布',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'views_count',
      label: '阅读次数',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
      access: serverWrittenField,
    },
  ],
}
