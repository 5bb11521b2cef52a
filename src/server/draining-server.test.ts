import net, { type AddressInfo } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createDrainingServer } from './draining-server.mjs'
import { RedirectTable } from '@/lib/redirects.mjs'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function start(
  handle: Handler,
  options: { trustedHops?: number; graceMs?: number; redirects?: { get(): Promise<RedirectTable> } } = {},
) {
  const drainable = createDrainingServer(handle, {
    trustedHops: options.trustedHops ?? 0,
    graceMs: options.graceMs ?? 5000,
    redirects: options.redirects,
  })
  await new Promise<void>((resolve) => drainable.server.listen(0, '127.0.0.1', resolve))
  servers.push(drainable.server)
  const { port } = drainable.server.address() as AddressInfo
  return { ...drainable, url: `http://127.0.0.1:${port}` }
}

const echoClient: Handler = async (request, response) => {
  response.end(request.headers['x-forwarded-for'])
}

describe('createDrainingServer', () => {
  it('replaces a forged X-Forwarded-For with the peer address when no proxy is trusted', async () => {
    const { url } = await start(echoClient)
    const answer = await fetch(url, { headers: { 'x-forwarded-for': '6.6.6.6' } })
    expect(await answer.text()).toBe('127.0.0.1')
  })

  it('behind one trusted proxy, keeps the address the proxy appended', async () => {
    const { url } = await start(echoClient, { trustedHops: 1 })
    const answer = await fetch(url, { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' } })
    expect(await answer.text()).toBe('198.51.100.4')
  })

  it('answers 404 (never a stored 200) for a path of control characters or invalid UTF-8, without calling the handler', async () => {
    let called = 0
    const { url } = await start(async (_request, response) => {
      called += 1
      response.end('handled')
    })
    for (const path of [
      '/abc%0adef',
      '/news/%00',
      '/%7F',
      '/%E4%B8',
      '/news/%C3%28',
      '/about%0d%0aSet-Cookie:%20x=1',
    ]) {
      const page = await fetch(`${url}${path}`)
      expect(page.status, path).toBe(404)
      expect(page.headers.get('cache-control'), path).toBe('no-store')
      expect(page.headers.get('set-cookie'), path).toBeNull()
      expect(await page.text(), path).toContain('您访问的页面不存在或已被移除')
    }
    const api = await fetch(`${url}/api/products/%E4%B8`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ success: false, message: '接口不存在' })
    expect(called).toBe(0)
  })

  it('answers a malformed percent-escape 400 in Chinese, JSON under /api, without calling the handler', async () => {
    let called = 0
    const { url } = await start(async (_request, response) => {
      called += 1
      response.end('handled')
    })
    const api = await fetch(`${url}/api/news/%`)
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ success: false, message: '网址格式不正确，请检查链接是否完整' })
    for (const path of ['/news/%', '/api/%%', '/api/categories/%zz', '/admin/%']) {
      const page = await fetch(`${url}${path}`)
      expect(page.status, path).toBe(400)
      expect(await page.text()).toContain('网址格式不正确')
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(page.headers.get('content-security-policy'), path).toContain(
        path.startsWith('/admin') ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
      )
    }
    expect(called).toBe(0)
    const fine = await fetch(`${url}/news/%E6%96%B0?q=%`)
    expect(await fine.text()).toBe('handled')
  })

  it('answers staff redirects before the handler: GET and HEAD of site addresses only', async () => {
    const handled: string[] = []
    const table = new RedirectTable([
      { from: '/xinwen', to: '/news', status: 301 },
      { from: '/旧闻', to: '/新闻/一', status: 308 },
      { from: '/article.php?id=3', to: '/news/three', status: 301 },
      { from: '/moved', to: 'https://example.com/new?a=1', status: 301 },
      { from: '/api/old', to: '/api/new', status: 301 },
      { from: '/admin/old', to: '/', status: 301 },
    ])
    const { url } = await start(
      async (request, response) => {
        handled.push(`${request.method} ${request.url}`)
        response.end('page')
      },
      { redirects: { get: async () => table } },
    )
    const get = (path: string, method = 'GET') => fetch(`${url}${path}`, { method, redirect: 'manual' })

    const plain = await get('/xinwen/?utm_source=wx')
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe('/news?utm_source=wx')
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(await plain.text()).toBe('')
    // The security headers Next sends with its own answers (next.config.ts), HSTS only over HTTPS.
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const overHttps = await fetch(`${url}/xinwen`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')

    // A Chinese target is %-escaped (a header carries ASCII only); HEAD is answered the same way.
    const chinese = await get('/%E6%97%A7%E9%97%BB', 'HEAD')
    expect(chinese.status).toBe(308)
    expect(chinese.headers.get('location')).toBe('/%E6%96%B0%E9%97%BB/%E4%B8%80')
    // A rule on a query string does not pass that query on.
    expect((await get('/article.php?id=3')).headers.get('location')).toBe('/news/three')
    expect((await get('/moved?b=2')).headers.get('location')).toBe('https://example.com/new?a=1')

    // The APIs, the admin and other methods reach the handler untouched.
    for (const [path, method] of [
      ['/api/old', 'GET'],
      ['/admin/old', 'GET'],
      ['/xinwen', 'POST'],
      ['/news', 'GET'],
    ] as const) {
      const answer = await get(path, method)
      expect(answer.status, `${method} ${path}`).toBe(200)
      expect(await answer.text()).toBe('page')
    }
    expect(handled).toEqual(['GET /api/old', 'GET /admin/old', 'POST /xinwen', 'GET /news'])

    // A request line with a full URL (never sent by the proxy) is not looked up: no rule reaches an API.
    const { port } = new URL(url)
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET http://site.example/api/old HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`),
      )
      let text = ''
      socket.on('data', (chunk) => (text += chunk))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(raw).not.toMatch(/^HTTP\/1\.1 30/)
  })

  it('serves pages when the redirect table cannot be read', async () => {
    const { url } = await start(async (_request, response) => void response.end('page'), {
      redirects: { get: () => Promise.reject(new Error('down')) },
    })
    const answer = await fetch(`${url}/xinwen`, { redirect: 'manual' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('page')
  })

  it('on drain, stops listening, finishes the request in flight, then resolves', async () => {
    let release: () => void = () => {}
    const slow: Handler = async (request, response) => {
      if (request.url === '/slow') await new Promise<void>((resolve) => (release = resolve))
      response.end(`done ${request.url}`)
    }
    const { url, drain, inFlight, server } = await start(slow)
    const slowAnswer = fetch(`${url}/slow`).then((answer) => answer.text())
    await expect.poll(inFlight).toBe(1)

    const drained = drain()
    // Not yet: the slow request is still running.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.listening).toBe(false)
    let settled = false
    void drained.then(() => (settled = true))
    expect(settled).toBe(false)

    release()
    expect(await slowAnswer).toBe('done /slow')
    await drained
    await expect(fetch(`${url}/after`)).rejects.toThrow()
  })

  it('answers the health check 503 when it arrives on a kept-alive connection during the drain', async () => {
    let release: () => void = () => {}
    const slow: Handler = async (request, response) => {
      if (request.url === '/slow') await new Promise<void>((resolve) => (release = resolve))
      response.end('ok')
    }
    const { server, drain, inFlight } = await start(slow)
    const { port } = server.address() as AddressInfo
    // A connection busy with /slow when the drain starts; its next request is a health check.
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')
    await expect.poll(inFlight).toBe(1)
    const drained = drain()
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await drained
    await closed
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])
    expect(statuses).toEqual(['200', '503'])
    expect(received).toContain('{"status":"draining"}')
  })

  it('gives up waiting after the grace period', async () => {
    const never: Handler = () => new Promise<void>(() => {})
    const { url, drain, inFlight } = await start(never, { graceMs: 200 })
    const hanging = fetch(`${url}/hang`).catch(() => 'closed')
    await expect.poll(inFlight).toBe(1)
    const started = Date.now()
    await drain()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await hanging).toBe('closed')
  })
})
