import { describe, expect, it } from 'vitest'
import { createdByConfirmation, linkedByAddress } from './guest-link'

describe('linkedByAddress', () => {
  it('withholds an enquiry linked by its address, shows one sent while signed in', () => {
    expect(linkedByAddress({ linked_at: '2026-11-28T10:00:00.000Z' })).toBe(true)
    expect(linkedByAddress({ linked_at: null })).toBe(false)
    expect(linkedByAddress({})).toBe(false)
  })

  it('links only what was sent by the moment the address was verified', () => {
    const confirmed = '2026-11-28T10:00:00.000Z'
    expect(createdByConfirmation(confirmed)).toEqual({ createdAt: { less_than_equal: confirmed } })
  })
})
