import { describe, expect, it, vi } from 'vitest'
import { createToastDelivery } from './toast-delivery'

describe('createToastDelivery', () => {
  it('keeps operations until the toaster is ready, then runs them in order', () => {
    const delivery = createToastDelivery<string[]>()
    const shown: string[] = []
    delivery.run((api) => api.push('a'))
    delivery.run((api) => api.push('b'))
    expect(shown).toEqual([])
    delivery.ready(shown)
    expect(shown).toEqual(['a', 'b'])
    delivery.run((api) => api.push('c'))
    expect(shown).toEqual(['a', 'b', 'c'])
  })

  it('asks for the toaster once, on the first toast', () => {
    const delivery = createToastDelivery<null>()
    const load = vi.fn()
    delivery.subscribe(load)
    expect(delivery.requested()).toBe(false)
    delivery.run(() => {})
    delivery.run(() => {})
    expect(load).toHaveBeenCalledTimes(1)
    expect(delivery.requested()).toBe(true)
  })

  it('stops telling a listener that unsubscribed', () => {
    const delivery = createToastDelivery<null>()
    const load = vi.fn()
    delivery.subscribe(load)()
    delivery.run(() => {})
    expect(load).not.toHaveBeenCalled()
  })
})
