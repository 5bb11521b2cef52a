import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import type { User } from '@/payload-types'
import {
  adminFieldOnly,
  adminOnly,
  adminOrSelf,
  hasRole,
  hiddenUnlessAdmin,
  hiddenUnlessStaff,
  isEmployee,
  isAdmin,
  isMemberOnly,
  isStaff,
  staffFieldOnly,
  staffOnly,
  staffOrFlagged,
  type Role,
} from './access'

/** A real `User` (the generated type): the predicates need no casts. */
const user = (...roles: Role[]): User => ({
  id: 1,
  email: 'someone@example.com',
  roles,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  collection: 'users',
})

// Payload hands access functions a whole request; only its `user` matters here.
const args = (signedIn: User | null) => ({ req: { user: signedIn } as PayloadRequest })

describe('role predicates', () => {
  it('recognise roles on the user type', () => {
    expect(hasRole(user('editor'), 'admin', 'editor')).toBe(true)
    expect(hasRole(user('member'), 'admin', 'editor')).toBe(false)
    expect(hasRole(user(), 'admin')).toBe(false)
    expect(hasRole(null, 'admin')).toBe(false)
    expect(hasRole(undefined, 'member')).toBe(false)
  })
  it('tell staff, admins and members apart', () => {
    expect([isStaff(user('admin')), isStaff(user('editor')), isStaff(user('member')), isStaff(null)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect([isAdmin(user('admin')), isAdmin(user('editor')), isAdmin(null)]).toEqual([true, false, false])
    expect(isMemberOnly(user('member'))).toBe(true)
    expect(isMemberOnly(user('member', 'editor'))).toBe(false)
    expect(isMemberOnly(null)).toBe(false)
  })
})

describe('access rules', () => {
  it('let only staff write', () => {
    expect(staffOnly(args(user('admin')))).toBe(true)
    expect(staffOnly(args(user('editor')))).toBe(true)
    expect(staffOnly(args(user('member')))).toBe(false)
    expect(staffOnly(args(null))).toBe(false)
  })
  it('keep admin-only operations and fields to admins', () => {
    expect(adminOnly(args(user('admin')))).toBe(true)
    expect(adminOnly(args(user('editor')))).toBe(false)
    expect(adminFieldOnly(args(user('admin')))).toBe(true)
    expect(adminFieldOnly(args(user('editor')))).toBe(false)
    expect(staffFieldOnly(args(user('editor')))).toBe(true)
    expect(staffFieldOnly(args(null))).toBe(false)
  })
  it('show visitors and members only flagged rows, staff everything', () => {
    const read = staffOrFlagged('is_active')
    expect(read(args(null))).toEqual({ is_active: { equals: true } })
    expect(read(args(user('member')))).toEqual({ is_active: { equals: true } })
    expect(read(args(user('editor')))).toBe(true)
  })
})

describe('company roles', () => {
  it('let sales into the admin without making them content staff', () => {
    expect(isEmployee(user('sales'))).toBe(true)
    expect(isStaff(user('sales'))).toBe(false)
    expect(isMemberOnly(user('sales'))).toBe(false)
    expect(isEmployee(user('member'))).toBe(false)
    expect(isEmployee(null)).toBe(false)
  })
  it('give admins every account and everyone else only their own', () => {
    expect(adminOrSelf(args(user('admin')))).toBe(true)
    expect(adminOrSelf(args(user('editor')))).toEqual({ id: { equals: 1 } })
    expect(adminOrSelf(args(user('sales')))).toEqual({ id: { equals: 1 } })
    expect(adminOrSelf(args(null))).toBe(false)
  })
  it('hide content from sales and users from editors in the admin navigation', () => {
    expect(hiddenUnlessStaff({ user: user('editor') })).toBe(false)
    expect(hiddenUnlessStaff({ user: user('sales') })).toBe(true)
    expect(hiddenUnlessAdmin({ user: user('editor') })).toBe(true)
    expect(hiddenUnlessAdmin({ user: user('admin') })).toBe(false)
  })
})
