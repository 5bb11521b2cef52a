// One structured JSON line per request (pino), written by the server around Next
// (src/server/draining-server.mjs). It names the method, the path without its query (queries carry
// tokens: e-mail confirmation, password reset), the status, the duration, the page-cache state and
// the request id, and nothing about the visitor: no address, no cookie, no header values.
import crypto from 'node:crypto'
import { pino } from 'pino'

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The id of a request: the proxy's `X-Request-Id` when the request came through a trusted proxy
 * (TRUSTED_PROXY_HOPS > 0; the shipped nginx sets it to its own `$request_id`) and the value looks
 * like an id, else a new one. A client talking to the app directly cannot choose its id.
 * @param {string | string[] | undefined} header
 * @param {number} trustedHops
 */
export function requestIdFor(header, trustedHops) {
  const given = Array.isArray(header) ? header[0] : header
  if (trustedHops > 0 && given && REQUEST_ID.test(given.trim())) return given.trim()
  return crypto.randomUUID()
}

/**
 * The path of a URL without its query or fragment; a file room download's path is its signed
 * link, so it is logged without it. @param {string | undefined} url
 */
export function pathOf(url) {
  const raw = url ?? '/'
  const end = raw.search(/[?#]/)
  const path = end === -1 ? raw : raw.slice(0, end)
  if (path.startsWith('/api/files/')) return '/api/files/[link]'
  return path.length > 512 ? `${path.slice(0, 512)}…` : path
}

/**
 * The server's logger: JSON lines to `destination` (stdout by default), level from LOG_LEVEL.
 * @param {import('pino').DestinationStream} [destination]
 */
export function createServerLogger(destination) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Never written even if a caller passes them by mistake.
      redact: { paths: ['authorization', 'cookie', 'password', 'token', '*.authorization', '*.cookie'], remove: true },
    },
    destination,
  )
}

/**
 * The line for one finished request.
 * @param {{ method?: string, url?: string, status: number, seconds: number, cache?: string | null, requestId: string, aborted: boolean }} request
 */
export function requestLine({ method, url, status, seconds, cache, requestId, aborted }) {
  return {
    reqId: requestId,
    method: method ?? 'GET',
    path: pathOf(url),
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    cache: cache ?? null,
    ...(aborted ? { aborted: true } : {}),
  }
}
