import type { AddressInfo } from 'node:net'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { createDrainingServer } from './draining-server.mjs'
import { createOriginResponseCache, matchesEntityTag, sharedMaxAge } from './origin-response-cache.mjs'
import { RedirectTable } from '@/lib/redirects.mjs'

// The compression layer Next puts around every response.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as (options: {
  threshold: number
}) => (request: IncomingMessage, response: ServerResponse, next: () => void) => void

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'
const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

type Answer = { status?: number; headers?: Record<string, string>; body?: string; failPartWay?: boolean }

/** A server whose handler counts its calls and answers what `answerFor` says for a path. */
async function start(
  answerFor: (path: string) => Answer,
  cacheOptions: {
    contentVersion?: () => string | null | Promise<string | null>
    maxTotalBytes?: number
    redirects?: { table: RedirectTable }
  } = {},
) {
  let clock = 1_000
  let version: string | null = '0'
  const responseCache = createOriginResponseCache({
    contentVersion: cacheOptions.contentVersion ?? (() => version),
    now: () => clock,
    maxTotalBytes: cacheOptions.maxTotalBytes,
  })
  const calls: string[] = []
  let duringAnswer = () => {}
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    calls.push(`${request.method} ${request.url}`)
    const answer = answerFor(request.url ?? '/')
    response.statusCode = answer.status ?? 200
    for (const [name, value] of Object.entries(answer.headers ?? { 'cache-control': PUBLIC }))
      response.setHeader(name, value)
    response.setHeader('content-type', 'application/json; charset=utf-8')
    const body = answer.body ?? `{"path":"${request.url}"}`
    response.write(body.slice(0, 5))
    duringAnswer()
    if (answer.failPartWay) throw new Error('the database went away')
    response.end(body.slice(5))
  }
  const redirects = cacheOptions.redirects
  const drainable = createDrainingServer(handle, {
    trustedHops: 0,
    graceMs: 1000,
    responseCache,
    redirects: redirects ? { get: async () => redirects.table } : undefined,
  })
  await new Promise<void>((resolve) => drainable.server.listen(0, '127.0.0.1', resolve))
  servers.push(drainable.server)
  const { port } = drainable.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    cache: responseCache,
    tick: (ms: number) => (clock += ms),
    edit: () => (version = String(Number(version ?? 0) + 1)),
    unreadable: () => (version = null),
    whileAnswering: (action: () => void) => (duringAnswer = action),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('sharedMaxAge', () => {
  it('reads s-maxage of public answers only', () => {
    expect(sharedMaxAge(PUBLIC)).toBe(10)
    expect(sharedMaxAge('public, s-maxage=0')).toBe(0)
    expect(sharedMaxAge('public, max-age=60')).toBe(0)
    expect(sharedMaxAge('private, no-store')).toBe(0)
    expect(sharedMaxAge('public, no-cache, s-maxage=10')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
    // Next keeps the header as a list of values.
    expect(sharedMaxAge([PUBLIC])).toBe(10)
    expect(sharedMaxAge(['public, s-maxage=10', 'private'])).toBe(0)
  })
})

describe('createOriginResponseCache through the server', () => {
  it('answers a public API read again from memory, byte for byte, with its headers', async () => {
    const site = await start(() => ({}))
    const first = await fetch(`${site.url}/api/categories?t=1`)
    const firstBody = await first.text()
    await settle()
    const second = await fetch(`${site.url}/api/categories?t=1`)
    expect(await second.text()).toBe(firstBody)
    expect(firstBody).toBe('{"path":"/api/categories?t=1"}')
    expect(second.headers.get('cache-control')).toBe(PUBLIC)
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(first.headers.get('x-origin-cache')).toBeNull()
    expect(second.headers.get('x-origin-cache')).toBe('HIT')
    expect(site.calls).toEqual(['GET /api/categories?t=1'])
    // Another query string is another answer; HEAD is answered from the stored GET.
    await fetch(`${site.url}/api/categories?t=2`)
    const head = await fetch(`${site.url}/api/categories?t=1`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)))
    expect(site.calls).toEqual(['GET /api/categories?t=1', 'GET /api/categories?t=2'])
  })

  it('never past s-maxage, and never once content has changed', async () => {
    const site = await start(() => ({}))
    const ask = async () => (await fetch(`${site.url}/api/news`)).text().then(settle)
    await ask()
    site.tick(9_000)
    await ask()
    expect(site.calls).toHaveLength(1)
    site.tick(1_000) // 10 s after it was made
    await ask()
    expect(site.calls).toHaveLength(2)
    site.edit()
    await ask()
    expect(site.calls).toHaveLength(3)
    await ask()
    expect(site.calls).toHaveLength(3)
  })

  it('an edit while the answer is made leaves it out of date', async () => {
    const site = await start(() => ({}))
    site.whileAnswering(() => site.edit())
    await (await fetch(`${site.url}/api/news`)).text().then(settle)
    site.whileAnswering(() => {})
    await (await fetch(`${site.url}/api/news`)).text().then(settle)
    await (await fetch(`${site.url}/api/news`)).text().then(settle)
    expect(site.calls).toHaveLength(2)
  })

  it('keeps nothing of an answer that failed part way', async () => {
    let fail = true
    const site = await start(() => ({ failPartWay: fail }))
    const first = await fetch(`${site.url}/api/news`)
    await first.text().catch(() => '')
    await settle()
    fail = false
    const second = await fetch(`${site.url}/api/news`)
    expect(await second.text()).toBe('{"path":"/api/news"}')
    expect(second.headers.get('x-origin-cache')).toBeNull()
    expect(site.calls).toHaveLength(2)
  })

  it('serves and keeps nothing while the content version cannot be read, or is slow to come', async () => {
    const site = await start(() => ({}))
    site.unreadable()
    for (let i = 0; i < 3; i += 1) await (await fetch(`${site.url}/api/news`)).text().then(settle)
    expect(site.calls).toHaveLength(3)
    expect(site.cache.size()).toBe(0)

    const slow = await start(() => ({}), { contentVersion: () => new Promise(() => {}) })
    const started = Date.now()
    for (let i = 0; i < 3; i += 1) await (await fetch(`${slow.url}/api/news`)).text().then(settle)
    expect(slow.calls).toHaveLength(3)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('holds a bounded number of bytes, least recently used out first', async () => {
    const body = `"${'x'.repeat(1000)}"`
    const site = await start(() => ({ body }), { maxTotalBytes: 2500 })
    const ask = async (path: string) => (await fetch(`${site.url}${path}`)).text().then(settle)
    await ask('/api/a')
    await ask('/api/b')
    await ask('/api/a')
    await ask('/api/c')
    expect(site.cache.size()).toBe(2)
    expect(site.cache.bytes()).toBeLessThanOrEqual(2500)
    await ask('/api/a')
    await ask('/api/b')
    expect(site.calls).toEqual(['GET /api/a', 'GET /api/b', 'GET /api/c', 'GET /api/b'])
  })

  it('keeps http and https answers apart (the proxy says which)', async () => {
    const site = await start(() => ({}))
    const ask = async (proto: string) =>
      (await fetch(`${site.url}/api/news`, { headers: { 'x-forwarded-proto': proto } })).text().then(settle)
    await ask('https')
    await ask('http')
    await ask('https')
    expect(site.calls).toHaveLength(2)
  })

  it('keeps only what a shared cache may keep, for visitors, under /api/ and of site pages', async () => {
    const answers: Record<string, Answer> = {
      '/api/auth/me': { headers: { 'cache-control': 'private, no-store' } },
      '/api/missing': { status: 404 },
      '/api/failing': { status: 500 },
      '/api/cookie': { headers: { 'cache-control': PUBLIC, 'set-cookie': 'a=1' } },
      '/api/varies-on-anything': { headers: { 'cache-control': PUBLIC, vary: '*' } },
      '/api/large': { body: `"${'x'.repeat(300 * 1024)}"` },
      '/profile': { headers: { 'cache-control': 'private, no-store' } },
      '/news/no-such-article': { status: 404 },
      // Not site pages, whatever they answer: the admin, Payload's API, Next's files, uploads, previews.
      '/admin': {},
      '/cms-api/news': {},
      '/_next/static/chunks/a.js': {},
      '/img/256/media/a.webp': {},
      '/preview/news/1': {},
      '/metrics': { status: 404 },
    }
    const site = await start((path) => answers[path] ?? {})
    const ask = async (path: string, init: RequestInit = {}) =>
      (await fetch(`${site.url}${path}`, init)).text().then(settle)
    for (const path of Object.keys(answers)) for (let i = 0; i < 2; i += 1) await ask(path)
    for (let i = 0; i < 2; i += 1) await ask('/news', { headers: { cookie: 'payload-token=abc' } })
    for (let i = 0; i < 2; i += 1) await ask('/api/news', { headers: { authorization: 'Bearer x' } })
    for (let i = 0; i < 2; i += 1) await ask('/api/news', { headers: { cookie: 'a=b; payload-token=abc' } })
    for (let i = 0; i < 2; i += 1) await ask('/api/news', { method: 'POST', body: '{}' })
    expect(site.calls).toHaveLength(Object.keys(answers).length * 2 + 8)
    expect(site.cache.size()).toBe(0)
    // A cookie that is not the session does not make a visitor personal.
    await ask('/api/news', { headers: { cookie: 'theme=dark' } })
    await ask('/api/news', { headers: { cookie: 'theme=dark' } })
    expect(site.calls).toHaveLength(Object.keys(answers).length * 2 + 9)
  })

  it('an answer that varies on request headers is served only to requests with the same values', async () => {
    const site = await start(() => ({ headers: { 'cache-control': PUBLIC, vary: 'rsc, next-router-prefetch' } }))
    const ask = async (headers: Record<string, string> = {}) =>
      (await fetch(`${site.url}/api/news`, { headers })).text().then(settle)
    await ask()
    await ask()
    expect(site.calls).toHaveLength(1)
    await ask({ rsc: '1' })
    expect(site.calls).toHaveLength(2)
    await ask({ rsc: '1' })
    await ask({ RSC: '1' })
    expect(site.calls).toHaveLength(2)
    await ask({ rsc: '1', 'next-router-prefetch': '1' })
    expect(site.calls).toHaveLength(3)
  })

  it('keeps each content coding apart, written through Next’s compression as it was sent', async () => {
    const responseCache = createOriginResponseCache({ contentVersion: () => '0' })
    const gzip = compression({ threshold: 0 })
    let calls = 0
    const handle = (request: IncomingMessage, response: ServerResponse) =>
      new Promise<void>((resolve) => {
        calls += 1
        gzip(request, response, () => {
          response.setHeader('cache-control', PUBLIC)
          response.setHeader('content-type', 'application/json; charset=utf-8')
          response.end(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => `条目 ${i}`) }))
          resolve()
        })
      })
    const drainable = createDrainingServer(handle, { trustedHops: 0, graceMs: 1000, responseCache })
    await new Promise<void>((resolve) => drainable.server.listen(0, '127.0.0.1', resolve))
    servers.push(drainable.server)
    const url = `http://127.0.0.1:${(drainable.server.address() as AddressInfo).port}/api/list`
    const raw = async (encoding: string) => {
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        http.get(url, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject),
      )
      const parts: Buffer[] = []
      for await (const part of response) parts.push(part as Buffer)
      await settle()
      return { body: Buffer.concat(parts), coding: response.headers['content-encoding'] ?? null }
    }
    const zipped = await raw('gzip')
    const again = await raw('gzip')
    const plain = await raw('identity')
    expect(zipped.coding).toBe('gzip')
    expect(again.coding).toBe('gzip')
    expect(again.body.equals(zipped.body)).toBe(true)
    expect(JSON.parse(zlib.gunzipSync(again.body).toString()).list).toHaveLength(200)
    expect(plain.coding).toBeNull()
    expect(JSON.parse(plain.body.toString()).list[3]).toBe('条目 3')
    expect(calls).toBe(2)
  })

  it('answers a site page again from memory, but never a client-side navigation’s RSC payload', async () => {
    const page = {
      headers: {
        'cache-control': PUBLIC,
        vary: 'rsc, next-router-state-tree, next-router-prefetch',
        'x-nextjs-cache': 'HIT',
      },
    }
    const site = await start(() => page)
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${site.url}${path}`, { headers })
      await response.text().then(settle)
      return response.headers.get('x-origin-cache')
    }
    expect(await ask('/news')).toBeNull()
    expect(await ask('/news')).toBe('HIT')
    expect(await ask('/')).toBeNull()
    expect(await ask('/')).toBe('HIT')
    expect(site.calls).toEqual(['GET /news', 'GET /'])
    // The RSC payload of the same addresses: Next answers each, and none is kept.
    for (let i = 0; i < 2; i += 1) {
      expect(await ask('/news', { rsc: '1' })).toBeNull()
      expect(await ask('/news?_rsc=abc12')).toBeNull()
      expect(await ask('/news', { 'next-router-prefetch': '1' })).toBeNull()
    }
    expect(site.calls).toHaveLength(8)
    expect(await ask('/news')).toBe('HIT')
    expect(site.cache.size()).toBe(2)
  })

  it('keys a page by its path alone, so random query strings never fill the memory', async () => {
    const site = await start(() => ({ headers: { 'cache-control': PUBLIC, 'x-nextjs-cache': 'HIT' } }))
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${site.url}${path}`, { headers })
      await response.text().then(settle)
      return response.headers.get('x-origin-cache')
    }
    expect(await ask('/news?x=1')).toBeNull()
    for (const query of ['', '?x=2', '?category=%E6%8A%80%E6%9C%AF', '?x=1'])
      expect(await ask(`/news${query}`), query).toBe('HIT')
    expect(site.cache.size()).toBe(1)
    expect(site.calls).toEqual(['GET /news?x=1'])
    // Cache-Control: no-cache asks Next again, and its answer replaces the stored one.
    expect(await ask('/news?y=1', { 'cache-control': 'no-cache' })).toBeNull()
    expect(site.calls).toEqual(['GET /news?x=1', 'GET /news?y=1'])
    expect(await ask('/news')).toBe('HIT')
    expect(site.cache.size()).toBe(1)
    // The API's answers differ by query: each is its own entry.
    await ask('/api/news?page=1')
    await ask('/api/news?page=2')
    expect(site.cache.size()).toBe(3)
  })

  it('keeps a page only as Next serves it from its page cache, never a render', async () => {
    let cache: string | null = 'MISS'
    const site = await start(() => ({
      headers: { 'cache-control': PUBLIC, ...(cache === null ? {} : { 'x-nextjs-cache': cache }) },
    }))
    const ask = async (path = '/about') => {
      const response = await fetch(`${site.url}${path}`)
      await response.text().then(settle)
      return response.headers.get('x-origin-cache')
    }
    expect(await ask()).toBeNull()
    cache = 'STALE'
    expect(await ask()).toBeNull()
    // Rendered for every request (/search, a link with a token): no such header, never kept.
    cache = null
    for (let i = 0; i < 2; i += 1) expect(await ask('/search?q=meta')).toBeNull()
    cache = 'HIT'
    expect(await ask()).toBeNull()
    expect(await ask()).toBe('HIT')
    expect(site.calls).toHaveLength(5)
    // An API answer has no such header and is kept (route handlers are not page-cached).
    cache = null
    await ask('/api/news')
    expect(await ask('/api/news')).toBe('HIT')
  })

  it('answers 304 to a request that holds the stored entity tag', async () => {
    const etag = 'W/"abcdefghijklmnopqrstuv"'
    const site = await start(() => ({ headers: { 'cache-control': PUBLIC, etag, 'x-nextjs-cache': 'HIT' } }))
    await (await fetch(`${site.url}/news`)).text().then(settle)
    const unchanged = await fetch(`${site.url}/news`, { headers: { 'if-none-match': etag } })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')
    expect(unchanged.headers.get('etag')).toBe(etag)
    expect(unchanged.headers.get('cache-control')).toBe(PUBLIC)
    expect(unchanged.headers.get('x-origin-cache')).toBe('HIT')
    const changed = await fetch(`${site.url}/news`, { headers: { 'if-none-match': 'W/"another"' } })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toBe('{"path":"/news"}')
    expect(site.calls).toEqual(['GET /news'])
  })

  it('looks up staff redirects before answering a page from memory', async () => {
    const redirects = { table: new RedirectTable([]) }
    const site = await start(() => ({ headers: { 'cache-control': PUBLIC, 'x-nextjs-cache': 'HIT' } }), { redirects })
    await (await fetch(`${site.url}/xinwen`)).text().then(settle)
    expect((await fetch(`${site.url}/xinwen`)).headers.get('x-origin-cache')).toBe('HIT')
    await settle()
    redirects.table = new RedirectTable([{ from: '/xinwen', to: '/news', status: 301 }])
    const moved = await fetch(`${site.url}/xinwen`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/news')
    expect(site.calls).toEqual(['GET /xinwen'])
  })
})

describe('matchesEntityTag', () => {
  it('compares weakly, in a list, and matches *', () => {
    expect(matchesEntityTag('W/"a1"', 'W/"a1"')).toBe(true)
    expect(matchesEntityTag('"a1"', 'W/"a1"')).toBe(true)
    expect(matchesEntityTag('W/"b2", W/"a1"', 'W/"a1"')).toBe(true)
    expect(matchesEntityTag('*', 'W/"a1"')).toBe(true)
    expect(matchesEntityTag('W/"b2"', 'W/"a1"')).toBe(false)
    expect(matchesEntityTag(undefined, 'W/"a1"')).toBe(false)
    expect(matchesEntityTag('W/"a1"', undefined)).toBe(false)
  })
})
