import type { CollectionConfig } from 'payload'
import { staffOnly, staffOrFlagged } from '@/cms/access'
import { draftVersions, previewUrl, publishUnlessDraft, publishedFor, versionAccess } from '@/cms/drafts'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchIndexHooks } from '@/cms/hooks/search-index'
import { searchPushHook } from '@/cms/reach/search-push'
import { validateServicePageSlug } from '@/cms/service-slugs'
import { validateSafeLink } from '@/cms/fields/safe-link'
import { sortOrderField } from '@/cms/fields/sort-order'

const titleAndDescription = [
  { name: 'title', label: '标题', type: 'text', required: true },
  { name: 'description', label: '说明', type: 'textarea' },
] as const

/**
 * How a service page is laid out. Each value names a template in the route's registry
 * (src/app/(site)/services/[slug]/templates.tsx); staff pick one per page.
 */
export const SERVICE_PAGE_TEMPLATES = [
  { label: '一对一辅导（套餐价格档位）', value: 'tier' },
  { label: '课程（固定价格与课程大纲）', value: 'course' },
  { label: '价格区间服务', value: 'range' },
  { label: '修回辅导（流程与套餐）', value: 'revision' },
  { label: '科研咨询详情', value: 'consulting' },
  { label: '服务导航页（列出下级服务）', value: 'hub' },
  { label: '测试服务（核心项目中的测试服务）', value: 'test-services' },
  { label: '与另一页面相同（同一内容的第二个网址）', value: 'alias' },
] as const

export type ServicePageTemplate = (typeof SERVICE_PAGE_TEMPLATES)[number]['value']

const CONSULTING_ICONS = [
  { label: '灯泡', value: 'lightbulb' },
  { label: '烧杯', value: 'beaker' },
  { label: '团队', value: 'users' },
  { label: '清单', value: 'clipboard' },
  { label: '星光', value: 'sparkles' },
  { label: '趋势', value: 'trending' },
  { label: '星标', value: 'star' },
  { label: '公文包', value: 'briefcase' },
]

const CONSULTING_COLORS = [
  { label: '蓝色', value: 'blue' },
  { label: '翠绿', value: 'emerald' },
  { label: '紫罗兰', value: 'violet' },
  { label: '琥珀', value: 'amber' },
  { label: '玫红', value: 'rose' },
  { label: '青色', value: 'cyan' },
  { label: '靛蓝', value: 'indigo' },
  { label: '蓝绿', value: 'teal' },
]

const forTemplate =
  (...templates: ServicePageTemplate[]) =>
  (data: Partial<{ template: string | null }> | undefined) =>
    templates.includes(data?.template as ServicePageTemplate)

/**
 * Every page under /services/<slug> that is not a category: its template (layout, in code) and
 * its copy (here): course outline, steps, terms, consulting details. Its prices, packages and
 * extras are the offerings placed on it (collection `offerings`). Staff create new pages here; they are live at /services/<slug> at once.
 */
