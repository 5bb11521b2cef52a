import type { User } from '@/payload-types'

/**
 * The one shape a member is shown in (spec section 3). Built field by field, so hashes, salts,
 * sessions, tokens and lockout counters can never reach an answer.
 */
export type AccountUserDTO = {
  id: number
  email: string
  full_name: string
  phone: string | null
  created_at: string
  email_confirmed_at: string | null
}

type UserLike = Pick<User, 'id' | 'email' | 'createdAt'> &
  Partial<Pick<User, 'full_name' | 'phone' | 'email_confirmed_at'>>

export function serializeAccountUser(user: UserLike): AccountUserDTO {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name ?? '',
    phone: user.phone ?? null,
    created_at: new Date(user.createdAt).toISOString(),
    email_confirmed_at: user.email_confirmed_at ? new Date(user.email_confirmed_at).toISOString() : null,
  }
}
