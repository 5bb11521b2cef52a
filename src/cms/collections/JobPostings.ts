import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sortOrderField } from '@/cms/fields/sort-order'

export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  labels: { singular: '招聘职位', plural: '招聘职位' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', 'salary', 'sort_order', 'is_active'],
    group: '公司信息',
  },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('job-postings'),
  fields: [
    { name: 'title', label: '职位名称', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'department', label: '部门', type: 'text', required: true },
        { name: 'location', label: '工作地点', type: 'text', required: true },
        { name: 'type', label: '工作性质', type: 'text', required: true, defaultValue: '全职' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salary', label: '薪资范围', type: 'text', required: true, admin: { description: '例如 15k-30k' } },
        { name: 'experience', label: '经验要求', type: 'text', admin: { description: '例如 3-5年' } },
        { name: 'education', label: '学历要求', type: 'text', admin: { description: '例如 硕士及以上' } },
      ],
    },
    { name: 'description', label: '职位描述', type: 'textarea' },
    { name: 'requirements', label: '任职要求', type: 'text', hasMany: true },
    { name: 'benefits', label: '福利待遇', type: 'text', hasMany: true },
    sortOrderField(),
    { name: 'is_active', label: '发布中', type: 'checkbox', defaultValue: true, index: true },
  ],
}