export const ServicePages: CollectionConfig = {
  slug: 'service-pages',
  labels: { singular: '服务页面', plural: '服务页面内容' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'template', 'is_active'],
    group: '服务目录',
    preview: previewUrl('service-pages'),
    description:
      '网址 /services/<页面标识> 下的服务页面：选择页面模板，填写标题与介绍，发布后上线；价格、套餐与附加服务在“服务方案”中填写并选择本页面（可先保存草稿、预览或定时发布）。加入“服务菜单”后会显示在页脚的热门服务栏。',
  },
  defaultSort: 'sort_order',
  access: {
    read: publishedFor(staffOrFlagged('is_active')),
    ...versionAccess,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [
      ...revalidateCollection('service-pages').afterChange,
      ...searchIndexHooks('service-pages').afterChange,
      searchPushHook('service-pages'),
    ],
    afterDelete: [
      ...revalidateCollection('service-pages').afterDelete,
      ...searchIndexHooks('service-pages').afterDelete,
    ],
    beforeOperation: [publishUnlessDraft],
  },
  versions: draftVersions,
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
      validate: validateServicePageSlug,
      admin: {
        position: 'sidebar',
        description: '对应网址 /services/<页面标识>；小写英文字母、数字和连字符，不能与服务类目相同，创建后不可修改。',
      },
    },
    {
      name: 'template',
      label: '页面模板',
      type: 'select',
      required: true,
      defaultValue: 'range',
      options: SERVICE_PAGE_TEMPLATES.map((option) => ({ ...option })),
      admin: { position: 'sidebar', description: '决定页面的版式与显示哪些内容。' },
    },
    {
      name: 'alias_of',
      label: '显示哪个页面的内容',
      type: 'text',
      admin: {
        position: 'sidebar',
        condition: forTemplate('alias'),
        description: '另一服务页面的页面标识；本网址显示该页面的内容，搜索引擎以该页面为准。',
      },
    },
    { name: 'title', label: '页面标题', type: 'text', required: true },
    { name: 'subtitle', label: '副标题', type: 'text' },
    { name: 'description', label: '服务介绍', type: 'textarea' },
    {
      name: 'price_note',
      label: '定价说明',
      type: 'text',
      admin: { description: '例如“根据字数和复杂度定价”。价格本身来自显示在本页的服务方案。' },
    },
    { name: 'duration', label: '课程时长 / 服务周期', type: 'text' },
    {
      name: 'terms',
      label: '服务条款要点',
      labels: { singular: '要点', plural: '服务条款要点' },
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
      labels: { singular: '数据', plural: '数据亮点' },
      type: 'array',
      fields: [
        { name: 'value', label: '数值', type: 'text', required: true },
        { name: 'label', label: '说明', type: 'text', required: true },
      ],
    },
    {
      name: 'features',
      label: '服务特色',
      labels: { singular: '特色', plural: '服务特色' },
      type: 'array',
      admin: { description: '科研咨询详情页显示为“服务内容”。' },
      fields: [...titleAndDescription],
    },
    {
      name: 'lessons',
      label: '课程大纲',
      labels: { singular: '课时', plural: '课程大纲' },
      type: 'array',
      admin: { description: '按顺序编号（第1课、第2课……）。' },
      fields: [...titleAndDescription],
    },
    {
      name: 'steps',
      label: '服务流程',
      labels: { singular: '步骤', plural: '服务流程' },
      type: 'array',
      fields: [...titleAndDescription],
    },
    {
      name: 'claims',
      label: '服务保障',
      type: 'text',
      hasMany: true,
      admin: { description: '例如 支持分期付款、7天无理由退款。' },
    },
    {
      name: 'child_slugs',
      label: '下级服务页面',
      type: 'text',
      hasMany: true,
      admin: {
        condition: forTemplate('hub'),
        description: '按顺序填写要列出的服务页面的页面标识，例如 bioinformatics-1v1。',
      },
    },
    {
      type: 'collapsible',
      label: '科研咨询详情',
      admin: { condition: forTemplate('consulting') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', label: '图标', type: 'select', options: CONSULTING_ICONS, defaultValue: 'lightbulb' },
            { name: 'color', label: '主题色', type: 'select', options: CONSULTING_COLORS, defaultValue: 'blue' },
          ],
        },
        {
          name: 'card_features',
          label: '卡片要点',
          type: 'text',
          hasMany: true,
          maxRows: 4,
          admin: { description: '科研咨询列表卡片上的要点，最多4条。' },
        },
        { name: 'intro', label: '服务简介', type: 'textarea' },
        { name: 'audience', label: '适合人群', type: 'text', hasMany: true },
        { name: 'format', label: '服务方式', type: 'text' },
      ],
    },
    {
      name: 'related_links',
      label: '相关服务',
      labels: { singular: '相关服务', plural: '相关服务' },
      type: 'array',
      fields: [
        { name: 'title', label: '名称', type: 'text', required: true },
        {
          name: 'link',
          label: '链接',
          type: 'text',
          required: true,
          validate: validateSafeLink,
          admin: { description: '站内路径，如 /services/writing-training' },
        },
      ],
    },
    sortOrderField(),
    { name: 'is_active', label: '启用', type: 'checkbox', defaultValue: true, index: true },
  ],
}
