import 'server-only'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { serializeFaculty, type FacultyDTO } from './serialize'

export const listFaculty = cachedRead('faculty:list', ['faculty'], async (): Promise<FacultyDTO[]> => {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'faculty-introductions',
    overrideAccess: false,
    depth: 1,
    sort: 'sort_order',
    limit: 200,
    pagination: false,
  })
  return result.docs.map(serializeFaculty)
})
