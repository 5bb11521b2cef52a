import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'

const titleAndDescription = [
  { name: 'title', label: '标题', type: 'text', required: true },
  { name: 'description', label: '说明', type: 'textarea' },
] as const

/**
 * The copy of the fixed service pages (/services/<slug>): price or price range, course outline,
 * steps, packages, terms. Layout lives in code; each page picks the parts it shows.
 */
export const ServicePages: CollectionConfig = {
  slug: 'service-pages',
  labels: { singular: '服务页面', plural: '服务页面内容' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'price', 'price_min', 'price_max', 'is_active'],
    group: '服务与商品',
    description: '统计分析、写作培训、修回辅导、润色选刊、基金申请等固定服务页面的文字、价格与课程大纲。',
  },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('service-pages'),
  fields: [
    {
      name: 'slug',
      label: '页面标识',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // The slug ties the document to its route; changing it would orphan the page.
      access: { update: () => false },
      admin: { position: 'sidebar', description: '对应网址 /services/<页面标识>，创建后不可修改。' },
    },
    { name: 'title', label: '页面标题', type: 'text', required: true },
    { name: 'subtitle', label: '副标题', type: 'text' },
    { name: 'description', label: '服务介绍', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: '价格（元）',
          type: 'number',
          min: 0,
          admin: { description: '固定价格；区间定价请填下方两项。' },
        },
        { name: 'price_min', label: '最低价（元）', type: 'number', min: 0 },
        { name: 'price_max', label: '最高价（元）', type: 'number', min: 0 },
      ],
    },
    { name: 'price_note', label: '定价说明', type: 'text', admin: { description: '例如“根据字数和复杂度定价”。' } },
    { name: 'duration', label: '课程时长 / 服务周期', type: 'text' },
    {
      name: 'terms',
      label: '服务条款要点',
      type: 'array',
      admin: { description: '例如 服务周期：约2个月；售后答疑：课程结束后1个月。' },
      fields: [
        { name: 'label', label: '项目', type: 'text', required: true },
        { name: 'value', label: '内容', type: 'text', required: true },
      ],
    },
    {
      name: 'stats',
      label: '数据亮点',
      type: 'array',
      fields: [
        { name: 'value', label: '数值', type: 'text', required: true },
        { name: 'label', label: '说明', type: 'text', required: true },
      ],
    },
    { name: 'features', label: '服务特色', type: 'array', fields: [...titleAndDescription] },
    {
      name: 'lessons',
      label: '课程大纲',
      type: 'array',
      admin: { description: '按顺序编号（第1课、第2课……）。' },
      fields: [...titleAndDescription],
    },
    { name: 'steps', label: '服务流程', type: 'array', fields: [...titleAndDescription] },
    {
      name: 'packages',
      label: '套餐',
      type: 'array',
      fields: [
        { name: 'name', label: '套餐名称', type: 'text', required: true },
        { name: 'price', label: '价格（元）', type: 'number', required: true, min: 0 },
        { name: 'lessons', label: '课时数', type: 'number', min: 0 },
        { name: 'duration', label: '周期', type: 'text' },
        { name: 'features', label: '包含内容', type: 'text', hasMany: true },
        { name: 'highlighted', label: '推荐（突出显示）', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'extras',
      label: '附加服务',
      type: 'array',
      admin: { description: '可单独加价的附加项，例如 影像组学ROI勾画 +1800。' },
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true },
        { name: 'price', label: '加价（元）', type: 'number', required: true, min: 0 },
        { name: 'description', label: '说明', type: 'text' },
      ],
    },
    {
      name: 'claims',
      label: '服务保障',
      type: 'text',
      hasMany: true,
      admin: { description: '例如 支持分期付款、7天无理由退款。' },
    },
    {
      name: 'related_links',
      label: '相关服务',
      type: 'array',
      fields: [
        { name: 'title', label: '名称', type: 'text', required: true },
        {
          name: 'link',
          label: '链接',
          type: 'text',
          required: true,
          admin: { description: '站内路径，如 /services/writing-training' },
        },
      ],
    },
    { name: 'sort_order', label: '排序', type: 'number', defaultValue: 0 },
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
