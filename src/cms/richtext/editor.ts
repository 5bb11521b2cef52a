import type { Block, CollectionSlug } from 'payload'
import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

/**
 * The one rich-text editor of the site's article bodies (news, cases, services).
 *
 * Everything it offers has an HTML form that the sanitiser (lib/sanitize.ts) keeps, so the stored
 * HTML (to-html.ts) shows exactly what staff wrote. Nothing here loads code from another origin:
 * the code block is a plain textarea (Payload's premade CodeBlock and the `code` field type edit
 * through Monaco, fetched from a CDN), and no alignment, indent or colour features (their inline
 * styles would be stripped by the sanitiser).
 */

/** Collections an internal link may point at, and the public address of each. */
export const linkTargets = {
  news: (doc: LinkedDoc) => (doc.slug ? `/news/${encodeURIComponent(doc.slug)}` : null),
  cases: (doc: LinkedDoc) => (doc.slug ? `/cases/${encodeURIComponent(doc.slug)}` : null),
  'service-pages': (doc: LinkedDoc) => (doc.slug ? `/services/${encodeURIComponent(doc.slug)}` : null),
  offerings: (doc: LinkedDoc) => `/product-detail/${encodeURIComponent(String(doc.id))}`,
} satisfies Partial<Record<CollectionSlug, (doc: LinkedDoc) => string | null>>

export type LinkedDoc = { id: number | string; slug?: string | null }
export type LinkTarget = keyof typeof linkTargets

export const CODE_BLOCK = 'code-block'
export const EXTERNAL_IMAGE_BLOCK = 'external-image'

const LANGUAGE_PATTERN = /^[\w-]*$/

/** A code block edited in a plain textarea (no Monaco, nothing from other origins). */
export const codeBlock: Block = {
  slug: CODE_BLOCK,
  labels: { singular: '代码块', plural: '代码块' },
  fields: [
    {
      name: 'language',
      label: '语言',
      type: 'text',
      admin: { description: '可留空；例如 r、python、bash、sql、stata（只用字母、数字、- 和 _）' },
      validate: (value: unknown) =>
        value == null || (typeof value === 'string' && LANGUAGE_PATTERN.test(value))
          ? true
          : '语言名只能包含字母、数字、- 和 _',
    },
    { name: 'code', label: '代码', type: 'textarea', required: true, admin: { rows: 10 } },
  ],
}

/**
 * An image that is not in the media library, kept from older HTML bodies (an address on another
 * site). New images are uploaded into the text instead (the upload button).
 */
export const externalImageBlock: Block = {
  slug: EXTERNAL_IMAGE_BLOCK,
  // Staff meet it in old articles' bodies: an image shown from another site's address.
  labels: { singular: '网络图片（外部地址）', plural: '网络图片（外部地址）' },
  fields: [
    {
      name: 'url',
      label: '图片地址',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\//i.test(value) ? true : '请填写 http:// 或 https:// 开头的地址',
    },
    { name: 'alt', label: '替代文字', type: 'text', required: true },
    { name: 'caption', label: '图片说明', type: 'text' },
  ],
}

export const bodyEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    SubscriptFeature(),
    SuperscriptFeature(),
    InlineCodeFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    LinkFeature({
      enabledCollections: Object.keys(linkTargets) as CollectionSlug[],
      maxDepth: 1,
    }),
    EXPERIMENTAL_TableFeature(),
    UploadFeature({
      enabledCollections: ['media'],
      maxDepth: 1,
      collections: {
        media: {
          fields: [
            {
              name: 'alt',
              label: '替代文字（留空则用媒体库中的）',
              type: 'text',
            },
            { name: 'caption', label: '图片说明', type: 'text' },
          ],
        },
      },
    }),
    BlocksFeature({ blocks: [codeBlock, externalImageBlock] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
