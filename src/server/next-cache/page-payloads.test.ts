import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetProcessSlot } from '@/lib/process-slots.mjs'
import { withStoredHeaders } from '@/server/next-cache/rules.mjs'
import {
  answerKeptPayload,
  keepPayload,
  keepPayloadOfStoredPage,
  payloadId,
  payloadIdInPage,
} from './page-payloads.mjs'

const PAYLOAD = '0:{"P":null}\n1:["$","main",null,{"children":"首页"}]\n'
const id = payloadId(PAYLOAD)
let origin = ''
let server: http.Server

beforeAll(async () => {
  keepPayload(id, PAYLOAD)
  server = http.createServer((request, response) => {
    if (!answerKeptPayload(request, response)) {
      response.writeHead(299)
      response.end('to Next')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function ask(path: string, headers: Record<string, string> = { RSC: '1' }, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('a stored page payload, answered by its id', () => {
  it('is 16 URL-safe characters of the content hash', () => {
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(payloadId(PAYLOAD)).toBe(id)
    expect(payloadId(PAYLOAD.replace('首页', '新闻'))).not.toBe(id)
  })

  it('answers the loader’s request as Next answers a payload, to be kept for good', async () => {
    const answer = await ask(`/news?_rsc&_p=${id}`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/x-component')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, s-maxage=10, immutable')
    expect(answer.headers.vary).toBe('RSC, Accept-Encoding')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString('utf8')).toBe(PAYLOAD)
  })

  it('compressed when the client accepts gzip; HEAD without a body', async () => {
    const compressed = await ask(`/?_rsc&_p=${id}`, { RSC: '1', 'Accept-Encoding': 'gzip, deflate, br' })
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(compressed.body).toString('utf8')).toBe(PAYLOAD)
    for (const refused of ['gzip;q=0', 'gzip;q=0.0, br', 'identity']) {
      const plain = await ask(`/?_rsc&_p=${id}`, { RSC: '1', 'Accept-Encoding': refused })
      expect(plain.headers['content-encoding'], refused).toBeUndefined()
      expect(plain.body.toString('utf8')).toBe(PAYLOAD)
    }
    const head = await ask(`/?_rsc&_p=${id}`, { RSC: '1' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('leaves everything else to Next: another id, no RSC header, other methods, other query forms', async () => {
    for (const [path, headers, method] of [
      [`/news?_rsc&_p=${'x'.repeat(16)}`, { RSC: '1' }, 'GET'],
      [`/news?_rsc&_p=${id}`, {}, 'GET'],
      [`/news?_rsc&_p=${id}`, { RSC: '1' }, 'POST'],
      [`/news?_rsc=abc&_p=${id}`, { RSC: '1' }, 'GET'],
      [`/news?_rsc&_p=${id}&x=1`, { RSC: '1' }, 'GET'],
      [`/news?_p=${id}`, { RSC: '1' }, 'GET'],
    ] as const) {
      expect((await ask(path, headers, method)).status, `${method} ${path}`).toBe(299)
    }
  })
})

describe('a page stored by another instance (read from Redis)', () => {
  const payload = '0:{"P":null}\n1:["$","main",null,{"children":"另一个实例"}]\n'
  const html =
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
    '<body><main>另一个实例</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    `<script>self.__next_f.push(${JSON.stringify([1, payload])})</script></body></html>`
  // As Redis hands it back: the stored form.
  const stored = withStoredHeaders({ kind: 'APP_PAGE', html, rscData: Buffer.from(payload), headers: {} })
  const otherId = payloadId(payload)

  it('has its payload kept when read, so this instance answers its loader too', async () => {
    // As if this process had never stored it: a fresh registry.
    forgetProcessSlot('pagePayloads')
    expect((await ask(`/?_rsc&_p=${otherId}`)).status).toBe(299)
    keepPayloadOfStoredPage({ ...stored, rscData: Buffer.from(payload.replace('另一个', '别的')) })
    expect((await ask(`/?_rsc&_p=${otherId}`)).status).toBe(299)
    keepPayloadOfStoredPage(stored)
    const answer = await ask(`/?_rsc&_p=${otherId}`)
    expect(answer.status).toBe(200)
    expect(answer.body.toString('utf8')).toBe(payload)
  })
})

describe('what is kept', () => {
  it('lets the least recently used payloads go past 32 MB, never the one just asked for', async () => {
    forgetProcessSlot('pagePayloads')
    // Nearly incompressible payloads: 4 MB of text and 3 MB of gzip each, so the fifth goes past 32 MB.
    const payloads = Array.from({ length: 5 }, () => crypto.randomBytes(3 * 1024 * 1024).toString('base64'))
    const ids = payloads.map((payload) => payloadId(payload))
    keepPayload(ids[0]!, payloads[0]!)
    for (let n = 1; n < 5; n++) {
      keepPayload(ids[n]!, payloads[n]!)
      // The first page is read all the while (a busy home page).
      expect((await ask(`/?_rsc&_p=${ids[0]}`)).status, `after ${n}`).toBe(200)
    }
    expect((await ask(`/?_rsc&_p=${ids[1]}`)).status).toBe(299)
    expect((await ask(`/?_rsc&_p=${ids[2]}`)).status).toBe(200)
    expect((await ask(`/?_rsc&_p=${ids[4]}`)).status).toBe(200)
  })

  it('finds the id in a stored page, as text or bytes', () => {
    const html = `<head><script data-scripts-after-paint="">(function(d,s,p){if(a<0)go()})(document,["/a.js"],"${id}")</script></head>`
    expect(payloadIdInPage(html)).toBe(id)
    expect(payloadIdInPage(Buffer.from(html))).toBe(id)
    expect(payloadIdInPage(html.replace(`"${id}"`, '0'))).toBeUndefined()
    expect(payloadIdInPage('<head></head>')).toBeUndefined()
  })
})
