import 'server-only'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { serializeResource, type ResourceDTO } from './serialize'

/** Active resources that have a file, in sort order: the only ones a visitor can use. */
export const listResources = cachedRead('resources:list', ['resources'], async (): Promise<ResourceDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'academic-resources',
    overrideAccess: false,
    depth: 0,
    sort: 'sort_order',
    limit: 500,
    pagination: false,
  })
  return result.docs.map(serializeResource).filter((resource) => resource.is_active && resource.file_url)
})
