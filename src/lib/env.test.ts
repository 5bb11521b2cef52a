import { describe, expect, it } from 'vitest'
import { trustedOrigins } from './env'

describe('trustedOrigins', () => {
  it('is the site origin alone for a public address', () => {
    expect(trustedOrigins('https://www.keyan.example.com/some/path')).toEqual(['https://www.keyan.example.com'])
  })
  it('accepts both loopback spellings locally', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(trustedOrigins('http://127.0.0.1:8080')).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080'])
  })
})
