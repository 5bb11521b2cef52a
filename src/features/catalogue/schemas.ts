import { z } from 'zod'
import { booleanParam } from '@/lib/api'
import type { SameShape } from '@/lib/openapi'
import { slugify } from '@/lib/slugify'
import type { CategoryDTO, CoreProjectDTO, ProductDTO, ServiceDTO, ServiceMenuItemDTO } from './serialize'
import { isSortOrder, sortOrderRule } from '@/cms/fields/sort-order'

/* Inputs ------------------------------------------------------------------------------------ */

export const categoriesQuery = z.object({
  is_active: booleanParam().meta({
    description: '兼容旧前端的参数：访客只能看到启用的类目，无论取值如何',
  }),
  t: z.string().optional().meta({ description: '防缓存时间戳，服务器忽略' }),
})

const optionalText = (label: string, max: number) =>
  z
    .union([z.string({ error: `${label}必须是文本` }), z.null()], { error: `${label}必须是文本` })
    .optional()
    .refine((value) => value == null || value.length <= max, `${label}不能超过 ${max} 个字符`)

const serviceTitle = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? '请输入服务标题' : '服务标题必须是文本'),
  })
  .trim()
  .min(1, '请输入服务标题')
  .max(200, '服务标题不能超过 200 个字符')

/** Empty or null means "derive it from the title"; anything else is normalised the way the CMS would. */
const serviceSlug = z
  .union([z.string({ error: '链接标识（slug）必须是文本' }), z.null()], { error: '链接标识（slug）必须是文本' })
  .optional()
  .transform((value, ctx) => {
    if (value == null || value.trim() === '') return undefined
    if (value.length > 120) {
      ctx.addIssue({ code: 'custom', message: '链接标识（slug）不能超过 120 个字符' })
      return z.NEVER
    }
    const slug = slugify(value)
    if (!slug) {
      ctx.addIssue({ code: 'custom', message: '链接标识（slug）只能包含字母、数字、汉字和连字符' })
      return z.NEVER
    }
    return slug
  })

/** The admin page sends sort_order from a text box; it is read as an integer like parseInt would. */
const sortOrder = z
  .union(
    [
      z.number({ error: '排序（sort_order）必须是整数' }),
      z.string({ error: '排序（sort_order）必须是整数' }),
      z.null(),
    ],
    {
      error: '排序（sort_order）必须是整数',
    },
  )
  .optional()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined
    const number = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN
    if (!isSortOrder(number)) {
      ctx.addIssue({ code: 'custom', message: sortOrderRule('排序（sort_order）') })
      return z.NEVER
    }
    return number
  })

const features = z
  .union(
    [
      z.array(z.string({ error: '服务特点（features）必须是文本列表' }), {
        error: '服务特点（features）必须是文本列表',
      }),
      z.null(),
    ],
    {
      error: '服务特点（features）必须是文本列表',
    },
  )
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined
    const list = (value ?? []).map((item) => item.trim()).filter(Boolean)
    if (list.length > 50) ctx.addIssue({ code: 'custom', message: '服务特点最多 50 条' })
    if (list.some((item) => item.length > 200))
      ctx.addIssue({ code: 'custom', message: '每条服务特点不能超过 200 个字符' })
    return list
  })

const isActive = z.boolean({ error: '启用状态（is_active）必须是 true 或 false' }).optional()

const serviceFields = {
  title: serviceTitle,
  slug: serviceSlug,
  description: optionalText('简介（description）', 2000),
  content: optionalText('正文（content）', 60_000),
  price_range: optionalText('价格区间（price_range）', 100),
  features,
  is_active: isActive,
  sort_order: sortOrder,
}

/** POST /api/services. Unknown keys (id, created_at, ...) are ignored. */
export const serviceCreateBody = z.object(serviceFields, { error: '请求内容必须是 JSON 对象' })

/** PUT /api/services/{id}: the whole service object or only the fields to change. */
export const serviceUpdateBody = z
  .object({ ...serviceFields, title: serviceTitle.optional() }, { error: '请求内容必须是 JSON 对象' })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '请提供要修改的字段')

export type ServiceCreateInput = z.output<typeof serviceCreateBody>
export type ServiceUpdateInput = z.output<typeof serviceUpdateBody>

/* Answers ----------------------------------------------------------------------------------- */

export const categorySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable(),
    description: z.string().nullable(),
    main_image_url: z.string().nullable(),
    icon_url: z.string().nullable(),
    is_active: z.boolean(),
    sort_order: z.number(),
  })
  .meta({ id: 'Category', title: '服务类目' })

const productCategory = z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string().nullable() })

export const productSchema = z
  .strictObject({
    id: z.number().int(),
    kind: z
      .enum(['tier', 'product', 'course', 'package', 'core-project', 'test-service', 'extra'])
      .meta({ description: '服务方案类型：辅导档位、商品、课程、套餐、核心项目、测试服务、附加服务' }),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().nullable().meta({ description: '价格（元）；为空时页面显示“价格面议”' }),
    price_text: z.string().meta({ description: '页面显示的价格文字，如“¥13,888”“¥800 每篇”“价格面议”' }),
    delivery_note: z.string().meta({ description: '交付周期说明，如“2个月交付”' }),
    image_url: z.string().nullable(),
    images: z.array(z.string()),
    tags: z.array(z.string()),
    category_id: z.number().int().nullable(),
    categories: productCategory.nullable(),
    rating: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: '评分（1–5，工作人员根据真实评价填写）；为空时页面不显示评分' }),
    served_clients: z
      .string()
      .nullable()
      .meta({ description: '已服务客户数，如“1000+”，页面显示为“已服务 1000+ 客户”；为空时不显示' }),
    is_active: z.boolean(),
    sort_order: z.number(),
  })
  .meta({ id: 'Product', title: '商品' })

export const serviceSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string().nullable(),
    description: z.string().nullable(),
    content: z.string().nullable(),
    price_range: z.string().nullable(),
    features: z.array(z.string()),
    is_active: z.boolean(),
    sort_order: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Service', title: '服务' })

export const coreProjectSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    price: z.number().nullable(),
    description: z.string().nullable(),
    service_content: z.string().nullable().meta({ description: '各项以“•”分隔' }),
    button_text: z.string(),
    notes: z.string().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'CoreProject', title: '核心项目' })

export const serviceMenuItemSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), link: z.string(), sort_order: z.number() })
  .meta({ id: 'ServiceMenuItem', title: '服务菜单项' })

// The published schemas and the serializers' types must not drift apart.
const shapesMatch: [
  SameShape<typeof categorySchema, CategoryDTO>,
  SameShape<typeof productSchema, ProductDTO>,
  SameShape<typeof serviceSchema, ServiceDTO>,
  SameShape<typeof coreProjectSchema, CoreProjectDTO>,
  SameShape<typeof serviceMenuItemSchema, ServiceMenuItemDTO>,
] = [true, true, true, true, true]
void shapesMatch
