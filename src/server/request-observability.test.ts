import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDrainingServer } from './draining-server.mjs'
import { createMetrics, metricsAccess, routeGroup } from './metrics.mjs'
import { clearProbes, recordEvent, registerProbe } from '@/lib/ops-events.mjs'
import { createServerLogger, pathOf, requestIdFor } from './request-log.mjs'

// The application's logger (src/cms/log.ts) writes through Payload's pino logger; here it is a pino
// logger on the same captured stream as the server's request lines.
const captured = vi.hoisted(() => ({ lines: [] as Array<Record<string, unknown>> }))
vi.mock('@/cms/client', async () => {
  const { pino } = await import('pino')
  const { Writable } = await import('node:stream')
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) captured.lines.push(JSON.parse(line))
      done()
    },
  })
  const logger = pino({ base: null }, sink)
  return { getPayload: async () => ({ logger }) }
})
const { logError } = await import('@/cms/log')

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
const cleanups: Array<() => void> = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  captured.lines = []
  clearProbes()
})

function captureStream() {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) captured.lines.push(JSON.parse(line))
      done()
    },
  })
}

async function start(handle: Handler, options: { trustedHops?: number; metricsToken?: string } = {}) {
  const metrics = createMetrics({ defaultMetrics: false })
  const log = createServerLogger(captureStream())
  const drainable = createDrainingServer(handle, {
    trustedHops: options.trustedHops ?? 0,
    graceMs: 1000,
    log,
    metrics,
    metricsToken: options.metricsToken,
  })
  await new Promise<void>((resolve) => drainable.server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => {
    drainable.server.close()
    drainable.server.closeAllConnections()
    metrics.close()
  })
  const { port } = drainable.server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, metrics }
}

const waitForLines = async (count: number) => {
  for (let i = 0; i < 50 && captured.lines.length < count; i++) await new Promise((r) => setTimeout(r, 10))
}

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.startsWith(name)) continue
    const match = /^([a-z_]+)(?:\{(.*)\})? (.+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((label) => present.includes(label))) return Number(match[3])
  }
  return 0
}

