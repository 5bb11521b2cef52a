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
// in one process: the payloads live in a process slot (src/lib/process-slots.mjs).
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { processSlot } from '../../lib/process-slots.mjs'

const MAX_TOTAL_BYTES = 32 * 1024 * 1024
const PAYLOAD_REQUEST = /^\/[^?#]*\?_rsc&_p=([A-Za-z0-9_-]{16})$/

/** @typedef {import('../../lib/process-slots.mjs').KeptPayload} KeptPayload */

const registry = () => processSlot('pagePayloads')

/**
 * The id a payload is fetched by: 16 characters of its SHA-256.
 * @param {string} payload
 */
export function payloadId(payload) {
  return crypto.createHash('sha256').update(payload).digest('base64url').slice(0, 16)
}

/**
 * The kept payload with this id, marked as just used (the least recently used go first).
 * @param {string} id
 */
function touch(id) {
  const kept = registry()
  const item = kept.items.get(id)
  if (!item) return undefined
  kept.items.delete(id)
  kept.items.set(id, item)
  return item
}

/**
 * Keeps a stored page's payload under its id; past 32 MB the least recently used go first.
 * @param {string} id
 * @param {string} payload
 */
export function keepPayload(id, payload) {
  if (touch(id)) return
  const kept = registry()
  const bytes = Buffer.from(payload, 'utf8')
  // A copy of its own size: gzip's output is a view of a larger buffer, which it would keep alive.
  const gzip = Buffer.from(zlib.gzipSync(bytes))
  const size = bytes.length + gzip.length
  if (size > MAX_TOTAL_BYTES / 4) return
  kept.items.set(id, { bytes, gzip })
  kept.bytes += size
  for (const [oldest, old] of kept.items) {
    if (kept.bytes <= MAX_TOTAL_BYTES) break
    kept.items.delete(oldest)
    kept.bytes -= old.bytes.length + old.gzip.length
  }
}

const LOADER_MARK = 'data-scripts-after-paint="">'

/**
 * The id of the payload a stored page's loader fetches (the loader sits in the head);
 * undefined when the page carries its payload.
 * @param {string | Buffer} html
 */
export function payloadIdInPage(html) {
  const at = html.indexOf(LOADER_MARK)
  if (at < 0) return undefined
  const part = Buffer.isBuffer(html) ? html.subarray(at, at + 8192).toString('latin1') : html.slice(at, at + 8192)
  const end = part.indexOf('</script>')
  return end < 0 ? undefined : /\],"([A-Za-z0-9_-]{16})"\)$/.exec(part.slice(0, end))?.[1]
}

/**
 * Keeps the payload of a stored page this process serves but may not hold (another instance stored
 * it, or it was let go to make room), so the page's loader is answered from memory. Called for every
 * current page the cache hands out; cheap when the payload is already kept. Anything else, or a
 * payload that is not the one the page names, is left alone.
 * @param {any} value a page cache entry's value
 */
export function keepPayloadOfStoredPage(value) {
  if (value?.kind !== 'APP_PAGE' || !Buffer.isBuffer(value.rscData)) return
  const id = payloadIdInPage(value.html)
  if (!id || touch(id)) return
  const payload = value.rscData.toString('utf8')
  if (payloadId(payload) === id) keepPayload(id, payload)
}

/** Whether an Accept-Encoding header takes gzip (not `gzip;q=0`). */
const TAKES_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=(?:1(?:\.0*)?|0?\.\d*[1-9]\d*)\s*)?(?:,|$)/i

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
  const kept = id ? touch(id) : undefined
  if (!kept) return false
  const gzip = TAKES_GZIP.test(String(request.headers['accept-encoding'] ?? ''))
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
