import { describe, expect, it } from 'vitest'
import { initials } from './brand'

describe('avatar initials', () => {
  it('take a Chinese name’s first character, a Latin name’s initials, else the e-mail', () => {
    expect(initials('张伟', 'x@example.com')).toBe('张')
    expect(initials(' 站点管理员 ', null)).toBe('站')
    expect(initials('li wei', null)).toBe('LW')
    expect(initials('Anna', null)).toBe('AN')
    expect(initials('', 'editor@keyan.example.com')).toBe('ED')
    expect(initials(null, null)).toBe('?')
  })
})