describe('request logs and request ids', () => {
  it('follows one request id from the response header to its request line and its error line', async () => {
    const { url } = await start(async (request, response) => {
      // An application error logged while the request is served (as a route handler does).
      await logError('[news] list unavailable', new Error('database away'), { slug: 'a' })
      response.setHeader('x-nextjs-cache', 'MISS')
      response.statusCode = 503
      response.end('sorry')
    })
    const answer = await fetch(`${url}/news?token=secret-reset-token&page=2`, {
      headers: { authorization: 'Bearer bearer-secret-qq', cookie: 'payload-token=cookie-secret-qq' },
    })
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await waitForLines(2)
    const errorLine = captured.lines.find((line) => line.msg === '[news] list unavailable')
    const requestLine = captured.lines.find((line) => line.msg === 'request')
    expect(errorLine).toMatchObject({ reqId: id, slug: 'a', err: { message: 'database away' } })
    expect(requestLine).toMatchObject({
      reqId: id,
      method: 'GET',
      path: '/news',
      status: 503,
      cache: 'MISS',
      level: 30,
    })
    expect(typeof requestLine?.durationMs).toBe('number')
    // Nothing about the visitor or their secrets (none of these could occur in a request id by chance).
    const written = JSON.stringify(captured.lines)
    for (const secret of ['secret-reset-token', 'bearer-secret-qq', 'cookie-secret-qq', '127.0.0.1', 'page=2'])
      expect(written).not.toContain(secret)
  })

  it('takes X-Request-Id only from a trusted proxy, and only when it looks like an id', async () => {
    const direct = await start(async (_request, response) => void response.end())
    const forged = await fetch(direct.url, { headers: { 'x-request-id': 'chosen-by-the-client-1234' } })
    expect(forged.headers.get('x-request-id')).not.toBe('chosen-by-the-client-1234')

    const proxied = await start(async (request, response) => void response.end(request.headers['x-request-id']), {
      trustedHops: 1,
    })
    const kept = await fetch(proxied.url, { headers: { 'x-request-id': '0f3c9a77b1e24d8c9e6b2a1d4c5e6f70' } })
    expect(kept.headers.get('x-request-id')).toBe('0f3c9a77b1e24d8c9e6b2a1d4c5e6f70')
    expect(await kept.text()).toBe('0f3c9a77b1e24d8c9e6b2a1d4c5e6f70')
    expect(requestIdFor('bad id with spaces <script>', 1)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(undefined, 1)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs the path without query or fragment', () => {
    expect(pathOf('/account/reset?token=abc#x')).toBe('/account/reset')
    expect(pathOf('/news#top')).toBe('/news')
    expect(pathOf(undefined)).toBe('/')
    // A file room download's signed link stays out of the log.
    expect(pathOf('/api/files/12.34.1764300000.c2lnbmF0dXJl')).toBe('/api/files/[link]')
  })
})

describe('/metrics', () => {
  it('counts requests, latency, cache states and application events after traffic', async () => {
    registerProbe('jobs', async () => ({ queued: 3, failed: 1 }))
    registerProbe('db_pool', () => ({ total: 4, idle: 3, waiting: 0 }))
    const { url } = await start(async (request, response) => {
      if (request.url === '/api/contact') {
        recordEvent('rate_limit_refused', { limiter: 'contact' })
        response.statusCode = 429
      } else if (request.url === '/news') {
        recordEvent('cache_lookup', { result: 'hit' })
        response.setHeader('x-nextjs-cache', 'HIT')
      } else if (request.url === '/api/categories') {
        response.setHeader('x-origin-cache', 'HIT')
      } else if (request.url === '/api/auth/register') {
        recordEvent('mail', { result: 'failed', transport: 'smtp' })
        recordEvent('mail', { result: 'sent', transport: 'outbox' })
      } else {
        response.statusCode = 404
      }
      response.end('ok')
    })
    const before = await (await fetch(`${url}/metrics`)).text()
    expect(sample(before, 'keyan_http_requests_total', { group: 'page', status: '200' })).toBe(0)

    for (let i = 0; i < 3; i++) await fetch(`${url}/news`)
    await fetch(`${url}/api/contact`, { method: 'POST' })
    await fetch(`${url}/api/auth/register`, { method: 'POST' })
    await fetch(`${url}/nowhere`)
    for (let i = 0; i < 2; i++) await fetch(`${url}/api/categories`)

    const answer = await fetch(`${url}/metrics`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    expect(sample(text, 'keyan_http_requests_total', { group: 'page', status: '200' })).toBe(3)
    expect(sample(text, 'keyan_http_requests_total', { group: 'page', status: '404' })).toBe(1)
    expect(sample(text, 'keyan_http_requests_total', { group: 'api', status: '429' })).toBe(1)
    expect(sample(text, 'keyan_http_requests_total', { group: 'metrics', status: '200' })).toBe(1)
    expect(sample(text, 'keyan_http_request_duration_seconds_count', { group: 'page' })).toBe(4)
    expect(sample(text, 'keyan_http_request_duration_seconds_bucket', { group: 'page', le: '+Inf' })).toBe(4)
    expect(sample(text, 'keyan_page_cache_responses_total', { result: 'HIT' })).toBe(3)
    expect(sample(text, 'keyan_cache_lookups_total', { result: 'hit' })).toBe(3)
    expect(sample(text, 'keyan_origin_cache_hits_total', {})).toBe(2)
    expect(sample(text, 'keyan_http_requests_total', { group: 'api', status: '200' })).toBe(3)
    expect(sample(text, 'keyan_rate_limit_refusals_total', { limiter: 'contact' })).toBe(1)
    expect(sample(text, 'keyan_mail_total', { result: 'failed', transport: 'smtp' })).toBe(1)
    expect(sample(text, 'keyan_mail_total', { result: 'sent', transport: 'outbox' })).toBe(1)
    expect(sample(text, 'keyan_jobs', { state: 'queued' })).toBe(3)
    expect(sample(text, 'keyan_jobs', { state: 'failed' })).toBe(1)
    expect(sample(text, 'keyan_db_pool_connections', { state: 'total' })).toBe(4)
  })

  it('answers a client that is not on this machine only with the bearer token', async () => {
    // Behind one trusted proxy the client is the address the proxy appended: here a remote one.
    const { url } = await start(async (_request, response) => void response.end('page'), {
      trustedHops: 1,
      metricsToken: 'metrics-token-for-tests-0123456789',
    })
    const remote = { 'x-forwarded-for': '203.0.113.9' }
    const anonymous = await fetch(`${url}/metrics`, { headers: remote })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toContain('Bearer')
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    const wrong = await fetch(`${url}/metrics`, { headers: { ...remote, authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).not.toContain('keyan_')
    const allowed = await fetch(`${url}/metrics`, {
      headers: { ...remote, authorization: 'Bearer metrics-token-for-tests-0123456789' },
    })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('keyan_http_requests_total')
    // A client on this machine (through the proxy) needs no token.
    const local = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })
    expect(local.status).toBe(200)
  })

  it('decides access from the vouched-for address and the token', () => {
    const token = 'configured-token'
    expect(metricsAccess({ clientAddress: '127.0.0.1', authorization: undefined, token: undefined })).toBe(200)
    expect(metricsAccess({ clientAddress: '::1', authorization: undefined, token })).toBe(200)
    expect(metricsAccess({ clientAddress: '10.0.0.5', authorization: undefined, token })).toBe(401)
    expect(metricsAccess({ clientAddress: '10.0.0.5', authorization: 'Bearer configured-token', token })).toBe(200)
    expect(
      metricsAccess({ clientAddress: '10.0.0.5', authorization: 'Bearer configured-token', token: undefined }),
    ).toBe(403)
    expect(metricsAccess({ clientAddress: '127.0.0.1', authorization: 'Bearer wrong', token })).toBe(403)
    // A client reaching the app port from elsewhere, naming 127.0.0.1 in a header the server trusts.
    expect(
      metricsAccess({ clientAddress: '127.0.0.1', peerAddress: '10.0.0.5', authorization: undefined, token }),
    ).toBe(401)
    expect(
      metricsAccess({ clientAddress: '127.0.0.1', peerAddress: '127.0.0.1', authorization: undefined, token }),
    ).toBe(200)
  })

  it('groups paths into a bounded set of route groups', () => {
    expect(routeGroup('/')).toBe('page')
    expect(routeGroup('/news/some-article')).toBe('page')
    expect(routeGroup('/api/news')).toBe('api')
    expect(routeGroup('/api/health')).toBe('health')
    expect(routeGroup('/cms-api/media/file/a.webp')).toBe('cms-api')
    expect(routeGroup('/admin/collections/news')).toBe('admin')
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('static')
    expect(routeGroup('/_next/image')).toBe('image')
    expect(routeGroup('/robots.txt')).toBe('asset')
    expect(routeGroup('/metrics')).toBe('metrics')
  })
})
