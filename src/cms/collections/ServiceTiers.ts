import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { sortOrderField } from '@/cms/fields/sort-order'

/** The pages that list priced tiers; the value is the page's slug under /services/. */
export const TIER_PAGES = [
  { label: '生信SCI一对一辅导（/services/bioinformatics-1v1）', value: 'bioinformatics-1v1' },
  { label: '临床SCI一对一辅导（/services/clinical-1v1）', value: 'clinical-1v1' },
  { label: 'Meta分析一对一辅导（/services/meta-analysis-1v1）', value: 'meta-analysis-1v1' },
] as const

export type TierPage = (typeof TIER_PAGES)[number]['value']

/** Priced tiers of the three one-on-one guidance pages (bioinformatics, clinical, meta analysis). */
export const ServiceTiers: CollectionConfig = {
  slug: 'service-tiers',
  labels: { singular: '辅导方案', plural: '辅导方案（价格档位）' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'page', 'category', 'price', 'sort_order', 'is_active'],
    group: '服务与商品',
    description: '生信、临床、Meta分析一对一辅导页面上的价格档位。修改后网站立即更新。',
  },
  defaultSort: 'sort_order',
  access: { read: staffOrFlagged('is_active'), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('service-tiers'),
  fields: [
    {
      name: 'page',
      label: '所属页面',
      type: 'select',
      required: true,
      index: true,
      options: TIER_PAGES.map((page) => ({ ...page })),
    },
    {
      name: 'category',
      label: '分组',
      type: 'text',
      admin: { description: '生信页面按分组筛选，例如“普通生信SCI一对一辅导”“SCI协议包成果项目”“高端课题”。' },
    },
    { name: 'name', label: '方案名称', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'price', label: '价格（元）', type: 'number', required: true, min: 0 },
        {
          name: 'price_is_starting',
          label: '起步价（价格后显示“+”，如 40,000+）',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    { name: 'description', label: '简介', type: 'textarea' },
    { name: 'features', label: '服务内容', type: 'text', hasMany: true },
    { name: 'notes', label: '说明（周期、售后等）', type: 'textarea' },
    { name: 'type', label: '研究类型', type: 'text' },
    { name: 'data_requirement', label: '数据要求', type: 'text' },
    {
      name: 'addon',
      label: '可选加购',
      type: 'group',
      admin: { description: '不填名称则不显示加购项。' },
      fields: [
        { name: 'name', label: '加购名称', type: 'text' },
        { name: 'price', label: '加购价格（元）', type: 'number', min: 0 },
        { name: 'features', label: '加购内容', type: 'text', hasMany: true },
      ],
    },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
