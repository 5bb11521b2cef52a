import { describe, expect, it } from 'vitest'
import { trustedClientAddress, trustedHopsSetting } from './client-address.mjs'

describe('trustedClientAddress', () => {
  it('with no proxy in front, uses the socket peer and ignores any forged header', () => {
    expect(trustedClientAddress('1.2.3.4', '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(trustedClientAddress('1.2.3.4, 5.6.7.8', '::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
    expect(trustedClientAddress(undefined, '2001:db8::1', 0)).toBe('2001:db8::1')
  })
  it('behind one proxy, takes the address the proxy appended, not what the client sent', () => {
    expect(trustedClientAddress('6.6.6.6, 198.51.100.9', '127.0.0.1', 1)).toBe('198.51.100.9')
    expect(trustedClientAddress('198.51.100.9', '127.0.0.1', 1)).toBe('198.51.100.9')
  })
  it('counts several proxies from the right', () => {
    expect(trustedClientAddress('6.6.6.6, 198.51.100.9, 10.0.0.2', '10.0.0.3', 2)).toBe('198.51.100.9')
  })
  it('falls back to the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(trustedClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1')
  })
  it('joins repeated headers and has a stable key for an unknown peer', () => {
    expect(trustedClientAddress(['6.6.6.6', '198.51.100.9'], '127.0.0.1', 1)).toBe('198.51.100.9')
    expect(trustedClientAddress(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('trustedHopsSetting', () => {
  it('defaults to no proxy', () => {
    expect(trustedHopsSetting(undefined)).toBe(0)
    expect(trustedHopsSetting(' ')).toBe(0)
    expect(trustedHopsSetting('2')).toBe(2)
  })
  it('refuses anything but a small whole number', () => {
    for (const bad of ['-1', '1.5', 'one', '11']) expect(() => trustedHopsSetting(bad)).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})
