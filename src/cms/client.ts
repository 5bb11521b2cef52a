import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it on globalThis). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config })
}
