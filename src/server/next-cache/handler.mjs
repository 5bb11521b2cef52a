// Next's incremental cache (rendered pages and `unstable_cache` reads), loaded by Next outside the
// bundle (next.config.ts `cacheHandler`), hence plain JavaScript.
//
// - Entries live in this process's memory and, when REDIS_URL is set, in Redis too, so several
//   instances share rendered pages and a staff edit through one instance expires them for all.
// - Every key is prefixed with the database's namespace: one build serving another database never
//   shows this one's pages.
// - Nothing is stored or read while `next build` runs: pages are rendered on their first request
//   against the database that is really there, never from what the build saw.
// - A tag expired by `revalidateTag` makes every entry written before it a miss, so the next request
//   renders afresh (no stale page is served once after an edit).
// - Not-found answers and renders marked as failed are served but not kept (rules.mjs).
import { Redis } from 'ioredis'
import { cacheNamespace } from '../../lib/cache-namespace.mjs'
import { markRenderFailed, markRenderSucceeded, recordEvent } from '../../lib/ops-events.mjs'
import { processSlot } from '../../lib/process-slots.mjs'
import { decode, encode } from './entry-codec.mjs'
import { keepPayloadOfStoredPage } from './page-payloads.mjs'
import { isFailedRender, isStorable, withStoredHeaders } from './rules.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
const MEMORY_LIMIT_BYTES = 128 * 1024 * 1024
const REDIS_ENTRY_TTL_SECONDS = 7 * 24 * 3600

const building = process.env.NEXT_PHASE === 'phase-production-build'
const prefix = `next-cache:${cacheNamespace(process.env, process.cwd())}`
const tagsKey = `${prefix}:tags`
/** A counter every instance increments when it expires tags (the origin's response cache reads it). */
const versionKey = `${prefix}:content-version`

/** @typedef {{ lastModified: number, value: any, cacheControl?: unknown, tags: string[] }} Entry */

/** Least-recently-used entries, bounded by their approximate size. */
class MemoryStore {
  /** @type {Map<string, { entry: Entry, size: number }>} */
  items = new Map()
  bytes = 0

  /** @param {string} key */
  get(key) {
    const item = this.items.get(key)
    if (!item) return undefined
    this.items.delete(key)
    this.items.set(key, item)
    return item.entry
  }

  /** @param {string} key @param {Entry} entry */
  set(key, entry) {
    this.delete(key)
    const size = approximateSize(entry.value)
    if (size > MEMORY_LIMIT_BYTES / 4) return
    this.items.set(key, { entry, size })
    this.bytes += size
    for (const [oldest, item] of this.items) {
      if (this.bytes <= MEMORY_LIMIT_BYTES) break
      this.items.delete(oldest)
      this.bytes -= item.size
    }
  }

  /** @param {string} key */
  delete(key) {
    const item = this.items.get(key)
    if (!item) return
    this.items.delete(key)
    this.bytes -= item.size
  }
}

/** @param {any} value */
function approximateSize(value) {
  if (!value) return 64
  let size = 256
  if (typeof value.html === 'string') size += value.html.length * 2
  if (Buffer.isBuffer(value.html)) size += value.html.length
  if (value.rscData) size += value.rscData.length
  if (value.body) size += value.body.length
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part.length
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? null).length * 2
  return size
}

/** The tags an entry answers to: a page's are in its headers, a read's come with the call. */
function tagsOf(/** @type {any} */ value, /** @type {any} */ context) {
  const tags = new Set()
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  for (const tag of value?.tags ?? []) tags.add(tag)
  for (const tag of context?.tags ?? []) tags.add(tag)
  for (const tag of context?.softTags ?? []) tags.add(tag)
  return [...tags]
}

let redis = /** @type {Redis | null | undefined} */ (undefined)
let redisWarned = false

function redisClient() {
  if (redis !== undefined) return redis
  const url = process.env.REDIS_URL?.trim()
  if (!url || building) return (redis = null)
  redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  })
  redis.on('error', (error) => {
    if (redisWarned) return
    redisWarned = true
    console.warn(`[page-cache] Redis unavailable, this instance caches on its own: ${error.message}`)
  })
  redis.on('ready', () => {
    if (redisWarned) console.warn('[page-cache] Redis connected again')
    redisWarned = false
  })
  return redis
}

const FIRST_CONNECT_WAIT_MS = 1000
/** @type {Promise<void> | null} */
let firstConnect = null

/**
 * The Redis client when it is connected, else null. Commands are not queued while disconnected (a
 * request must not hang on Redis): only the very first connection, at start, is waited for, once
 * and for at most a second, so the first requests after a start already share the cache.
 */
async function readyRedis() {
  const client = redisClient()
  if (!client || client.status === 'ready') return client
  firstConnect ??= new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS)
    client.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  await firstConnect
  return client.status === 'ready' ? client : null
}

