import { describe, expect, it } from 'vitest'
import {
  RESOURCE_CACHE_KEY,
  cacheServerList,
  readFreshCache,
  serverListCaching,
  writeCache,
  type StorageLike,
} from './resource-cache'
import { fallbackResources } from './resource-loading'
import type { ResourceDTO } from './serialize'

const now = 1_800_000_000_000

function resources(count: number, firstId = 1): ResourceDTO[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    title: `资源 ${firstId + index}`,
    description: null,
    category: null,
    file_type: 'PDF',
    file_url: `/cms-api/academic-resources/file/${firstId + index}.pdf`,
    file_size: 1024,
    original_filename: `${firstId + index}.pdf`,
    sort_order: index,
    is_active: true,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
  }))
}

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const cachedIds = (storage: StorageLike) => readFreshCache(storage, now)?.map((item) => item.id) ?? null

describe('serverListCaching', () => {
  it('replaces for a whole list, keeps a fuller copy for the first of several pages, never for a later page', () => {
    expect(serverListCaching(1, 1)).toBe('replace')
    expect(serverListCaching(1, 3)).toBe('unless-fuller')
    expect(serverListCaching(2, 3)).toBe('never')
    expect(serverListCaching(3, 3)).toBe('never')
  })
})

describe('cacheServerList', () => {
  it('replace: writes the list over any other, even a longer one', () => {
    const storage = memoryStorage()
    writeCache(storage, resources(30), now)
    expect(cacheServerList(storage, resources(5), 'replace', now)).toBe(true)
    expect(cachedIds(storage)).toEqual([1, 2, 3, 4, 5])
  })

  it('unless-fuller: keeps a fresh list with more usable resources (the home page’s whole list)', () => {
    const storage = memoryStorage()
    writeCache(storage, resources(25), now - 60_000)
    expect(cacheServerList(storage, resources(20), 'unless-fuller', now)).toBe(false)
    expect(cachedIds(storage)).toHaveLength(25)
  })

  it('unless-fuller: writes when there is no cache, an expired one, a shorter one or the built-in resources', () => {
    const empty = memoryStorage()
    expect(cacheServerList(empty, resources(20), 'unless-fuller', now)).toBe(true)
    expect(cachedIds(empty)).toHaveLength(20)

    const expired = memoryStorage()
    writeCache(expired, resources(25), now - 7_200_000)
    expect(cacheServerList(expired, resources(20), 'unless-fuller', now)).toBe(true)
    expect(cachedIds(expired)).toHaveLength(20)

    const shorter = memoryStorage()
    writeCache(shorter, resources(3, 100), now - 60_000)
    expect(cacheServerList(shorter, resources(20), 'unless-fuller', now)).toBe(true)
    expect(cachedIds(shorter)?.[0]).toBe(1)

    // Twenty or more built-in resources would still be no usable list: they have no file link.
    const fallback = memoryStorage()
    writeCache(fallback, fallbackResources(), now - 60_000)
    expect(cacheServerList(fallback, resources(2), 'unless-fuller', now)).toBe(true)
    expect(cachedIds(fallback)).toEqual([1, 2])
  })

  it('never: leaves the cache alone, or absent', () => {
    const storage = memoryStorage()
    expect(cacheServerList(storage, resources(20, 21), 'never', now)).toBe(false)
    expect(storage.getItem(RESOURCE_CACHE_KEY)).toBeNull()
    writeCache(storage, resources(3), now)
    expect(cacheServerList(storage, resources(20, 21), 'never', now)).toBe(false)
    expect(cachedIds(storage)).toEqual([1, 2, 3])
  })
})
