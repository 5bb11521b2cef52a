/**
 * Public pages and the public API's answers kept in this process (draining-server.mjs), so an
 * address asked for again is written from memory instead of running Next: its route machinery costs
 * about a millisecond of CPU per API read whatever the route does, and a cached page costs several
 * (the stored page is looked up, its tags checked, its ~140 KB compressed again for every request).
 *
 * Kept: a GET from a visitor (no session cookie, no Authorization header) of a site page or of an
 * address under /api/, answered 200 with `Cache-Control: public, … s-maxage=N` and no cookie, written
 * in full. Pages only as documents Next served from its page cache (`X-Nextjs-Cache: HIT`): a
 * client-side navigation's RSC payload (the `RSC` or `Next-Router-*` headers, or `?_rsc=`) and a
 * page rendered for every request go to Next. As the micro-cache in deploy/nginx.conf, keyed
 * by scheme, host, address and Accept-Encoding (the answer may be compressed), except that a page is
 * keyed by its path alone: Next serves one stored page whatever the query string (pages read it in
 * the browser), so `?x=<random>` cannot fill this memory with copies and push useful answers out.
 * A reload (`Cache-Control: no-cache`, no If-None-Match) is answered by Next, and its answer kept. An answer that varies
 * on other request headers (Next names its router headers on every route) is served only to a
 * request with the same values. Served with `X-Origin-Cache: HIT`, or 304 when the request already
 * holds the stored entity tag.
 *
 * An entry is served for at most N seconds, and only while the content version it was made under is
 * still the current one: `contentVersion()` changes whenever any cache tag is expired, by this
 * process or, with Redis, by any instance (next-cache/handler.mjs). The version is read before the
 * answer is made, so an edit while it is made leaves it out of date. When the version cannot be
 * read (Next has not loaded the cache handler yet, Redis is configured but away or slow), nothing is
 * served from memory and nothing is kept.
 *
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   version: string,
 *   expiresAt: number,
 *   varies: Array<[string, string]>,
 * }} StoredAnswer
 */

import { bytesOf } from './chunk-bytes.mjs'
import { processSlot } from '../lib/process-slots.mjs'

const MAX_BODY_BYTES = 256 * 1024
const MAX_TOTAL_BYTES = 32 * 1024 * 1024
/** A version read slower than this counts as unreadable: the request goes to Next. */
const VERSION_WAIT_MS = 50
/** Headers that belong to one exchange, never repeated from memory. */
const PER_EXCHANGE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
  'x-nextjs-cache',
])

/** Request headers with which Next asks for a page's RSC payload (a client-side navigation) instead of its HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree']

/**
 * Whether this request may be answered from memory: a visitor's GET or HEAD of the public API or of
 * a site page's HTML.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} group the request's route group (metrics.mjs routeGroup)
 */
function isVisitorRead(request, group) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (group === 'page') {
    if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return false
    if (/[?&]_rsc=/.test(request.url ?? '')) return false
  } else if (group !== 'api') return false
  if (request.headers.authorization) return false
  const cookie = request.headers.cookie
  return !cookie || !/(?:^|;\s*)payload-token=/.test(cookie)
}

/**
 * Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2).
 * @param {unknown} ifNoneMatch @param {unknown} etag
 */
export function matchesEntityTag(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== 'string' || typeof etag !== 'string') return false
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
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
 * The content version from the page cache handler once Next has loaded it; null before, or when it
 * cannot be read.
 * @returns {Promise<string | null>}
 */
export async function pageCacheContentVersion() {
  const read = processSlot('pageCacheHooks').contentVersion
  return read ? read() : null
}

/**
 * @param {{
 *   contentVersion?: () => string | null | Promise<string | null>,
 *   now?: () => number,
 *   maxTotalBytes?: number,
 * }} options
 */
