import 'server-only'
import { getPayload } from '@/cms/client'
import { cachedRead } from '@/lib/cache'
import { serializeContactMethod, type ContactMethodDTO } from './serialize'

export const listContactMethods = cachedRead(
  'contact-methods:list',
  ['contact-methods'],
  async (): Promise<ContactMethodDTO[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'contact-methods',
      overrideAccess: false,
      depth: 1,
      sort: 'sort_order',
      limit: 100,
      pagination: false,
    })
    return result.docs.map(serializeContactMethod)
  },
)
