import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { reindexDocuments, removeDocuments } from '@/cms/search/index-store'
import type { SearchedCollection } from '@/cms/search/sources'

/**
 * Keeps the search index (src/cms/search) current with every write of a searched collection:
 * after a change, the document's row follows what visitors may now see of it (a draft saved over
 * a published document keeps the published row; unpublishing or deactivating removes it); after a
 * delete, the row goes. A category also re-indexes its products (they disappear with it).
 * Scripts may pass `context.skipSearchIndex` and rebuild once at the end. A failure is logged and
 * never fails the staff member's save: the next change or a rebuild catches up.
 */
async function safely(req: PayloadRequest, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    req.payload.logger.warn({ err: error }, `[search] could not update the index after ${what}`)
  }
}

async function productsOf(req: PayloadRequest, categoryId: number): Promise<number[]> {
  const result = await req.payload.find({
    collection: 'offerings',
    where: { category: { equals: categoryId } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: {},
    req,
  })
  return result.docs.map((doc) => doc.id)
}

export function searchIndexHooks(collection: SearchedCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (req.context?.skipSearchIndex) return doc
    await safely(req, `saving ${collection} ${doc.id}`, async () => {
      await reindexDocuments(req, collection, [doc.id])
      if (collection === 'categories') await reindexDocuments(req, 'offerings', await productsOf(req, doc.id))
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (req.context?.skipSearchIndex) return doc
    await safely(req, `deleting ${collection} ${doc.id}`, async () => {
      await removeDocuments(req.payload, collection, [doc.id])
      if (collection === 'categories') await reindexDocuments(req, 'offerings', await productsOf(req, doc.id))
    })
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
