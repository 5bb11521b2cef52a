import type { Config, Field, FieldHook, Plugin } from 'payload'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { OverviewField } from '@payloadcms/plugin-seo/fields'
import { anyone, hiddenUnlessStaff, staffOnly } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { excerpt } from '@/lib/seo'
import { isAccountPage, normalizeRedirectPath, normalizeRedirectTarget } from '@/lib/redirects.mjs'
import { PUBLIC_COLLECTIONS, publicPathOf, type PublicCollection } from '@/lib/public-paths'
import { env } from '@/lib/env'

/**
 * Lengths the admin recommends, in characters. The plugin's defaults (50–60 and 100–150) are for
 * Latin text; Baidu shows about 30 Chinese characters of a title and about 80 of a description.
 * They are hints: only the hard limits below refuse a save.
 */
export const SEO_LENGTHS = {
  title: { minLength: 10, maxLength: 30, hardLimit: 100 },
  description: { minLength: 40, maxLength: 80, hardLimit: 300 },
} as const

const SEO_LABELS = { title: '搜索标题', description: '搜索描述', image: '分享图片', group: '搜索与分享（SEO）' }

function notLongerThan(limit: number, label: string) {
  return (value: unknown): true | string =>
    typeof value === 'string' && value.length > limit ? `${label}最多 ${limit} 个字。` : true
}

/** The plugin's fields with Chinese labels and lengths suited to Chinese text. */
function chineseSeoFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field): Field => {
    if (!('name' in field)) return field
    if (field.name === 'overview') {
      const { minLength: titleMin, maxLength: titleMax } = SEO_LENGTHS.title
      const { minLength: descriptionMin, maxLength: descriptionMax } = SEO_LENGTHS.description
      return OverviewField({
        titleOverrides: { minLength: titleMin, maxLength: titleMax },
        descriptionOverrides: { minLength: descriptionMin, maxLength: descriptionMax },
        overrides: { label: '检查' },
      })
    }
    if (field.name === 'title' && field.type === 'text') {
      const { minLength, maxLength, hardLimit } = SEO_LENGTHS.title
      // minLength/maxLength drive the plugin's length indicator; `validate` replaces Payload's own
      // length check, so a title outside the recommended range is still saved.
      return {
        ...field,
        label: SEO_LABELS.title,
        minLength,
        maxLength,
        validate: notLongerThan(hardLimit, SEO_LABELS.title),
      }
    }
    if (field.name === 'description' && field.type === 'textarea') {
      const { minLength, maxLength, hardLimit } = SEO_LENGTHS.description
      return {
        ...field,
        label: SEO_LABELS.description,
        minLength,
        maxLength,
        validate: notLongerThan(hardLimit, SEO_LABELS.description),
      }
    }
    if (field.name === 'image' && field.type === 'upload') {
      return { ...field, label: SEO_LABELS.image }
    }
    return field
  })
}

/** The plugin names its group “SEO” with no way to configure it. */
function labelSeoGroup(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      fields: collection.fields.map((field) =>
        field.type === 'group' && 'name' in field && field.name === 'meta'
          ? { ...field, label: SEO_LABELS.group }
          : field,
      ),
    })),
  }
}

/** Chinese for the plugin's hints (its own Chinese speaks of Latin characters and meta tags). */
export const seoTranslations = {
  'plugin-seo': {
    lengthTipTitle: '建议 {{minLength}}–{{maxLength}} 个字：百度搜索结果约显示 30 个汉字的标题。另见 ',
    lengthTipDescription: '建议 {{minLength}}–{{maxLength}} 个字：搜索结果约显示 80 个汉字的描述。另见 ',
    bestPractices: '编写建议',
    characterCount: '{{current}}/{{minLength}}-{{maxLength}} 个字，',
    charactersLeftOver: '还可输入 {{characters}} 个字',
    charactersToGo: '还差 {{characters}} 个字',
    charactersTooMany: '超出 {{characters}} 个字',
    imageAutoGenerationTip: '自动生成会使用本文的封面图片。',
  },
}

