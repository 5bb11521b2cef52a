import http from 'node:http'
import { trustedClientAddress } from './client-address.mjs'
import { expandShortImageAddress } from '../lib/image-address.mjs'
import { imageRequestProblem } from './image-request.mjs'
import { answerMetrics, METRICS_PATH, routeGroup } from './metrics.mjs'
import { runWithRequestContext } from '../lib/ops-events.mjs'
import { answerKeptPayload } from './next-cache/page-payloads.mjs'
import { isRedirectablePath, redirectFor } from '../lib/redirects.mjs'
import { pathOf, requestIdFor, requestLine } from './request-log.mjs'
import { securityHeadersFor } from './security-headers.mjs'
import { rescueErrorDocument } from './server-error-screen.mjs'

/**
 * The production HTTP server around Next's request handler (src/server/serve.mjs). Kept apart from
 * Next so its two duties can be tested with any handler:
 * - every request's X-Forwarded-For is replaced by the one client address the server can vouch for
 *   (see client-address.mjs), so rate limits never key on a forged header;
 * - a path with a malformed percent-escape (`/news/%`) is answered 400 with a Chinese message
 *   before Next, which would otherwise fail on it with a 500;
 * - `drain()` (on SIGTERM) answers the health check 503 at once so a balancer stops sending,
 *   stops listening, closes idle keep-alive connections, lets requests in flight finish (up to
 *   `graceMs`), then resolves;
 * - what it answers itself carries the security headers Next sends with its own answers
 *   (security-headers.mjs);
 * - every request gets an id (request-log.mjs: the trusted proxy's `X-Request-Id`, else a new one),
 *   returned as `X-Request-Id` and set as the request context (ops-events.mjs) while it is handled,
 *   so the application's log lines carry it; with `log`, one JSON line per request is written;
 * - with `metrics`, requests are counted and timed (metrics.mjs) and `/metrics` is answered here,
 *   before Next, to loopback clients or with `Authorization: Bearer <metricsToken>`;
 * - a site page that fails to render gets the Chinese error screen in its server HTML
 *   (server-error-screen.mjs), not Next's empty error document;
 * - with `redirects`, staff redirects (redirects.mjs) are answered here, before Next: in Next's
 *   request proxy (src/proxy.ts) the same lookup made every cached page about a quarter slower;
 * - with `responseCache`, public pages and the public API's answers are written from memory while
 *   they are current (origin-response-cache.mjs), after the redirect lookup;
 * - a stored page's RSC payload, asked for by its id, is answered from memory (page-payloads.mjs).
 *
 * @param {(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>} handle
 * @param {{
 *   trustedHops: number,
 *   graceMs: number,
 *   healthPath?: string,
 *   onError?: (error: unknown, requestId: string) => void,
 *   log?: import('pino').Logger,
 *   metrics?: ReturnType<typeof import('./metrics.mjs').createMetrics>,
 *   metricsToken?: string,
 *   redirects?: { get(): Promise<import('../lib/redirects.mjs').RedirectTable> },
 *   responseCache?: ReturnType<typeof import('./origin-response-cache.mjs').createOriginResponseCache>,
 * }} options
 */