export function createOriginResponseCache({
  contentVersion = pageCacheContentVersion,
  now = Date.now,
  maxTotalBytes = MAX_TOTAL_BYTES,
}) {
  /** @type {Map<string, StoredAnswer>} least recently used first */
  const entries = new Map()
  let totalBytes = 0

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    totalBytes -= entry.body.length
  }

  /** @param {string} key @param {StoredAnswer} entry */
  function keep(key, entry) {
    remove(key)
    entries.set(key, entry)
    totalBytes += entry.body.length
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxTotalBytes) break
      remove(oldest)
    }
  }

  /** One read of the version shared by the requests that ask at the same moment, bounded in time. */
  /** @type {Promise<string | null> | null} */
  let reading = null
  function currentVersion() {
    reading ??= Promise.race([
      Promise.resolve()
        .then(contentVersion)
        .catch(() => null),
      new Promise((resolve) => setTimeout(resolve, VERSION_WAIT_MS, null).unref?.()),
    ]).finally(() => (reading = null))
    return /** @type {Promise<string | null>} */ (reading)
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {string} group the request's route group: a page is keyed without its query string
   */
  const keyOf = (request, group) =>
    [
      headerText(request.headers['x-forwarded-proto']),
      headerText(request.headers.host),
      group === 'page' ? (request.url ?? '/').replace(/\?.*$/s, '') : request.url,
      headerText(request.headers['accept-encoding']),
    ].join('\n')

  /**
   * What to do with this request: `serve` a stored answer, `capture` Next's answer (the version it
   * is made under), or neither (not a visitor's API read, or no version to be had).
   * @param {import('node:http').IncomingMessage} request
   * @param {string} group the request's route group, as the server worked it out (metrics.mjs routeGroup)
   * @returns {Promise<{ stored: StoredAnswer } | { version: string } | null>}
   */
  async function lookup(request, group) {
    if (!isVisitorRead(request, group)) return null
    const version = await currentVersion()
    if (version === null) return null
    // A reload asks for a fresh answer: Next's, which then replaces the stored one. (Not a
    // conditional request: fetch() adds no-cache to every request with If-None-Match.)
    if (
      request.headers['if-none-match'] === undefined &&
      /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headerText(request.headers['cache-control']))
    )
      return { version }
    const key = keyOf(request, group)
    const entry = entries.get(key)
    if (!entry) return { version }
    if (entry.expiresAt <= now() || entry.version !== version) {
      remove(key)
      return { version }
    }
    if (!entry.varies.every(([name, value]) => headerText(request.headers[name]) === value)) return { version }
    entries.delete(key)
    entries.set(key, entry)
    return { stored: entry }
  }

  /**
   * Writes a stored answer (headers only for HEAD; 304 and no body when the request holds its tag).
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {StoredAnswer} entry
   */
  function serve(request, response, entry) {
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value)
    response.setHeader('x-origin-cache', 'HIT')
    if (matchesEntityTag(request.headers['if-none-match'], entry.headers.etag)) {
      response.removeHeader('content-encoding')
      response.removeHeader('content-type')
      response.writeHead(304)
      response.end()
      return
    }
    response.setHeader('content-length', entry.body.length)
    response.writeHead(entry.status)
    response.end(request.method === 'HEAD' ? undefined : entry.body)
  }

  /**
   * Watches the answer Next writes for this GET and keeps it when it may be kept. Only writes
   * through `response.write`/`end` are collected, whatever wraps them later (Next's compression).
   * `discard()` when the answer failed part way: what was written is not the answer.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} version the content version read before the answer is made
   * @param {string} group the request's route group (metrics.mjs routeGroup)
   * @returns {{ discard: () => void }}
   */
  function capture(request, response, version, group) {
    if (request.method !== 'GET') return { discard() {} }
    const isPage = group === 'page'
    const key = keyOf(request, group)
    const startedAt = now()
    /** @type {Buffer[] | null} */
    let chunks = []
    let size = 0
    const write = response.write
    const end = response.end

    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = bytesOf(chunk, encoding)
      if (size + buffer.length > MAX_BODY_BYTES) {
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
      // A page is kept only as Next serves it from its page cache (entity tag and script policy
      // worked out when stored: next-cache/rules.mjs): not its first render, a stale copy being
      // replaced, or a page rendered for every request (/search, links with a token), which has no
      // such header, runs its side effects and is never checked for a failed render.
      const pageCache = response.getHeader('x-nextjs-cache')
      if (isPage ? pageCache !== 'HIT' : pageCache !== undefined && pageCache !== 'HIT') return
      const vary = [response.getHeader('vary') ?? []].flat().join(',').toLowerCase()
      if (vary.includes('*')) return
      const seconds = sharedMaxAge(response.getHeader('cache-control'))
      if (seconds <= 0) return
      /** @type {Array<[string, string]>} */
      const varies = [...new Set(vary.split(',').map((name) => name.trim()))]
        .filter((name) => name && name !== 'accept-encoding')
        .map((name) => [name, headerText(request.headers[name])])
      /** @type {Record<string, string | string[]>} */
      const headers = {}
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (value === undefined || PER_EXCHANGE.has(name)) continue
        headers[name] = typeof value === 'number' ? String(value) : value
      }
      keep(key, {
        status: 200,
        headers,
        body: Buffer.concat(body),
        version,
        expiresAt: startedAt + seconds * 1000,
        varies,
      })
    })
    return {
      discard() {
        chunks = null
      },
    }
  }

  return { lookup, serve, capture, size: () => entries.size, bytes: () => totalBytes }
}
