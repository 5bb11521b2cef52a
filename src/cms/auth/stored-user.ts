import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** A users row as the database adapter returns it: every column, hidden ones included. */
export type StoredUser = User & { hash?: string; salt?: string }

export async function findStoredUser(
  payload: Payload,
  where: Parameters<Payload['db']['findOne']>[0]['where'],
): Promise<StoredUser | null> {
  return (await payload.db.findOne<StoredUser>({ collection: 'users', where })) ?? null
}
