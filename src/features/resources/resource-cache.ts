/**
 * The browser's two-hour copy of the academic resource list (spec part 1, section 4) and the
 * checks a list must pass. Kept apart from the request code in resource-loading.ts, which pages
 * load only when they have to ask the endpoints (the home page normally never does).
 */
import type { ResourceDTO } from './serialize'

export const RESOURCE_CACHE_KEY = 'academic_resources_cache'
export const RESOURCE_CACHE_TIMESTAMP_KEY = 'academic_resources_timestamp'
export const RESOURCE_CACHE_TTL_MS = 7_200_000
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function looksLikeResource(value: unknown): value is ResourceDTO {
  return (
    isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string') && typeof value.title === 'string'
  )
}

/** Only active resources with a file link are shown (spec §5). */
export function usableResources(list: readonly unknown[]): ResourceDTO[] {
  return list.filter(
    (item): item is ResourceDTO =>
      looksLikeResource(item) &&
      item.is_active === true &&
      typeof item.file_url === 'string' &&
      item.file_url.trim() !== '',
  )
}

// ---------------------------------------------------------------------------------------------
// Cache
// ---------------------------------------------------------------------------------------------

/** True while a cache written at `timestamp` is younger than two hours. */
export function isCacheFresh(timestamp: number, now: number): boolean {
  const age = now - timestamp
  return Number.isFinite(age) && age >= 0 && age < RESOURCE_CACHE_TTL_MS
}

/** The cached list when it is fresh and non-empty, else null. Never throws. */
export function readFreshCache(storage: StorageLike, now: number): ResourceDTO[] | null {
  try {
    const rawList = storage.getItem(RESOURCE_CACHE_KEY)
    const rawTimestamp = storage.getItem(RESOURCE_CACHE_TIMESTAMP_KEY)
    if (!rawList || !rawTimestamp) return null
    if (!isCacheFresh(Number(rawTimestamp), now)) return null
    const list: unknown = JSON.parse(rawList)
    if (!Array.isArray(list) || list.length === 0 || !list.every(looksLikeResource)) return null
    return list
  } catch {
    return null
  }
}

/** Stores a non-empty list with the time it was written; an empty list is never cached. */
export function writeCache(storage: StorageLike, resources: readonly ResourceDTO[], now: number): boolean {
  if (resources.length === 0) return false
  try {
    storage.setItem(RESOURCE_CACHE_KEY, JSON.stringify(resources))
    storage.setItem(RESOURCE_CACHE_TIMESTAMP_KEY, String(now))
    return true
  } catch {
    return false // storage full or disabled: the page still works without a cache
  }
}

export function hasCache(storage: StorageLike): boolean {
  try {
    return storage.getItem(RESOURCE_CACHE_KEY) !== null
  } catch {
    return false
  }
}
