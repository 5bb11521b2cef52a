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

/** Stores a newsletter subscription; subscribing twice is not an error. */
export async function subscribeToNewsletter(email: string): Promise<{ alreadySubscribed: boolean }> {
  const payload = await getPayload()
  const normalised = email.trim().toLowerCase()
  const existing = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: normalised } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs.length > 0) return { alreadySubscribed: true }
  try {
    await payload.create({ collection: 'newsletter-subscriptions', data: { email: normalised } })
  } catch (error) {
    // Two requests at once: the unique index keeps one row; the second is a re-subscription.
    const again = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: normalised } },
      limit: 1,
    })
    if (again.docs.length > 0) return { alreadySubscribed: true }
    throw error
  }
  return { alreadySubscribed: false }
}
