import 'server-only'
import type { Where } from 'payload'
import type { Caller } from '@/cms/auth/caller'
import { statusOf, type Previewed } from '@/cms/drafts'
import { getPayload } from '@/cms/client'
import { findLatestDraft } from '@/cms/latest-draft'
import { cachedRead } from '@/lib/cache'
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