const seoFields = seoPlugin({
  collections: [...PUBLIC_COLLECTIONS],
  uploadsCollection: 'media',
  tabbedUI: false,
  fields: chineseSeoFields,
  generateTitle: ({ doc }) =>
    String((doc as { title?: unknown; name?: unknown }).title ?? (doc as { name?: unknown }).name ?? ''),
  generateDescription: ({ doc }) => {
    const source = doc as { summary?: string; description?: string; subtitle?: string }
    return excerpt(source.summary ?? source.description ?? source.subtitle, 150) ?? ''
  },
  generateURL: ({ doc, collectionConfig }) => {
    const slug = collectionConfig?.slug as PublicCollection | undefined
    const record = doc as { id?: number; slug?: string | null }
    if (!slug || !PUBLIC_COLLECTIONS.includes(slug) || record.id === undefined) return env.siteUrl
    return `${env.siteUrl}${publicPathOf(slug, { id: record.id, slug: record.slug })}`
  },
})

/**
 * Search title, description and share image (Payload's SEO plugin) on the documents that have a
 * page of their own. Left empty, the page uses the document's title, summary and image.
 */
export const seo: Plugin = async (config) => labelSeoGroup(await seoFields(config))

/** The admin's Chinese for the redirects plugin (it ships no Chinese of its own). */
export const redirectsTranslations = {
  'plugin-redirects': {
    customUrl: '自定义链接',
    documentToRedirect: '跳转到的页面',
    fromUrl: '原地址（旧路径）',
    internalLink: '站内页面',
    redirectType: '状态码',
    toUrlType: '跳转目标',
  },
}

const normalizeFrom: FieldHook = ({ value }) =>
  typeof value === 'string' ? (normalizeRedirectPath(value) ?? value) : value

function validateFrom(value: unknown): true | string {
  if (typeof value !== 'string' || !normalizeRedirectPath(value))
    return '请填写原地址，例如 /news/old-article 或 /article.php?id=3。'
  if (/^\/(admin|cms-api|api|_next)(\/|$)/.test(value)) return '后台、接口和静态资源的地址不能重定向。'
  if (isAccountPage(normalizeRedirectPath(value) ?? value))
    return '登录、注册、找回密码、邮箱验证、订阅确认与退订等账户页面不能重定向（这些页面会收到一次性链接）。'
  return true
}

function validateCustomUrl(value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): true | string {
  if (siblingData?.type !== 'custom') return true
  return typeof value === 'string' && normalizeRedirectTarget(value)
    ? true
    : '请填写站内路径（以 / 开头）或以 http:// / https:// 开头的网址。'
}

/** Whether a redirect to another site passes on the visitor's query string (off unless staff ask). */
const keepQueryField: Field = {
  name: 'keep_query',
  label: '跳转到其他网站时带上访客的查询参数',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    description:
      '站内跳转始终保留查询参数（如推广参数）。跳转到其他网站时默认不带，因为查询参数中可能有访客的个人信息或链接凭证；只有确实需要时才勾选。',
  },
}

/** Adds Chinese guidance and checks to the plugin's fields. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return [...defaultFields.map(redirectField), keepQueryField]
}

function redirectField(field: Field): Field {
  if (!('name' in field)) return field
  if (field.name === 'from' && field.type === 'text') {
    return {
      ...field,
      validate: validateFrom,
      hooks: { beforeValidate: [normalizeFrom] },
      admin: { description: '访客访问的旧地址（站内路径，可带查询参数），例如 /news/old-article。' },
    }
  }
  if (field.name === 'to' && field.type === 'group') {
    return {
      ...field,
      // The plugin leaves the group unlabelled: its name ("to") would head the list's column.
      label: '跳转到',
      fields: field.fields.map((inner) =>
        'name' in inner && inner.name === 'url' && inner.type === 'text'
          ? { ...inner, validate: validateCustomUrl }
          : inner,
      ),
    }
  }
  return field
}

const redirectOverrides: NonNullable<RedirectsPluginConfig['overrides']> = {
  labels: { singular: '重定向', plural: '重定向' },
  admin: {
    group: '站点',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
    description: '旧地址 → 新页面或网址，访客访问旧地址时以 301/308 跳转。修改新闻或案例的链接标识时会自动添加。',
    hidden: hiddenUnlessStaff,
  },
  // The site answers every redirect to anyone, so reading them reveals nothing.
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateCollection('redirects'),
  fields: redirectFields,
}

/** Staff redirects (collection `redirects`), applied by the server (src/server/draining-server.mjs) before any page renders. */
export const redirects: Plugin = redirectsPlugin({
  collections: [...PUBLIC_COLLECTIONS],
  redirectTypes: ['301', '308'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    options: [
      { label: '301 永久重定向', value: '301' },
      { label: '308 永久重定向（保留请求方法）', value: '308' },
    ],
  },
  overrides: redirectOverrides,
})
