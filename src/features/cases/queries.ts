import 'server-only'
import type { Where } from 'payload'
import type { Caller } from '@/cms/auth/caller'
import { statusOf, type Previewed } from '@/cms/drafts'
import { getPayload } from '@/cms/client'
import { findLatestDraft } from '@/cms/latest-draft'
import { cachedRead } from '@/lib/cache'
import type { ListPage } from '@/lib/api'
import { toListPage } from '@/cms/list-page'
import { serializeCase, type CaseDTO } from './serialize'

const visitor = { overrideAccess: false, depth: 1 } as const

export const listCases = cachedRead(
  'cases:list',
  ['cases'],
  async (limit: number, featured?: boolean): Promise<CaseDTO[]> => {
    const payload = await getPayload()
    const where: Where | undefined = featured === undefined ? undefined : { is_featured: { equals: featured } }
    const result = await payload.find({
      collection: 'cases',
      ...visitor,
      where,
      sort: 'sort_order',
      limit,
      pagination: false,
    })
    return result.docs.map((item) => ({ ...serializeCase(item), content: null }))
  },
)

/** Cases a page of the case list shows (src/app/(site)/cases). */
export const CASES_PAGE_SIZE = 20

/**
 * One page of `size` published cases in sort order (id breaks ties, so pages never overlap), all or
 * only the featured (`true`) or unfeatured (`false`) ones. A page past the last has no items.
 */
export const listCasesPage = cachedRead(
  'cases:page',
  ['cases'],
  async (page: number, size: number, featured: boolean | null): Promise<ListPage<CaseDTO>> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'cases',
      ...visitor,
      where: featured === null ? undefined : { is_featured: { equals: featured } },
      sort: ['sort_order', 'id'],
      limit: size,
      page,
    })
    return toListPage(result, page, (item) => ({ ...serializeCase(item), content: null }))
  },
)

/** A case by numeric id or slug. */
export const getCase = cachedRead(
  'cases:one',
  ['cases', 'categories'],
  async (idOrSlug: string): Promise<CaseDTO | null> => {
    const payload = await getPayload()
    const where: Where = /^\d{1,12}$/.test(idOrSlug)
      ? { or: [{ id: { equals: Number(idOrSlug) } }, { slug: { equals: idOrSlug } }] }
      : { slug: { equals: idOrSlug } }
    const result = await payload.find({ collection: 'cases', ...visitor, where, limit: 1 })
    return result.docs[0] ? serializeCase(result.docs[0]) : null
  },
)

/**
 * The latest draft of a case as `viewer` (staff) may read it, uncached: the staff-only preview
 * (src/app/(site)/preview). Null when there is no such case or the viewer may not read it.
 */
export async function getCasePreview(id: number, viewer: Caller): Promise<Previewed<CaseDTO> | null> {
  const doc = await findLatestDraft('cases', id, viewer)
  return doc ? { data: serializeCase(doc), status: statusOf(doc) } : null
}
