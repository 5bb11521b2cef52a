import type { CollectionConfig } from 'payload'
import { nobody, staffOnly } from '@/cms/access'

export const SEARCH_ENGINES = [
  { value: 'baidu', label: '百度' },
  { value: 'indexnow', label: 'IndexNow（必应等）' },
] as const

export const SEARCH_PUSH_STATUSES = [
  { value: 'queued', label: '排队中' },
  { value: 'sent', label: '已提交' },
  { value: 'failed', label: '失败' },
] as const

/**
 * Each submission of a public address to a search engine (搜索引擎推送): queued when a page is
 * published or its address changes, sent from the jobs queue with retries; content staff see here
 * what each engine answered. Written by the server only.
 */
export const SearchPushes: CollectionConfig = {
  slug: 'search-pushes',
  labels: { singular: '搜索引擎推送', plural: '搜索引擎推送' },
  admin: {
    useAsTitle: 'url',
    group: '访问统计',
    defaultColumns: ['url', 'engine', 'status', 'attempts', 'updatedAt'],
    description: '页面发布或地址变更后提交给搜索引擎的记录（百度普通收录、IndexNow），由系统写入。',
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'url', label: '地址', type: 'text', required: true, maxLength: 500 },
    { name: 'engine', label: '搜索引擎', type: 'select', required: true, options: [...SEARCH_ENGINES] },
    {
      name: 'reason',
      label: '原因',
      type: 'select',
      options: [
        { value: 'published', label: '发布' },
        { value: 'moved', label: '地址变更' },
      ],
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [...SEARCH_PUSH_STATUSES],
    },
    { name: 'attempts', label: '尝试次数', type: 'number', defaultValue: 0 },
    { name: 'response', label: '搜索引擎的答复', type: 'textarea', maxLength: 2000 },
  ],
}
