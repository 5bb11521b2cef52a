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
import { syncNewsCategory } from '@/cms/news/categories'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: '新闻', plural: '科研新闻' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'news_category', 'published_at', '_status'],
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
    beforeChange: [mirrorPublishedState('published_at'), syncNewsCategory],
  },
  versions: draftVersions,
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    slugField('title'),
    { name: 'summary', label: '摘要', type: 'textarea' },
    ...bodyFields(),
    {
      // The admin's choice of category, from the managed list (新闻分类).
      name: 'news_category',
      label: '分类',
      type: 'relationship',
      relationTo: 'news-categories',
      admin: { description: '在“新闻分类”中增加或改名' },
    },
    {
      // The chosen category's name, kept on the article: the public list pages filter and group by
      // it (/news/category/…). Written from 分类 (or, for the API and the seed, given as text).
      name: 'category',
      label: '分类名称',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
    },
    { name: 'image', label: '封面图', type: 'upload', relationTo: 'media' },
    {
      name: 'published_at',
      label: '发布时间',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: '留空则在发布（或预约发布生效）时自动填写',
      },
    },
    {
      // Mirrors Payload's status (发布 / 取消发布): one publish model, no checkbox of its own.
      name: 'is_published',
      label: '已发布',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { hidden: true },
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
