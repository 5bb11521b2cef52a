import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

export type SluggedCollection = 'news' | 'cases'
const PREFIX: Record<SluggedCollection, string> = { news: '/news', cases: '/cases' }

/**
 * The slug visitors last saw for this document, when it differs from `slug`: the previous state when
 * it was published, else the newest published version with another slug (a slug changed in a draft
 * and then published).
 */
export async function previousPublicSlug(
  collection: SluggedCollection,
  id: number,
  slug: string,
  previous: { slug?: unknown; _status?: unknown } | undefined,
  req: PayloadRequest,
): Promise<string | null> {
  if (typeof previous?.slug === 'string' && previous.slug && previous.slug !== slug && previous._status !== 'draft') {
    return previous.slug
  }
  const versions = await req.payload.findVersions({
    collection,
    where: {
      and: [
        { parent: { equals: id } },
        { 'version._status': { equals: 'published' } },
        { 'version.slug': { not_equals: slug } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    // One row is wanted, not a count: inside the save's transaction a count would be a second
    // query on the same connection at the same time.
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const older = versions.docs[0]?.version as { slug?: unknown } | undefined
  return typeof older?.slug === 'string' && older.slug ? older.slug : null
}

/**
 * Changing the slug of a published article or case keeps its old address working: a 301 from the
 * old path to the document (a reference, so it follows any later change too). A redirect from the
 * new path is removed, or it would hide the page.
 */
export function redirectOldSlug(collection: SluggedCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || doc._status === 'draft' || typeof doc.slug !== 'string' || !doc.slug) return doc
    const oldSlug = await previousPublicSlug(collection, doc.id, doc.slug, previousDoc, req)
    if (!oldSlug) return doc
    const from = `${PREFIX[collection]}/${oldSlug}`
    const common = { collection: 'redirects', overrideAccess: true, req, context: req.context } as const
    await req.payload.delete({ ...common, where: { from: { equals: `${PREFIX[collection]}/${doc.slug}` } } })
    const data = {
      from,
      to: { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } },
      type: '301' as const,
    }
    const existing = await req.payload.find({ ...common, where: { from: { equals: from } }, limit: 1, depth: 0 })
    if (existing.docs[0]) await req.payload.update({ ...common, id: existing.docs[0].id, data })
    else await req.payload.create({ ...common, data })
    return doc
  }
}
