import type { CollectionSlug, Where } from 'payload'
import { publicPathOf } from '@/lib/public-paths'
import { htmlToText } from '@/lib/search-text'
import type { SearchKind } from '@/lib/search-kinds'

type Doc = { id: number; [field: string]: unknown }

/** What the index keeps of one document. */
export type SearchSourceRow = {
  collection: SearchedCollection
  doc_id: number
  kind: SearchKind
  title: string
  url: string
  body: string
  published_at: string | null
}

type Source = {
  collection: SearchedCollection
  kind: SearchKind
  /** Besides the collection's read rule for visitors: documents left out of search. */
  where?: Where
  title: (doc: Doc) => string
  body: (doc: Doc) => string
  url: (doc: Doc) => string
  publishedAt?: (doc: Doc) => string | null
}

export type SearchedCollection = 'categories' | 'service-pages' | 'offerings' | 'news' | 'cases' | 'academic-resources'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
/** A list of short labels (tags, claims) as one phrase: 肿瘤、单细胞、多组学. */
const texts = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim())
        .join('、')
    : ''
/** Repeated items (features, steps) as one phrase each: 标题：说明. */
const items = (value: unknown, ...fields: string[]): string[] =>
  Array.isArray(value)
    ? value.map((item: Record<string, unknown>) =>
        joinWith(
          '：',
          fields.map((field) => text(item?.[field])),
        ),
      )
    : []
const ENDS_IN_CHINESE_PUNCTUATION = /[。！？；：，、…）」』》]$/u
const ENDS_IN_LATIN_PUNCTUATION = /[.!?;:,)]$/u

/**
 * Parts as one run of text: `separator` between two parts, none after a part that ends in Chinese
 * punctuation, a space after one that ends in Latin punctuation (so `analysis.` and `RNA-seq` do
 * not run together).
 */
function joinWith(separator: string, parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index, all) => {
      if (index === all.length - 1 || ENDS_IN_CHINESE_PUNCTUATION.test(part)) return part
      return part + (ENDS_IN_LATIN_PUNCTUATION.test(part) ? ' ' : separator)
    })
    .join('')
}

/**
 * The parts of a document's text as one readable run (it is shown as the result's snippet):
 * a part that does not end a sentence is closed with 。 before the next, so a description and
 * the tags after it do not run on as one sentence.
 */
export const join = (...parts: (string | string[])[]): string => joinWith('。', parts.flat())

const slugged = (doc: Doc) => ({ id: doc.id, slug: typeof doc.slug === 'string' ? doc.slug : null })

/**
 * The collections site search covers, what it reads of each and where a result leads. Which
 * documents are searchable is each collection's own read rule for an anonymous visitor
 * (published, active, in an active category), so search never shows what the pages hide.
 */
export const SEARCH_SOURCES: Record<SearchedCollection, Source> = {
  categories: {
    collection: 'categories',
    kind: 'service',
    title: (doc) => text(doc.name),
    body: (doc) => text(doc.description),
    url: (doc) => publicPathOf('categories', slugged(doc)),
  },
  'service-pages': {
    collection: 'service-pages',
    kind: 'service',
    // A page showing another page's content (与另一页面相同) is found under that page.
    where: { template: { not_equals: 'alias' } },
    title: (doc) => text(doc.title),
    body: (doc) =>
      join(
        text(doc.subtitle),
        text(doc.description),
        text(doc.intro),
        text(doc.price_note),
        items(doc.features, 'title', 'description'),
        items(doc.lessons, 'title', 'description'),
        items(doc.steps, 'title', 'description'),
        items(doc.packages, 'name'),
        texts(doc.card_features),
        texts(doc.claims),
      ),
    url: (doc) => publicPathOf('service-pages', slugged(doc)),
  },
  offerings: {
    collection: 'offerings',
    kind: 'product',
    title: (doc) => text(doc.name),
    body: (doc) => join(text(doc.description), texts(doc.tags)),
    url: (doc) => publicPathOf('offerings', slugged(doc)),
  },
  news: {
    collection: 'news',
    kind: 'news',
    title: (doc) => text(doc.title),
    body: (doc) => join(text(doc.summary), htmlToText(text(doc.content)), text(doc.category)),
    url: (doc) => publicPathOf('news', slugged(doc)),
    publishedAt: (doc) => text(doc.published_at) || null,
  },
  cases: {
    collection: 'cases',
    kind: 'case',
    title: (doc) => text(doc.title),
    body: (doc) => join(text(doc.description), htmlToText(text(doc.content)), text(doc.service_type)),
    url: (doc) => publicPathOf('cases', slugged(doc)),
  },
  'academic-resources': {
    collection: 'academic-resources',
    kind: 'resource',
    title: (doc) => text(doc.title),
    body: (doc) => join(text(doc.description), text(doc.category), text(doc.file_type)),
    url: () => '/resources',
  },
}

export const SEARCHED_COLLECTIONS = Object.keys(SEARCH_SOURCES) as SearchedCollection[]

export const isSearchedCollection = (slug: CollectionSlug | string): slug is SearchedCollection =>
  Object.hasOwn(SEARCH_SOURCES, slug)

export function rowOf(collection: SearchedCollection, doc: Doc): SearchSourceRow {
  const source = SEARCH_SOURCES[collection]
  return {
    collection,
    doc_id: doc.id,
    kind: source.kind,
    title: source.title(doc).trim(),
    url: source.url(doc),
    body: source.body(doc),
    published_at: source.publishedAt?.(doc) ?? null,
  }
}
