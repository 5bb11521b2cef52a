// Prometheus metrics of one server process (src/server/serve.mjs), answered at /metrics by the server
// itself, before Next: never a page, never cached, never in a sitemap. Each instance has its own
// counters: scrape every instance on its own port (docs/operations.md), not through the proxy.
import crypto from 'node:crypto'
import client from 'prom-client'
import { readProbes, setEventSink } from '../lib/ops-events.mjs'

export const METRICS_PATH = '/metrics'

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The coarse part of the site a path belongs to: a bounded label (paths themselves would make a
 * series per news article).
 * @param {string} path the path without its query
 */
export function routeGroup(path) {
  if (path === METRICS_PATH) return 'metrics'
  if (path === '/api/health') return 'health'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/cms-api' || path.startsWith('/cms-api/')) return 'cms-api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'next'
  if (path.startsWith('/preview/')) return 'preview'
  if (/\/[^/]+\.[a-z0-9]{2,5}$/i.test(path)) return 'asset'
  return 'page'
}

/**
 * A registry with the site's metrics, installed as this process's event sink (ops-events.mjs) so
 * the application's mail, rate-limit and cache events count here.
 * @param {{ defaultMetrics?: boolean }} [options]
 */
export function createMetrics({ defaultMetrics = true } = {}) {
  const registry = new client.Registry()
  if (defaultMetrics) client.collectDefaultMetrics({ register: registry, prefix: 'keyan_' })

  const requests = new client.Counter({
    name: 'keyan_http_requests_total',
    help: 'HTTP requests answered, by route group and status code',
    labelNames: ['group', 'status'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'keyan_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route group',
    labelNames: ['group'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const inFlight = new client.Gauge({
    name: 'keyan_http_requests_in_flight',
    help: 'Requests being answered right now',
    registers: [registry],
  })
  const pageCache = new client.Counter({
    name: 'keyan_page_cache_responses_total',
    help: 'Rendered pages answered from the page cache (HIT, STALE) or rendered (MISS), from Next x-nextjs-cache',
    labelNames: ['result'],
    registers: [registry],
  })
  const originCacheHits = new client.Counter({
    name: 'keyan_origin_cache_hits_total',
    help: 'Public pages and API answers written from the server memory (origin-response-cache.mjs, X-Origin-Cache: HIT)',
    registers: [registry],
  })
  const cacheLookups = new client.Counter({
    name: 'keyan_cache_lookups_total',
    help: 'Lookups in the page and data cache (src/server/next-cache/handler.mjs): hit, miss, or expired by a staff edit',
    labelNames: ['result'],
    registers: [registry],
  })
  const mails = new client.Counter({
    name: 'keyan_mail_total',
    help: 'Mails handed to SMTP or written to the outbox (sent), or that failed',
    labelNames: ['result', 'transport'],
    registers: [registry],
  })
  const refusals = new client.Counter({
    name: 'keyan_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by limit name',
    labelNames: ['limiter'],
    registers: [registry],
  })
  const dbPool = new client.Gauge({
    name: 'keyan_db_pool_connections',
    help: 'PostgreSQL connection pool of this process: total, idle, and requests waiting for a connection',
    labelNames: ['state'],
    registers: [registry],
  })
  const jobs = new client.Gauge({
    name: 'keyan_jobs',
    help: 'Jobs in the queue (scheduled publications): queued (waiting or running), due (queued and past their time) and failed',
    labelNames: ['state'],
    registers: [registry],
  })

  setEventSink((name, labels) => {
    if (name === 'mail') mails.inc({ result: labels.result ?? 'sent', transport: labels.transport ?? 'unknown' })
    else if (name === 'rate_limit_refused') refusals.inc({ limiter: labels.limiter ?? 'unknown' })
    else if (name === 'cache_lookup') cacheLookups.inc({ result: labels.result ?? 'miss' })
  })

  // Initialise the event counters, so a rate of 0 is a series and not an absent one.
  for (const result of ['sent', 'failed'])
    for (const transport of ['smtp', 'outbox']) mails.inc({ result, transport }, 0)
  for (const result of ['hit', 'miss', 'expired']) cacheLookups.inc({ result }, 0)

  return {
    registry,
    /** A request began. */
    started() {
      inFlight.inc()
    },
    /**
     * A request ended.
     * @param {{ path: string, status: number, seconds: number, cache?: string | null, originCache?: string | null }} request
     */
    finished({ path, status, seconds, cache, originCache }) {
      inFlight.dec()
      const group = routeGroup(path)
      requests.inc({ group, status: String(status) })
      duration.observe({ group }, seconds)
      if (cache && ['HIT', 'MISS', 'STALE'].includes(cache)) pageCache.inc({ result: cache })
      if (originCache === 'HIT') originCacheHits.inc()
    },
    /** The text exposition, with the probes (pool, jobs) read just now. */
    async exposition() {
      const readings = await readProbes()
      dbPool.reset()
      jobs.reset()
      for (const [state, value] of Object.entries(readings.db_pool ?? {})) dbPool.set({ state }, value)
      for (const [state, value] of Object.entries(readings.jobs ?? {})) jobs.set({ state }, value)
      return registry.metrics()
    },
    contentType: registry.contentType,
    /** Removes the event sink (tests). */
    close() {
      setEventSink(null)
    },
  }
}

/** @param {string} address */
export function isLoopback(address) {
  return address === '::1' || address === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(address)
}

/**
 * Who may read the metrics: a client on this machine, or anyone presenting
 * `Authorization: Bearer <METRICS_TOKEN>`. "On this machine" needs both the socket's peer and the
 * address vouched for after TRUSTED_PROXY_HOPS to be loopback: with hops trusted, a client that
 * reaches the app port directly could otherwise name 127.0.0.1 in X-Forwarded-For.
 * @param {{ clientAddress: string, peerAddress?: string, authorization: string | undefined, token: string | undefined }} request
 * @returns {200 | 401 | 403}
 */
export function metricsAccess({ clientAddress, peerAddress = clientAddress, authorization, token }) {
  const presented = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim()
  if (token && presented && sameSecret(presented, token)) return 200
  if (isLoopback(clientAddress) && isLoopback(peerAddress) && !presented) return 200
  return presented || authorization ? 403 : 401
}

/** The socket's peer as isLoopback reads it (IPv4 clients of a dual-stack socket are ::ffff:a.b.c.d). @param {string | undefined} address */
function normalisePeer(address) {
  return (address ?? '').replace(/^::ffff:/i, '')
}

/** @param {string} a @param {string} b */
function sameSecret(a, b) {
  const left = crypto.createHash('sha256').update(a).digest()
  const right = crypto.createHash('sha256').update(b).digest()
  return crypto.timingSafeEqual(left, right)
}

/**
 * Answers GET /metrics.
 * @param {ReturnType<typeof createMetrics>} metrics
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ clientAddress: string, token: string | undefined }} options
 */
export async function answerMetrics(metrics, request, response, { clientAddress, token }) {
  const headers = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
  const peerAddress = normalisePeer(request.socket.remoteAddress)
  const access = metricsAccess({ clientAddress, peerAddress, authorization: request.headers.authorization, token })
  if (access !== 200) {
    response.writeHead(access, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      ...(access === 401 ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
    })
    response.end(access === 401 ? '需要访问令牌 (Bearer token required)\n' : '无权访问 (forbidden)\n')
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...headers, allow: 'GET, HEAD' })
    response.end()
    return
  }
  const body = await metrics.exposition()
  response.writeHead(200, { ...headers, 'content-type': metrics.contentType })
  response.end(request.method === 'HEAD' ? undefined : body)
}
