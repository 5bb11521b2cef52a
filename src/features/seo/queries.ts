import 'server-only'
import type { Where } from 'payload'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { publicPathOf, PUBLIC_COLLECTIONS, type PublicCollection } from '@/lib/public-paths'
import { redirectDestination, type RedirectRule } from '@/lib/redirects.mjs'
import { seoOverrideOf, type SeoOverride } from '@/lib/seo'
import { latestOf, type SitemapEntry } from './sitemap'

/** Visitor reads: each collection's read rule hides drafts, inactive and unpublished documents. */
const visitor = { overrideAccess: false, pagination: false, depth: 0 } as const

type Row = { id: number; slug?: string | null; updatedAt: string }

async function visibleRows(collection: PublicCollection): Promise<Row[]> {
  const payload = await getPayload()
  if (collection === 'service-pages') {
    const result = await payload.find({
      collection,
      ...visitor,
      // A page that shows another page's content (与另一页面相同) is listed under that page's address.
      where: { template: { not_equals: 'alias' } },
      select: { slug: true, updatedAt: true },
      sort: 'slug',
    })
    return result.docs
  }
  const select =
    collection === 'news' || collection === 'cases'
      ? { slug: true as const, updatedAt: true as const }
      : { updatedAt: true as const }
  const result = await payload.find({ collection, ...visitor, select, sort: 'id' })
  return result.docs as Row[]
}

/**
 * Collections shown on company pages that are not listed in the sitemap themselves, with the tag
 * their hooks expire (src/cms/hooks/revalidate.ts).
 */
const PAGE_SOURCES = {
  'academic-resources': 'resources',
  'team-members': 'team-members',
  'job-postings': 'job-postings',
  'contact-methods': 'contact-methods',
} as const
type PageSource = keyof typeof PAGE_SOURCES

/** When visitors' view of a page-source collection last changed (its newest visible row). */
async function lastChanged(collection: PageSource): Promise<string | null> {
  const payload = await getPayload()
  const result = await payload.find({
    collection,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
    select: { updatedAt: true },
  })
  return (result.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null
}

/**
 * Static pages of the site, with the collections whose content they show (for lastmod). The legal
 * pages and the newsletter sign-up are written in code: they have no date of their own.
 */
const STATIC_PAGES: { path: string; from: PublicCollection[]; sources?: PageSource[] }[] = [
  { path: '/', from: [...PUBLIC_COLLECTIONS] },
  { path: '/services', from: ['categories', 'service-pages'] },
  { path: '/research-consultation', from: ['service-pages'] },
  { path: '/news', from: ['news'] },
  { path: '/cases', from: ['cases'] },
  { path: '/resources', from: [], sources: ['academic-resources'] },
  { path: '/team', from: [], sources: ['team-members'] },
  { path: '/about', from: [], sources: ['team-members'] },
  { path: '/careers', from: [], sources: ['job-postings'] },
  { path: '/contact', from: [], sources: ['contact-methods'] },
  { path: '/newsletter', from: [] },
  { path: '/privacy', from: [] },
  { path: '/terms', from: [] },
  { path: '/cookies', from: [] },
]

/**
 * Every public address with the date its content last changed: the static pages, then service
 * pages, categories, products, news and cases as visitors may see them. Never drafts, inactive
 * items, staff, preview or account pages.
 */
export const listSitemapEntries = cachedRead(
  'seo:sitemap',
  [...PUBLIC_COLLECTIONS, ...Object.values(PAGE_SOURCES)],
  async (): Promise<SitemapEntry[]> => {
    const order: PublicCollection[] = ['service-pages', 'categories', 'offerings', 'news', 'cases']
    const sources = Object.keys(PAGE_SOURCES) as PageSource[]
    const [rows, sourceDates] = await Promise.all([
      Promise.all(order.map(visibleRows)),
      Promise.all(sources.map(lastChanged)),
    ])
    const byCollection = new Map(order.map((collection, index) => [collection, rows[index]!]))
    const bySource = new Map(sources.map((source, index) => [source, sourceDates[index]]))
    const latest = (page: (typeof STATIC_PAGES)[number]) =>
      latestOf([
        ...page.from.flatMap((collection) => byCollection.get(collection)!.map((row) => row.updatedAt)),
        ...(page.sources ?? []).map((source) => bySource.get(source)),
      ])
    const entries: SitemapEntry[] = STATIC_PAGES.map((page) => ({ path: page.path, lastmod: latest(page) }))
    for (const collection of order) {
      for (const row of byCollection.get(collection)!) {
        entries.push({ path: publicPathOf(collection, row), lastmod: row.updatedAt })
      }
    }
    return entries
  },
)

/**
 * Every redirect as an old path and where it leads. A redirect to a document visitors cannot
 * see (a draft, an inactive product) is left out, so its old address gives the 404 page.
 */
export const listRedirectRules = cachedRead(
  'seo:redirects',
  ['redirects', ...PUBLIC_COLLECTIONS],
  async (): Promise<RedirectRule[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'redirects',
      overrideAccess: false,
      pagination: false,
      depth: 1,
      sort: 'from',
    })
    const rules: RedirectRule[] = []
    for (const redirect of result.docs) {
      const to = redirectDestination(redirect.to, ({ relationTo, value }) =>
        (PUBLIC_COLLECTIONS as readonly string[]).includes(relationTo)
          ? publicPathOf(relationTo as PublicCollection, value as { id: number; slug?: string | null })
          : null,
      )
      if (to)
        rules.push({
          from: redirect.from,
          to,
          status: redirect.type === '308' ? 308 : 301,
          keep_query: redirect.keep_query === true,
        })
    }
    return rules
  },
)

/** What staff entered in a document's SEO fields (search title, description, share image), and its dates. */
export type DocumentSeo = SeoOverride & { created_at: string; updated_at: string }

export const getDocumentSeo = cachedRead(
  'seo:document',
  [...PUBLIC_COLLECTIONS],
  async (collection: PublicCollection, key: { slug: string } | { id: number }): Promise<DocumentSeo | null> => {
    const payload = await getPayload()
    const where: Where = 'slug' in key ? { slug: { equals: key.slug } } : { id: { equals: key.id } }
    const result = await payload.find({
      collection,
      overrideAccess: false,
      where,
      limit: 1,
      depth: 1,
      select: { meta: true, createdAt: true, updatedAt: true },
    })
    const doc = result.docs[0] as
      { meta?: Parameters<typeof seoOverrideOf>[0]; createdAt: string; updatedAt: string } | undefined
    return doc ? { ...seoOverrideOf(doc.meta), created_at: doc.createdAt, updated_at: doc.updatedAt } : null
  },
)

/** The same, never failing: a page whose SEO fields cannot be read still renders with its own title. */
export async function documentSeoOrNull(
  collection: PublicCollection,
  key: { slug: string } | { id: number },
): Promise<DocumentSeo | null> {
  return getDocumentSeo(collection, key).catch(() => null)
}
