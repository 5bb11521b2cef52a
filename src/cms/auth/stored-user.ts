import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { withAccountLocks } from './account-lock'

/** A users row as the database adapter returns it: every column, hidden ones included. */
export type StoredUser = User & { hash?: string; salt?: string }

export async function findStoredUser(
  payload: Payload,
  where: Parameters<Payload['db']['findOne']>[0]['where'],
): Promise<StoredUser | null> {
  return (await payload.db.findOne<StoredUser>({ collection: 'users', where })) ?? null
}

/**
 * Writes some columns of an account's row, and no others, under the account's lock (account-lock.ts)
 * so that no sign-in writes back the row it read meanwhile; a new e-mail also under the new
 * address's lock (a sign-in with it may start at once). Not for use while holding that lock.
 */
export async function updateStoredUser(
  payload: Payload,
  account: Pick<User, 'id' | 'email'>,
  data: Record<string, unknown>,
): Promise<void> {
  const emails = typeof data.email === 'string' ? [account.email, data.email] : [account.email]
  await withAccountLocks(emails, () =>
    payload.db.updateOne({ collection: 'users', id: account.id, data, returning: false }),
  )
}
