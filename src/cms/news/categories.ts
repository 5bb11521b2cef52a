import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import { publicApiError } from '@/cms/errors'

export const CATEGORY_IN_USE = '该分类下仍有新闻，不能删除；请先为这些新闻更换分类'

type CategoryRef = number | string | { id: number | string } | null | undefined

const idOf = (value: CategoryRef) => (value && typeof value === 'object' ? value.id : value)

/** The managed category of this name, made when the API or the seed names one the list lacks. */
async function categoryNamed(name: string, req: PayloadRequest): Promise<number | string> {
  const found = await req.payload.find({
    collection: 'news-categories',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0].id
  const made = await req.payload.create({ collection: 'news-categories', data: { name }, req, overrideAccess: true })
  return made.id
}

/**
 * An article's 分类 and its `category` text agree: the admin picks from the list and the name is
 * copied onto the article (the public list pages filter by it); a writer that gives only the text
 * (the spec-era API, the seed, scripts) gets the list's row of that name, made if missing.
 */
export const syncNewsCategory: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // On update Payload fills the fields a writer left out from the stored document, so what the
  // writer meant is what differs from it: a new name given as text (the API, scripts) with the
  // category left as it was is a choice by name; otherwise the chosen category decides.
  const renamedByText =
    typeof data.category === 'string' &&
    data.category.trim() !== (originalDoc?.category ?? '') &&
    String(idOf(data.news_category as CategoryRef) ?? '') === String(idOf(originalDoc?.news_category) ?? '')
  if (data.news_category !== undefined && !renamedByText) {
    const id = idOf(data.news_category as CategoryRef)
    if (id === null || id === undefined || id === '') {
      data.category = null
      data.news_category = null
      return data
    }
    const category = await req.payload.findByID({
      collection: 'news-categories',
      id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    data.category = category?.name ?? null
    return data
  }
  if (typeof data.category === 'string') {
    const name = data.category.trim()
    data.category = name || null
    data.news_category = name ? await categoryNamed(name, req) : null
  } else if (data.category === null) {
    data.news_category = null
  }
  return data
}

/** Renaming a category renames it on its articles (their filter chip and list page follow). */
export const renameOnArticles: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.name === doc.name) return doc
  await req.payload.db.updateMany({
    collection: 'news',
    where: { news_category: { equals: doc.id } },
    data: { category: doc.name },
    req,
    returning: false,
  })
  return doc
}

/** A category still holding articles is not deleted (they would keep a name the list no longer has). */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const used = await req.payload.count({
    collection: 'news',
    where: { news_category: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (used.totalDocs > 0) throw publicApiError(CATEGORY_IN_USE, 409)
}
