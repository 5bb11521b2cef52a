import { beforeEach, describe, expect, it } from 'vitest'
import {
  REGISTRATION_HANDOFF_KEY,
  REGISTRATION_HANDOFF_TTL_MS,
  clearRegistrationHandoff,
  readRegistrationHandoff,
  writeRegistrationHandoff,
  type HandoffStorage,
} from './registration-handoff'

function memoryStorage(): HandoffStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** sessionStorage as some browsers have it with storage blocked: every call throws. */
const blocked: HandoffStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

const NOW = Date.parse('2026-12-01T10:00:00Z')

describe('the registration handoff to /login', () => {
  beforeEach(() => clearRegistrationHandoff(null))

  it('keeps the address for the tab within the hour, then forgets it', () => {
    const storage = memoryStorage()
    writeRegistrationHandoff(storage, ' zhang@example.com ', NOW)
    expect(JSON.parse(storage.items.get(REGISTRATION_HANDOFF_KEY)!)).toEqual({ email: 'zhang@example.com', at: NOW })
    clearRegistrationHandoff(null) // a reload: only the tab's storage is left
    expect(readRegistrationHandoff(storage, NOW + 1000)).toBe('zhang@example.com')
    expect(readRegistrationHandoff(storage, NOW + REGISTRATION_HANDOFF_TTL_MS)).toBe('zhang@example.com')
    expect(readRegistrationHandoff(storage, NOW + REGISTRATION_HANDOFF_TTL_MS + 1)).toBeNull()
  })

  it('ends at sign-in (cleared)', () => {
    const storage = memoryStorage()
    writeRegistrationHandoff(storage, 'zhang@example.com', NOW)
    clearRegistrationHandoff(storage)
    expect(storage.items.size).toBe(0)
    expect(readRegistrationHandoff(storage, NOW)).toBeNull()
  })

  it('still reaches /login through the page’s memory when storage is blocked', () => {
    writeRegistrationHandoff(blocked, 'zhang@example.com', NOW)
    expect(readRegistrationHandoff(blocked, NOW + 1000)).toBe('zhang@example.com')
    clearRegistrationHandoff(blocked)
    expect(readRegistrationHandoff(blocked, NOW + 1000)).toBeNull()
    writeRegistrationHandoff(null, 'li@example.com', NOW)
    expect(readRegistrationHandoff(null, NOW)).toBe('li@example.com')
  })

  it('ignores garbled, foreign or future entries and never hands over an invalid address', () => {
    const storage = memoryStorage()
    for (const stored of [
      'not json',
      JSON.stringify({ email: 'zhang@example.com' }),
      JSON.stringify({ email: 'zhang@example.com', at: NOW + 60_000 }),
      JSON.stringify({ email: '<script>@x', at: NOW }),
      JSON.stringify(['zhang@example.com', NOW]),
    ]) {
      storage.items.set(REGISTRATION_HANDOFF_KEY, stored)
      expect(readRegistrationHandoff(storage, NOW), stored).toBeNull()
    }
    writeRegistrationHandoff(storage, 'not-an-address', NOW)
    expect(readRegistrationHandoff(storage, NOW)).toBeNull()
  })
})
