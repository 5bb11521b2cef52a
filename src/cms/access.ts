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

/**
 * The company's roles (docs/roles.md holds the whole table, and src/cms/roles.test.ts checks it):
 * - admin (管理员): everything, including users, roles and the outbox;
 * - editor (编辑): all content, but only their own account and nothing that changes security;
 * - sales (销售): may sign into the admin (their own account) and works the enquiries (客户咨询);
 *   sees no content there and reads on the site only what visitors read;
 * - member (会员): a registered visitor, never in the admin.
 */
/** Content staff (admins and editors): drafts and inactive rows, content writes, staff pages and API. */
export const isStaff = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editor')
export const isAdmin = (user: MaybeUser): boolean => hasRole(user, 'admin')
/** Everyone who works for the company and may sign into the admin panel. */
export const isEmployee = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editor', 'sales')
/** A signed-in visitor without any company role. */
export const isMemberOnly = (user: MaybeUser): boolean => Boolean(user) && !isEmployee(user)

/** Who works the enquiries (leads): sales staff and administrators. */
export const isSalesDesk = (user: MaybeUser): boolean => hasRole(user, 'admin', 'sales')

export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const salesDeskOnly: Access = ({ req }) => isSalesDesk(req.user)
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

/** Signed-in users read (or edit) their own account only; admins every account. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/**
 * Who reads which accounts: admins every account; the sales desk their own and the accounts they
 * work with (members, their clients; sales and admins, the assignees), never an editor's; everyone
 * else only their own. Fields that must stay private (hashes, sessions) have their own rules.
 */
export const usersReadable: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!req.user) return false
  const own: Where = { id: { equals: req.user.id } }
  if (!isSalesDesk(req.user)) return own
  return { or: [own, { roles: { in: ['member', 'sales', 'admin'] } }] }
}

/** `admin.hidden` for the admin's navigation: content only for content staff, users only for admins. */
export const hiddenUnlessStaff = ({ user }: { user: MaybeUser | unknown }): boolean => !isStaff(user as MaybeUser)
export const hiddenUnlessSalesDesk = ({ user }: { user: MaybeUser | unknown }): boolean =>
  !isSalesDesk(user as MaybeUser)
export const hiddenUnlessAdmin = ({ user }: { user: MaybeUser | unknown }): boolean => !isAdmin(user as MaybeUser)

export const staffFieldOnly: FieldAccess = ({ req }) => isStaff(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)

/**
 * For fields the admin shows read-only because the server writes them (a client's own words in an
 * enquiry, counters, what an upload says of its file): no request may set them, whatever its role.
 * The server writes them with overrideAccess; an update keeps the stored value.
 */
export const serverWrittenField: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

/** Settings that route personal data or prove the site's ownership: only administrators change them. */
export const adminWrittenField: { create: FieldAccess; update: FieldAccess } = {
  create: adminFieldOnly,
  update: adminFieldOnly,
}
