/**
 * The public API's answers kept in this process (draining-server.mjs), so a list asked for again is
 * written from memory instead of running Next's route machinery, which costs about a millisecond of
 * CPU per request whatever the route does (its data is already a cached read).
 *
 * Kept: a GET under /api/ from a visitor (no session cookie, no Authorization header) answered 200
 * with `Cache-Control: public, … s-maxage=N` and no cookie. The same rules as the micro-cache in
 * deploy/nginx.conf, keyed the same way by address and Accept-Encoding (the answer may be
 * compressed); an answer that varies on other request headers (Next names its router headers on
 * every route) is served only to a request with the same values. An entry is served for at most N seconds, and never once content has changed since it
 * was stored: `changedAt()` is the time of the latest staff edit seen by this process or, with
 * Redis, by any instance (next-cache-handler.mjs `contentChangedAt`). When that time cannot be
 * read, nothing is served from here.
 *
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   storedAt: number,
 *   expiresAt: number,
 *   varies: Array<[string, string]>,
 * }} StoredAnswer
 */

import { CONTENT_CHANGED_AT } from './page-cache-rules.mjs'

const MAX_ENTRIES = 500
const MAX_BODY_BYTES = 256 * 1024
/** Headers that belong to one exchange, never repeated from memory. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'])

/** @param {import('node:http').IncomingMessage} request */
function isVisitorApiRead(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (!request.url?.startsWith('/api/')) return false
  if (request.headers.authorization) return false
  const cookie = request.headers.cookie
  return !cookie || !/(?:^|;\s*)payload-token=/.test(cookie)
}

/** A request header's value as one text ('' when absent). @param {string | string[] | undefined} value */
const headerText = (value) => [value ?? []].flat().join(', ')

/** Seconds a shared cache may keep an answer, from its Cache-Control; 0 when not at all. */
export function sharedMaxAge(/** @type {unknown} */ cacheControl) {
  const values = [cacheControl ?? []].flat()
  if (values.length === 0 || values.some((value) => typeof value !== 'string')) return 0
  const directives = values.join(', ').toLowerCase()
  if (!/(?:^|,)\s*public\s*(?:,|$)/.test(directives) || /private|no-store|no-cache/.test(directives)) return 0
  const seconds = /(?:^|,)\s*s-maxage=(\d+)/.exec(directives)
  return seconds ? Number(seconds[1]) : 0
}

/**
 * When content last changed, from the page cache handler once Next has loaded it; null before.
 * @returns {Promise<number | null>}
 */
export async function pageCacheChangedAt() {
  const read = /** @type {(() => Promise<number>) | undefined} */ (/** @type {any} */ (globalThis)[CONTENT_CHANGED_AT])
  return read ? read() : null
}

/**
 * @param {{
 *   changedAt?: () => number | null | Promise<number | null>,
 *   now?: () => number,
 *   maxEntries?: number,
 * }} options
 */
export function createOriginResponseCache({
  changedAt = pageCacheChangedAt,
  now = Date.now,
  maxEntries = MAX_ENTRIES,
}) {
  /** @type {Map<string, StoredAnswer>} least recently used first */
  const entries = new Map()

  /** @param {import('node:http').IncomingMessage} request */
  const keyOf = (request) => `${request.url}\n${request.headers['accept-encoding'] ?? ''}`

  /**
   * The stored answer for this request, if one may be served now.
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<StoredAnswer | null>}
   */
  async function lookup(request) {
    if (!isVisitorApiRead(request)) return null
    const key = keyOf(request)
    const entry = entries.get(key)
    if (!entry || !entry.varies.every(([name, value]) => headerText(request.headers[name]) === value)) return null
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return null
    }
    let changed
    try {
      changed = await changedAt()
    } catch {
      changed = null
    }
    if (changed === null || changed >= entry.storedAt) {
      entries.delete(key)
      return null
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  /**
   * Writes a stored answer (headers only for HEAD).
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {StoredAnswer} entry
   */
  function serve(request, response, entry) {
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value)
    response.setHeader('content-length', entry.body.length)
    response.writeHead(entry.status)
    response.end(request.method === 'HEAD' ? undefined : entry.body)
  }

  /**
   * Watches the answer Next writes for this request and keeps it when it may be kept. Only writes
   * through `response.write`/`end` are collected, whatever wraps them later (Next's compression).
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function capture(request, response) {
    if (request.method !== 'GET' || !isVisitorApiRead(request)) return
    const key = keyOf(request)
    // Before the answer is made: an edit while it is made leaves the entry already out of date.
    const storedAt = now()
    /** @type {Buffer[] | null} */
    let chunks = []
    let size = 0
    const write = response.write
    const end = response.end

    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : null
      if (!buffer || size + buffer.length > MAX_BODY_BYTES) {
        chunks = null
        return
      }
      chunks.push(buffer)
      size += buffer.length
    }
    response.write = /** @type {typeof response.write} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding)
        return write.call(this, chunk, encoding, callback)
      }
    )
    response.end = /** @type {typeof response.end} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding)
        return end.call(this, chunk, encoding, callback)
      }
    )
    response.once('finish', () => {
      const body = chunks
      chunks = null
      if (!body || response.statusCode !== 200 || response.hasHeader('set-cookie')) return
      const vary = [response.getHeader('vary') ?? []].flat().join(',').toLowerCase()
      if (vary.includes('*')) return
      /** @type {Array<[string, string]>} */
      const varies = [...new Set(vary.split(',').map((name) => name.trim()))]
        .filter((name) => name && name !== 'accept-encoding')
        .map((name) => [name, headerText(request.headers[name])])
      const seconds = sharedMaxAge(response.getHeader('cache-control'))
      if (seconds <= 0) return
      /** @type {Record<string, string | string[]>} */
      const headers = {}
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (value === undefined || PER_EXCHANGE.has(name) || name === 'content-length') continue
        headers[name] = typeof value === 'number' ? String(value) : value
      }
      entries.delete(key)
      entries.set(key, {
        status: 200,
        headers,
        body: Buffer.concat(body),
        storedAt,
        expiresAt: storedAt + seconds * 1000,
        varies,
      })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    })
  }

  return { lookup, serve, capture, size: () => entries.size }
}
