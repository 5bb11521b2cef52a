import net, { type AddressInfo } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createDrainingServer } from './draining-server.mjs'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function start(handle: Handler, options: { trustedHops?: number; graceMs?: number } = {}) {
  const drainable = createDrainingServer(handle, {
    trustedHops: options.trustedHops ?? 0,
    graceMs: options.graceMs ?? 5000,
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

  it('answers a malformed percent-escape 400 in Chinese, JSON under /api, without calling the handler', async () => {
    let called = 0
    const { url } = await start(async (_request, response) => {
      called += 1
      response.end('handled')
    })
    const api = await fetch(`${url}/api/news/%`)
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ success: false, message: '网址格式不正确，请检查链接是否完整' })
    for (const path of ['/news/%', '/api/%%', '/api/categories/%zz', '/%E4%B8']) {
      const page = await fetch(`${url}${path}`)
      expect(page.status, path).toBe(400)
      expect(await page.text()).toContain('网址格式不正确')
    }
    expect(called).toBe(0)
    const fine = await fetch(`${url}/news/%E6%96%B0?q=%`)
    expect(await fine.text()).toBe('handled')
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
