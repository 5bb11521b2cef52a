import 'server-only'
import type { Where } from 'payload'
import { getPayload } from '@/cms/client'
import { toListPage } from '@/cms/list-page'
import { cachedRead } from '@/lib/cache'
import type { ListPage } from '@/lib/api'
import { serializeResource, type ResourceDTO } from './serialize'

/** Sort order, then id: resources with the same sort order keep one order on every page and in every list. */
const RESOURCE_SORT = ['sort_order', 'id']

/** Active resources that have an uploaded file: the only ones a visitor can use. */
const USABLE: Where = { and: [{ is_active: { equals: true } }, { filename: { exists: true } }] }

/** Usable resources in sort order, as a visitor may read them: `limit` from page `page`. */
async function findUsable(range: { limit: number; page?: number; pagination?: boolean }) {
  const payload = await getPayload()
  return payload.find({
    collection: 'academic-resources',
    overrideAccess: false,
    depth: 0,
    sort: RESOURCE_SORT,
    where: USABLE,
    ...range,
  })
}

/** Usable resources (at most 500), in sort order. */
export const listResources = cachedRead('resources:list', ['resources'], async (): Promise<ResourceDTO[]> => {
  const result = await findUsable({ limit: 500, pagination: false })
  return result.docs.map(serializeResource).filter((resource) => resource.is_active && resource.file_url)
})

/** Resources a page of the resource centre shows (src/app/(site)/resources). */
export const RESOURCES_PAGE_SIZE = 20

export type ResourcesPage = ListPage<ResourceDTO>

/**
 * One page of `size` usable resources (active, with an uploaded file), in the order of
 * `listResources`, with the total of usable resources. The two conditions are asked of the
 * database so that the total and the pages count only what a visitor can use. `pages` is at
 * least 1; a page past the last comes back with no items.
 */
export const listResourcesPage = cachedRead(
  'resources:page',
  ['resources'],
  async (page: number, size: number): Promise<ResourcesPage> => {
    return toListPage(await findUsable({ limit: size, page }), page, serializeResource)
  },
)
