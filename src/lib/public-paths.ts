/**
 * The public address of a document, by collection: the one place that knows which page shows what
 * (sitemap, redirects to a document, canonical links).
 */
export type PublicCollection = 'news' | 'cases' | 'offerings' | 'categories' | 'service-pages'

export const PUBLIC_COLLECTIONS: readonly PublicCollection[] = [
  'news',
  'cases',
  'offerings',
  'categories',
  'service-pages',
]

type Doc = { id: number | string; slug?: string | null }

export function publicPathOf(collection: PublicCollection, doc: Doc): string {
  const slugOrId = (doc.slug && doc.slug.trim()) || String(doc.id)
  switch (collection) {
    case 'news':
      return `/news/${encodeURIComponent(slugOrId)}`
    case 'cases':
      return `/cases/${encodeURIComponent(slugOrId)}`
    case 'offerings':
      return `/product-detail/${doc.id}`
    case 'categories':
      return `/category-products/${doc.id}`
    case 'service-pages':
      return `/services/${encodeURIComponent(slugOrId)}`
  }
}
