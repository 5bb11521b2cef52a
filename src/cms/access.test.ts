import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { hasRole, staffOnly, staffOrFlagged } from './access'

const request = (roles?: string[]) => ({ user: roles ? { id: 1, roles } : null }) as unknown as PayloadRequest
const args = (roles?: string[]) => ({ req: request(roles) }) as Parameters<typeof staffOnly>[0]

describe('access rules', () => {
  it('recognises roles', () => {
    expect(hasRole({ roles: ['editor'] }, 'admin', 'editor')).toBe(true)
    expect(hasRole({ roles: ['member'] }, 'admin', 'editor')).toBe(false)
    expect(hasRole(null, 'admin')).toBe(false)
  })
  it('lets only staff write', () => {
    expect(staffOnly(args(['admin']))).toBe(true)
    expect(staffOnly(args(['editor']))).toBe(true)
    expect(staffOnly(args(['member']))).toBe(false)
    expect(staffOnly(args())).toBe(false)
  })
  it('shows visitors and members only flagged rows, staff everything', () => {
    const read = staffOrFlagged('is_active')
    expect(read(args())).toEqual({ is_active: { equals: true } })
    expect(read(args(['member']))).toEqual({ is_active: { equals: true } })
    expect(read(args(['editor']))).toBe(true)
  })
})
