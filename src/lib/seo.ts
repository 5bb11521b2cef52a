import type { Metadata } from 'next'
import { env } from './env'
import { SITE_NAME } from './site-text.mjs'

export { SITE_NAME }
export const DEFAULT_DESCRIPTION =
  '为科研人员、研究生与医学作者提供生物信息、临床研究、Meta 分析、统计、写作、润色、基金与培训等一站式学术支持。'
/** Shared image of pages without one of their own (1200 × 630, public/og-default.png). */
export const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 }

/** Search title, description and share image staff set on a document (Payload's SEO plugin, `meta`). */
export type SeoOverride = { title: string | null; description: string | null; image_url: string | null }

type MetaGroup = {
  title?: string | null
  description?: string | null
  image?: number | { url?: string | null; sizes?: { card?: { url?: string | null } | null } | null } | null
}

/** The `meta` group of a document as the pages use it: blanks are null, so the content fills them. */
export function seoOverrideOf(meta: MetaGroup | null | undefined): SeoOverride {
  const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null)
  const image = meta?.image && typeof meta.image === 'object' ? (meta.image.sizes?.card?.url ?? meta.image.url) : null
  return { title: text(meta?.title), description: text(meta?.description), image_url: image ?? null }
}

/** An absolute URL on this site (SITE_URL) for a path or an already absolute URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${env.siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** A path with its query string and fragment left out: the canonical form of a page's address. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** Plain text of at most `max` characters (for descriptions made from content). */
export function excerpt(text: string | null | undefined, max = 120): string | null {
  if (!text) return null
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!plain) return null
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain
}

export type PageSeo = {
  /** The page's own title; the layout adds " · 科研学术服务平台". */
  title: string
  /** Use `title` as the whole <title> (home, staff overrides). */
  absoluteTitle?: boolean
  description?: string | null
  /** The page's address (query string dropped): canonical link and og:url. */
  path: string
  image?: string | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  /** What staff entered in the document's SEO fields; empty fields fall back to the above. */
  override?: SeoOverride | null
  noIndex?: boolean
}

/**
 * The <head> of a public page: a title, a description, the canonical URL (SITE_URL + path),
 * Open Graph and Twitter card tags with an image (the page's own, else the site's default).
 */
export function pageMetadata(page: PageSeo): Metadata {
  const staffTitle = page.override?.title ?? null
  const title = staffTitle ?? page.title
  const absolute = Boolean(staffTitle) || page.absoluteTitle
  const description = page.override?.description ?? excerpt(page.description, 160) ?? DEFAULT_DESCRIPTION
  const path = canonicalPath(page.path)
  const ownImage = page.override?.image_url ?? page.image ?? null
  const image = ownImage ? { url: ownImage, alt: title } : { ...DEFAULT_SHARE_IMAGE, alt: SITE_NAME }
  const shareTitle = absolute ? title : `${title} · ${SITE_NAME}`
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: page.type ?? 'website',
      url: path,
      siteName: SITE_NAME,
      locale: 'zh_CN',
      title: shareTitle,
      description,
      images: [image],
      ...(page.type === 'article' && page.publishedTime ? { publishedTime: page.publishedTime } : {}),
      ...(page.type === 'article' && page.modifiedTime ? { modifiedTime: page.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [image.url] },
    ...(page.noIndex ? { robots: { index: false } } : {}),
  }
}

/** Site-verification codes of search engines (站点设置 → 搜索引擎验证). */
export type SiteVerification = {
  baidu: string | null
  google: string | null
  bing: string | null
  sogou: string | null
  so360: string | null
  shenma: string | null
}

/** The verification <meta> tags: Google through Next's own field, the others by their names. */
export function verificationMetadata(codes: SiteVerification): Metadata['verification'] {
  const other: Record<string, string> = {}
  if (codes.baidu) other['baidu-site-verification'] = codes.baidu
  if (codes.bing) other['msvalidate.01'] = codes.bing
  if (codes.sogou) other['sogou_site_verification'] = codes.sogou
  if (codes.so360) other['360-site-verification'] = codes.so360
  if (codes.shenma) other['shenma-site-verification'] = codes.shenma
  return { ...(codes.google ? { google: codes.google } : {}), ...(Object.keys(other).length ? { other } : {}) }
}
