import { afterEach, describe, expect, it } from 'vitest'
import { clientIp, enforceRateLimit, resetRateLimits } from './rate-limit'

const request = (forwardedFor?: string) =>
  new Request('http://localhost/api/x', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

describe('clientIp', () => {
  it('reads the address the server vouched for, never the client-chosen leading entries', () => {
    expect(clientIp(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7')
    expect(clientIp(request('203.0.113.7'))).toBe('203.0.113.7')
  })
  it('has a stable key when no address is known', () => {
    expect(clientIp(request())).toBe('unknown')
  })
})

describe('enforceRateLimit', () => {
  afterEach(() => resetRateLimits())
  it('refuses the request after the budget with a Chinese 429', async () => {
    const limit = { points: 2, durationSeconds: 60 }
    await enforceRateLimit(request('198.51.100.1'), 'unit-test', limit)
    await enforceRateLimit(request('198.51.100.1'), 'unit-test', limit)
    await expect(enforceRateLimit(request('198.51.100.1'), 'unit-test', limit)).rejects.toMatchObject({ status: 429 })
  })
  it('is not fooled by a spoofed leading X-Forwarded-For entry', async () => {
    const limit = { points: 1, durationSeconds: 60 }
    await enforceRateLimit(request('1.1.1.1, 198.51.100.2'), 'unit-spoof', limit)
    await expect(enforceRateLimit(request('2.2.2.2, 198.51.100.2'), 'unit-spoof', limit)).rejects.toMatchObject({
      status: 429,
    })
  })
})
