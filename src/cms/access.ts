import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Who may do what, decided once. Every collection and global picks from these; none relies on
 * Payload's default ("any signed-in user"), which would let members write.
 */

export type Role = 'admin' | 'editor' | 'member'

type UserLike = { roles?: Role[] | null } | null | undefined

export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const userRoles = (user as UserLike)?.roles ?? []
  return roles.some((role) => userRoles.includes(role))
}

export const isStaff = (req: PayloadRequest): boolean => hasRole(req.user, 'admin', 'editor')
export const isAdmin = (req: PayloadRequest): boolean => hasRole(req.user, 'admin')

export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => isAdmin(req)
export const nobody: Access = () => false
export const anyone: Access = () => true

/** Staff see everything; visitors and members see only rows where `field` is true. */
export function staffOrFlagged(field: string): Access {
  return ({ req }) => {
    if (isStaff(req)) return true
    const where: Where = { [field]: { equals: true } }
    return where
  }
}

export const staffFieldOnly: FieldAccess = ({ req }) => isStaff(req)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req)
