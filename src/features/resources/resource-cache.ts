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

// ---------------------------------------------------------------------------------------------
// Which server lists the cache takes
// ---------------------------------------------------------------------------------------------

/**
 * What a page showing the server's list does with the cache, which stands for "the list" to the
 * two readers that fall back on it: the home page (its first four) and the resource centre when
 * its server read failed (the whole list, without a page bar).
 * - `replace`: the list is whole (the home page's, or a resource centre of one page): written.
 * - `unless-fuller`: the first page of several, i.e. the list's start: written unless the cache
 *   holds a fresh list with more usable resources (say the home page's whole list), which a
 *   20-item slice would make worse. It does replace a shorter or an unusable list, such as the
 *   four built-in resources cached after a failure.
 * - `never`: a later page is no start of the list; cached, the home page would show its items as
 *   the first four and a failed read would offer only that slice.
 */
export type ServerListCaching = 'replace' | 'unless-fuller' | 'never'

/** The caching of page `page` of `pages` of the server's list. */
export function serverListCaching(page: number, pages: number): ServerListCaching {
  if (pages <= 1) return 'replace'
  return page === 1 ? 'unless-fuller' : 'never'
}

/** Writes the server's list to the cache as `caching` allows; true when it was written. */
export function cacheServerList(
  storage: StorageLike,
  resources: readonly ResourceDTO[],
  caching: ServerListCaching,
  now: number,
): boolean {
  if (caching === 'never') return false
  if (caching === 'unless-fuller') {
    const cached = readFreshCache(storage, now)
    if (cached && usableResources(cached).length > resources.length) return false
  }
  return writeCache(storage, resources, now)
}
