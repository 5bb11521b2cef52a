import type { Access, FieldAccess, Where } from 'payload'
import type { User } from '@/payload-types'

/**
 * Who may do what, decided once. The predicates take the real user type (`req.user` in Payload,
 * the caller of cms/auth/caller.ts on the site); every collection and global picks its access
 * functions from below, and none relies on Payload's default ("any signed-in user"), which would
 * let members write.
 */

export type Role = User['roles'][number]

/** Anyone who may be signed in, or nobody. */
export type MaybeUser = User | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return user ? roles.some((role) => user.roles.includes(role)) : false
}

/** Admins and editors: the admin panel, drafts and inactive rows, the staff-only pages and API. */
export const isStaff = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editor')
export const isAdmin = (user: MaybeUser): boolean => hasRole(user, 'admin')
/** A signed-in visitor without a staff role. */
export const isMemberOnly = (user: MaybeUser): boolean => Boolean(user) && !isStaff(user)

export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)
export const nobody: Access = () => false
export const anyone: Access = () => true

/** Staff see everything; visitors and members see only rows where `field` is true. */
export function staffOrFlagged(field: string): Access {
  return ({ req }) => {
    if (isStaff(req.user)) return true
    const where: Where = { [field]: { equals: true } }
    return where
  }
}

export const staffFieldOnly: FieldAccess = ({ req }) => isStaff(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)
