import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it on globalThis). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config })
}

/** The signed-in user of a request (cookie or `Authorization: Bearer|JWT <token>`), or null. */
export async function userFromHeaders(headers: Headers) {
  const payload = await getPayload()
  try {
    const { user } = await payload.auth({ headers })
    return user ?? null
  } catch {
    return null
  }
}
