import type { CollectionConfig } from 'payload'
import type { Access, Field, Where } from 'payload'
import { isStaff, staffOnly } from '@/cms/access'
import { draftVersions, previewUrl, publishUnlessDraft, publishedFor, versionAccess } from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { searchPushHook } from '@/cms/reach/search-push'
import { sortOrderField } from '@/cms/fields/sort-order'

/** Visitors see an offering while it is active and, when it belongs to a category, that category is too. */
const activeInActiveCategory: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const visible: Where = {
    and: [
      { is_active: { equals: true } },
      { or: [{ category: { exists: false } }, { 'category.is_active': { equals: true } }] },
    ],
  }
  return visible
}

/** A named item with a short explanation: a step of 服务流程, a promise of 服务保障. */
const titleAndDescription = (titleLabel: string): Field[] => [
  { name: 'title', label: titleLabel, type: 'text', required: true, maxLength: 30 },
  { name: 'description', label: '说明', type: 'textarea', maxLength: 200 },
]

/** What an offering is; the tier pages' cards, the revision packages, a course's price, the test services… */
export const OFFERING_KINDS = [
  { label: '辅导档位', value: 'tier' },
  { label: '商品', value: 'product' },
  { label: '课程', value: 'course' },
  { label: '套餐', value: 'package' },
  { label: '核心项目', value: 'core-project' },
  { label: '测试服务', value: 'test-service' },
  { label: '附加服务', value: 'extra' },
] as const

/** 起 / 每篇 / 每人 after a price; the tier cards show 起 as a trailing '+' (spec: 40000+). */
export const PRICE_NOTES = [
  { label: '起', value: 'from' },
  { label: '每篇', value: 'per-article' },
  { label: '每人', value: 'per-person' },
] as const

export const DELIVERY_UNITS = [
  { label: '个工作日', value: 'workday' },
  { label: '天', value: 'day' },
  { label: '周', value: 'week' },
  { label: '个月', value: 'month' },
] as const

/**
 * The catalogue: everything the site sells, each with its one price (docs/decisions/2026-11-27-one-catalogue.md).
 * Category listings, product pages, tier, course, revision and price-range pages, test services and
 * the APIs all read from here. The table keeps the name `products`, so every product id, its drafts
 * and its history carry over unchanged (/products/{id} and /product-detail/{id} keep answering).
 */
export const Offerings: CollectionConfig = {
  slug: 'offerings',
  dbName: 'products',
  labels: { singular: '服务方案', plural: '服务方案' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'price', 'category', 'is_active'],
    group: '服务目录',
    preview: previewUrl('offerings'),
    description:
      '网站出售的一切（商品、辅导档位、课程、套餐、核心项目、测试服务、附加服务）各有唯一的价格，在这里修改一次，所有页面同时更新。',
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
    afterChange: [
      ...revalidateCollection('offerings').afterChange,
      ...searchIndexHooks('offerings').afterChange,
      searchPushHook('offerings'),
    ],
    afterDelete: [...revalidateCollection('offerings').afterDelete, ...searchIndexHooks('offerings').afterDelete],
    beforeOperation: [publishUnlessDraft],
  },
  versions: draftVersions,
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    {
      name: 'kind',
      label: '类型',
      type: 'select',
      required: true,
      defaultValue: 'product',
      index: true,
      options: OFFERING_KINDS.map((kind) => ({ ...kind })),
    },
    {
      type: 'ui',
      name: 'placements',
      admin: { components: { Field: '/cms/admin/OfferingPlacements#OfferingPlacements' } },
    },
    { name: 'description', label: '描述', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: '价格（元）',
          type: 'number',
          min: 0,
          admin: { description: '留空时显示“价格面议”。' },
        },
        {
          name: 'price_note',
          label: '价格说明',
          type: 'select',
          options: PRICE_NOTES.map((note) => ({ ...note })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'delivery_time', label: '交付周期', type: 'number', min: 1, max: 1000, admin: { step: 1 } },
        { name: 'delivery_unit', label: '单位', type: 'select', options: DELIVERY_UNITS.map((unit) => ({ ...unit })) },
      ],
    },
    {
      name: 'category',
      label: '所属类目',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      admin: { description: '在该类目的商品列表（/category-products/…）中显示。' },
    },
    {
      name: 'service_pages',
      label: '显示在服务页面',
      type: 'relationship',
      relationTo: 'service-pages',
      hasMany: true,
      index: true,
      admin: { description: '一对一辅导页的档位、课程价格、修回套餐、价格区间都取自这里。' },
    },
    {
      name: 'services',
      label: '所属服务（服务管理）',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { description: '服务的价格区间由其服务方案的价格计算。' },
    },
    {
      name: 'group',
      label: '分组',
      type: 'text',
      admin: { description: '一对一辅导页按分组筛选，例如“普通生信SCI一对一辅导”“SCI协议包成果项目”“高端课题”。' },
    },
    { name: 'features', label: '服务内容', type: 'text', hasMany: true },
    { name: 'data_requirement', label: '数据要求', type: 'text' },
    { name: 'research_type', label: '研究类型', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'lessons', label: '课时数', type: 'number', min: 0, admin: { step: 1 } },
        { name: 'highlighted', label: '推荐（突出显示）', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'addons',
      label: '可选加购',
      labels: { singular: '加购项', plural: '可选加购' },
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'name', label: '加购名称', type: 'text', required: true },
        { name: 'price', label: '加购价格（元）', type: 'number', min: 0 },
        { name: 'features', label: '加购内容', type: 'text', hasMany: true },
      ],
    },
    { name: 'notes', label: '说明（周期、售后等）', type: 'textarea' },
    {
      name: 'terms',
      label: '服务条款',
      labels: { singular: '条款', plural: '服务条款' },
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'label', label: '项目', type: 'text', required: true },
        { name: 'value', label: '内容', type: 'text', required: true },
      ],
    },
    {
      name: 'button_text',
      label: '按钮文字',
      type: 'text',
      admin: { description: '核心项目与测试服务的购买按钮；默认“立即购买”。' },
    },
    { name: 'images', label: '图片', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'tags', label: '标签', type: 'text', hasMany: true },
    {
      // Shown only when staff enter them (from real reviews and records); no fixed figure.
      name: 'rating',
      label: '评分',
      type: 'number',
      min: 1,
      max: 5,
      admin: { step: 0.1, description: '1–5 分，来自真实评价；留空则不显示评分' },
    },
    {
      name: 'served_clients',
      label: '已服务客户数',
      type: 'text',
      maxLength: 20,
      admin: { description: '例如 1000+，显示为“已服务 1000+ 客户”；留空则不显示' },
    },
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
