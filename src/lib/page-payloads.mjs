// The RSC payloads of stored pages, kept in this process by content, and answered from here.
//
// A stored page's loader fetches its payload (scripts-after-first-paint.mjs) at
// `<path>?_rsc&_p=<id>`, where the id names the payload the page was stored with. The server script
// (draining-server.mjs) answers that request from here, so the payload is always the one that page
// was rendered with, even when staff have since edited it (the page would otherwise hydrate against
// newer data and React would throw its markup away), and it never reaches Next. Being named by its
// content, browsers may keep it for good; shared caches keep it as they keep pages (s-maxage=10:
// deploy/nginx.conf stores it for 9 s and serves it while the app restarts, as it does the page). An id not kept here (another instance stored the
// page, this one restarted, the page was evicted) goes to Next, which answers the page's current
// payload: `_p` means nothing to it.
//
// The cache handler stores pages inside Next and the server script answers requests outside it,
// in one process: the payloads live on globalThis, as the content version does (page-cache-rules.mjs).
import crypto from 'node:crypto'
import zlib from 'node:zlib'

const REGISTRY = Symbol.for('keyan.page-payloads')
const MAX_TOTAL_BYTES = 32 * 1024 * 1024
const PAYLOAD_REQUEST = /^\/[^?#]*\?_rsc&_p=([A-Za-z0-9_-]{16})$/

/** @typedef {{ bytes: Buffer, gzip: Buffer }} KeptPayload */

/** @returns {{ items: Map<string, KeptPayload>, bytes: number }} */
function registry() {
  const shared = /** @type {any} */ (globalThis)
  shared[REGISTRY] ??= { items: new Map(), bytes: 0 }
  return shared[REGISTRY]
}

/**
 * The id a payload is fetched by: 16 characters of its SHA-256.
 * @param {string} payload
 */
export function payloadId(payload) {
  return crypto.createHash('sha256').update(payload).digest('base64url').slice(0, 16)
}

/**
 * Keeps a stored page's payload under its id (the least recently stored go first past 32 MB).
 * @param {string} id
 * @param {string} payload
 */
export function keepPayload(id, payload) {
  const kept = registry()
  if (kept.items.has(id)) return
  const bytes = Buffer.from(payload, 'utf8')
  const item = { bytes, gzip: zlib.gzipSync(bytes) }
  kept.items.set(id, item)
  kept.bytes += bytes.length + item.gzip.length
  for (const [oldest, old] of kept.items) {
    if (kept.bytes <= MAX_TOTAL_BYTES) break
    kept.items.delete(oldest)
    kept.bytes -= old.bytes.length + old.gzip.length
  }
}

/** The payload id in a stored page's loader (scripts-after-first-paint.mjs), which sits in the head. */
const LOADER_PAYLOAD_ID = /data-scripts-after-paint="">(?:(?!<\/script>)[^])*\],"([A-Za-z0-9_-]{16})"\)<\/script>/

/**
 * The id of the payload a stored page's loader fetches; undefined when the page carries its payload.
 * @param {string} html
 */
export function payloadIdInPage(html) {
  return LOADER_PAYLOAD_ID.exec(html)?.[1]
}

/**
 * Keeps the payload of a stored page read from Redis (another instance stored it), so this
 * instance too answers its loader from memory. Anything else, or a payload that is not the one the
 * page names, is left alone.
 * @param {any} value a page cache entry's value
 */
export function keepPayloadOfStoredPage(value) {
  if (value?.kind !== 'APP_PAGE' || !Buffer.isBuffer(value.rscData)) return
  const head = Buffer.isBuffer(value.html) ? value.html.subarray(0, 32 * 1024).toString('latin1') : String(value.html)
  const id = payloadIdInPage(head)
  if (!id || registry().items.has(id)) return
  const payload = value.rscData.toString('utf8')
  if (payloadId(payload) === id) keepPayload(id, payload)
}

/**
 * Answers a loader's request for a payload kept here; false (nothing written) for any other request.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean}
 */
export function answerKeptPayload(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.rsc !== '1') return false
  const id = PAYLOAD_REQUEST.exec(request.url ?? '')?.[1]
  const kept = id ? registry().items.get(id) : undefined
  if (!kept) return false
  const gzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
  const body = gzip ? kept.gzip : kept.bytes
  response.writeHead(200, {
    'content-type': 'text/x-component',
    'cache-control': 'public, max-age=31536000, s-maxage=10, immutable',
    vary: 'RSC, Accept-Encoding',
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