/**
 * This process's stored entries and tag-expiry times live in a process slot: Next can load this
 * module more than once in one process (the copy it uses for pages and the one the jobs queue
 * reaches through the expireTags hook below), and a tag expired in one copy must expire the entries
 * of all of them. (A scheduled article published by the jobs queue stayed off a cached /news.)
 */
const state = processSlot('pageCacheState')
state.memory ??= new MemoryStore()
const memory = /** @type {MemoryStore} */ (state.memory)
/** When each tag was last expired, as seen by this process. */
const localTagTimes = state.localTagTimes

/** The latest expiry among `tags`, from this process and from Redis when it answers. */
async function latestExpiry(/** @type {string[]} */ tags) {
  let latest = 0
  for (const tag of tags) latest = Math.max(latest, localTagTimes.get(tag) ?? 0)
  const client = tags.length > 0 ? await readyRedis() : null
  if (client) {
    try {
      const times = await client.hmget(tagsKey, ...tags)
      for (const time of times) if (time) latest = Math.max(latest, Number(time))
    } catch {
      // Redis away: this process's own record is all there is.
    }
  }
  return latest
}

// Connect at start, so the first request finds Redis ready.
redisClient()

export default class SiteCacheHandler {
  /** @param {string} key @param {any} context */
  async get(key, context) {
    if (building) return null
    const storageKey = `${prefix}:${key}`
    let entry = memory.get(storageKey)
    if (!entry) {
      const client = await readyRedis()
      if (client) {
        try {
          const text = await client.get(storageKey)
          if (text) {
            entry = decode(text)
            memory.set(storageKey, entry)
          }
        } catch {
          // Redis away: a miss, the page is rendered again.
        }
      }
    }
    if (!entry) {
      recordEvent('cache_lookup', { result: 'miss' })
      return null
    }
    const tags = [...new Set([...entry.tags, ...tagsOf(null, context)])]
    if ((await latestExpiry(tags)) >= entry.lastModified) {
      memory.delete(storageKey)
      recordEvent('cache_lookup', { result: 'expired' })
      return null
    }
    recordEvent('cache_lookup', { result: 'hit' })
    keepPayloadOfStoredPage(entry.value)
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /** @param {string} key @param {any} value @param {any} context */
  async set(key, value, context) {
    if (isFailedRender(value)) markRenderFailed()
    else if (value?.kind === 'APP_PAGE') markRenderSucceeded()
    if (building || !isStorable(value)) return
    const storageKey = `${prefix}:${key}`
    /** @type {Entry} */
    const entry = {
      lastModified: Date.now(),
      value: withStoredHeaders(value),
      cacheControl: context?.cacheControl,
      tags: tagsOf(value, context),
    }
    memory.set(storageKey, entry)
    const client = await readyRedis()
    if (!client) return
    try {
      await client.set(storageKey, encode(entry), 'EX', REDIS_ENTRY_TTL_SECONDS)
    } catch {
      // Redis away: kept in this process only.
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const now = Date.now()
    for (const tag of list) localTagTimes.set(tag, now)
    state.localVersion += 1
    const client = await readyRedis()
    if (!client) {
      if (redisClient())
        console.warn(`[page-cache] Redis unavailable: ${list.join(', ')} expired on this instance only`)
      return
    }
    try {
      await client
        .multi()
        .hset(tagsKey, Object.fromEntries(list.map((tag) => [tag, String(now)])))
        .incr(versionKey)
        .exec()
    } catch (error) {
      console.warn(`[page-cache] could not share the expiry of ${list.join(', ')}: ${String(error)}`)
    }
  }

  resetRequestCache() {}
}

/**
 * Expiring tags outside a request: Next's `revalidateTag` works only inside one, but the jobs queue
 * publishes scheduled documents from a timer (src/cms/hooks/revalidate.ts). Next loads this module
 * outside the bundle, so it leaves its own expiry in a process slot for the bundled code to call.
 */
processSlot('pageCacheHooks').expireTags = (tags) => new SiteCacheHandler().revalidateTag(tags)

/**
 * A text that changes whenever any tag is expired: by this process, or with Redis by any instance.
 * The origin's response cache (origin-response-cache.mjs) serves an answer only while the version it
 * was made under is still the current one. Null when Redis is configured but cannot be read: an edit
 * elsewhere would go unseen. Left in a process slot for the server script, which does not load
 * this module itself.
 * @returns {Promise<string | null>}
 */
export async function contentVersion() {
  if (!redisClient()) return String(state.localVersion)
  const client = await readyRedis()
  if (!client) return null
  try {
    return `${(await client.get(versionKey)) ?? 0}.${state.localVersion}`
  } catch {
    return null
  }
}
processSlot('pageCacheHooks').contentVersion = contentVersion

/** Closes this process's Redis connection of the page cache (tests, shutdown). */
export function disconnectPageCache() {
  redis?.disconnect()
  redis = undefined
}