export function createDrainingServer(
  handle,
  { trustedHops, graceMs, healthPath = '/api/health', onError, log, metrics, metricsToken, redirects, responseCache },
) {
  let draining = false
  let inFlight = 0
  /** @type {() => void} */
  let settled = () => {}

  const server = http.createServer((request, response) => {
    const started = process.hrtime.bigint()
    const clientAddress = trustedClientAddress(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress,
      trustedHops,
    )
    request.headers['x-forwarded-for'] = clientAddress
    const requestId = requestIdFor(request.headers['x-request-id'], trustedHops)
    request.headers['x-request-id'] = requestId
    response.setHeader('x-request-id', requestId)
    inFlight += 1
    metrics?.started()
    response.on('close', () => {
      inFlight -= 1
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const cache = response.getHeader('x-nextjs-cache')
      const finished = {
        method: request.method,
        url: request.url,
        status: response.statusCode,
        seconds,
        cache: typeof cache === 'string' ? cache : null,
        requestId,
        aborted: !response.writableFinished,
      }
      const originCache = response.getHeader('x-origin-cache')
      metrics?.finished({
        path: pathOf(request.url),
        status: finished.status,
        seconds,
        cache: finished.cache,
        originCache: typeof originCache === 'string' ? originCache : null,
      })
      log?.info(requestLine(finished), 'request')
      if (draining && inFlight === 0) settled()
    })
    // As asked: the short image addresses are rewritten in serve().
    const askedPath = pathOf(request.url)
    runWithRequestContext({ requestId, path: askedPath }, () =>
      serve(request, response, { clientAddress, requestId, askedPath }),
    )
  })

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {{ clientAddress: string, requestId: string, askedPath: string }} context
   */
  function serve(request, response, { clientAddress, requestId, askedPath }) {
    // Next sends the same headers (next.config.ts); these cover what this server answers itself.
    const securityHeaders = securityHeadersFor(askedPath, request.headers['x-forwarded-proto'])
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
    if (hasMalformedPath(request.url)) {
      answerMalformedPath(request, response)
      return
    }
    // /img/… is the short form of an optimiser address (image-address.mjs): Next only knows the long one.
    const imageAddress = expandShortImageAddress(request.url)
    if (imageAddress !== null) request.url = imageAddress
    // A malformed /_next/image request: a Chinese 400 here (image-request.mjs), not Next's answer.
    const imageProblem = imageRequestProblem(request.url, request.method)
    if (imageProblem) {
      response.writeHead(imageProblem.status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(request.method === 'HEAD' ? undefined : imageProblem.message)
      return
    }
    if (draining) {
      response.setHeader('connection', 'close')
      if (request.url?.split('?')[0] === healthPath) {
        response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        response.end(JSON.stringify({ status: 'draining' }))
        return
      }
    }
    /** Set while an answer is watched for the response cache: a failed answer must not be kept. */
    let discardAnswer = () => {}
    const fail = (/** @type {unknown} */ error) => {
      discardAnswer()
      onError?.(error, requestId)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    }
    const path = pathOf(request.url)
    if (metrics && path === METRICS_PATH) {
      answerMetrics(metrics, request, response, { clientAddress, token: metricsToken }).catch(fail)
      return
    }
    // A stored page's RSC payload, by the id its loader asks for (page-payloads.mjs).
    if (answerKeptPayload(request, response)) return
    const group = routeGroup(path)
    const toNext = () => {
      // HEAD too: a monitor or crawler checking a page must hear the same status a reader would get.
      const read = request.method === 'GET' || request.method === 'HEAD'
      if (read && WATCHED_GROUPS.has(group)) rescueErrorDocument(request.url ?? '/', response)
      handle(request, response).catch(fail)
    }
    // Public pages and API reads from memory when they are current (origin-response-cache.mjs).
    const fromMemoryOrNext = () => {
      if (!responseCache || (group !== 'api' && group !== 'page')) return toNext()
      responseCache
        .lookup(request, group)
        .then((found) => {
          if (found && 'stored' in found) return responseCache.serve(request, response, found.stored)
          if (found) discardAnswer = responseCache.capture(request, response, found.version, group).discard
          toNext()
        })
        .catch(fail)
    }
    if (
      redirects &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.startsWith('/') &&
      isRedirectablePath(path)
    ) {
      redirects
        .get()
        .then(
          (table) => {
            const redirect = redirectFor(table, request.url ?? '/')
            if (!redirect) return fromMemoryOrNext()
            response.writeHead(redirect.status, {
              location: redirect.location,
              'cache-control': REDIRECT_CACHE_CONTROL,
            })
            response.end()
          },
          // No table (never expected: the cache keeps the last one): the page is served.
          fromMemoryOrNext,
        )
        .catch(fail)
      return
    }
    fromMemoryOrNext()
  }
  // Longer than the proxy's idle keep-alive, so the proxy closes a quiet connection first.
  server.keepAliveTimeout = 65_000

  async function drain() {
    if (draining) return
    draining = true
    server.close()
    server.closeIdleConnections()
    const finished = inFlight === 0 ? Promise.resolve() : new Promise((resolve) => (settled = () => resolve(undefined)))
    let timer
    const deadline = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))
    await Promise.race([finished, deadline])
    clearTimeout(timer)
    server.closeAllConnections()
  }

  return { server, drain, inFlight: () => inFlight }
}

/**
 * A redirect may be removed by staff: browsers ask again each time, a shared cache keeps it as
 * briefly as a page (next.config.ts).
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=10'

/** Where Next may answer with a site page (metrics.mjs routeGroup): not the APIs, the admin, uploads or Next's assets. */
const WATCHED_GROUPS = new Set(['page', 'preview', 'asset'])

/**
 * What a request path's %-escapes say: `malformed` when an escape is not `%` and two hex digits
 * (answered 400), `unknown` when they decode to invalid UTF-8 or to a control character (no page
 * has such an address: answered 404, never a stored 200), else `ok`.
 * @param {string | undefined} url
 * @returns {'ok' | 'malformed' | 'unknown'}
 */
export function classifyPath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/'
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return 'malformed'
  let decoded
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 'unknown'
  }
  // C0, DEL and C1 (U+0080–U+009F): no address of the site holds a control character.
  return /\p{Cc}/u.test(decoded) ? 'unknown' : 'ok'
}

/** @param {string | undefined} url */
export const hasMalformedPath = (url) => classifyPath(url) !== 'ok'

const MALFORMED_MESSAGE = '网址格式不正确，请检查链接是否完整'

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
function answerMalformedPath(request, response) {
  const isApi = (request.url ?? '').startsWith('/api/')
  const malformed = classifyPath(request.url) === 'malformed'
  const message = malformed ? MALFORMED_MESSAGE : isApi ? '接口不存在' : '您访问的页面不存在或已被移除'
  const title = malformed ? '网址无效' : '页面未找到'
  const body = isApi
    ? JSON.stringify({ success: false, message })
    : `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1 style="font-size:1.5rem">${title}</h1><p>${message}。</p><p><a href="/" style="color:#2563eb">返回首页</a></p></body></html>`
  response.writeHead(malformed ? 400 : 404, {
    'content-type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
