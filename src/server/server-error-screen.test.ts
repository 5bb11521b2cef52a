import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { createDrainingServer } from './draining-server.mjs'
import { markRateLimited, markRenderFailed, markRenderSucceeded } from '@/lib/ops-events.mjs'
import { withErrorScreen } from './server-error-screen.mjs'

// The compression layer Next puts around every response (it wraps writeHead, write, end and on).
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>
const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function start(handle: Handler) {
  const { server } = createDrainingServer(handle, { trustedHops: 0, graceMs: 1000 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// Next's answer when a server component throws: the page's metadata, scripts, and an empty body.
const NEXT_ERROR_DOCUMENT =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>关于我们 · 科研学术服务平台</title>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><div hidden=""></div>' +
  '<script>self.__next_f=[]</script></body></html>'

/** Answers like Next: status, headers, then the body in `parts` (strings or bytes). */
/** The body as sent, whatever its Content-Encoding. */
function rawBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const nextLike =
  (status: number, type: string, parts: Array<string | Buffer>): Handler =>
  async (_request, response) => {
    response.statusCode = status
    response.setHeader('content-type', type)
    response.setHeader(
      'content-length',
      parts.reduce((total, part) => total + Buffer.byteLength(part), 0),
    )
    const last = parts.at(-1)
    for (const part of parts.slice(0, -1)) response.write(part)
    response.end(last)
  }

describe('the error screen in server HTML', () => {
  it('writes the Chinese screen into the empty body of Next error document, keeping its scripts', () => {
    const html = withErrorScreen(NEXT_ERROR_DOCUMENT, '/about?from=menu')
    expect(html).toContain('<title>页面加载失败 · 科研学术服务平台</title>')
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN" id="__next_error__">/)
    expect(html).not.toContain('关于我们')
    const body = html.slice(html.indexOf('<body>'))
    expect(body).toMatch(/^<body><div data-server-error-screen[^>]*>/)
    expect(body).toContain('<h1 style="margin:0;font-size:26px">页面加载失败</h1>')
    expect(body).toContain('服务器暂时无法读取数据，请稍后重试。')
    expect(body).toMatch(/<a href="\/about\?from=menu"[^>]*>重新加载<\/a>/)
    expect(body).toMatch(/<a href="\/"[^>]*>返回首页<\/a>/)
    expect(body).toMatch(/<a href="\/contact"[^>]*>联系我们<\/a>/)
    expect(body).toContain('<script>self.__next_f=[]</script></body></html>')
  })

  it('gives the document a title when the page had none', () => {
    const untitled = NEXT_ERROR_DOCUMENT.replace('<title>关于我们 · 科研学术服务平台</title>', '')
    expect(withErrorScreen(untitled, '/')).toContain(
      '<title>页面加载失败 · 科研学术服务平台</title><style>body{margin:0}</style></head>',
    )
  })

  it('escapes the address it links back to', () => {
    const html = withErrorScreen(NEXT_ERROR_DOCUMENT, '/x"><script>alert(1)</script>')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('href="/x&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"')
  })

  it('keeps a `$` of the address as it is', () => {
    expect(withErrorScreen(NEXT_ERROR_DOCUMENT, "/news?q=$'$&")).toContain('href="/news?q=$&#39;$&#38;"')
  })

  it('leaves any other HTML as it is', () => {
    const page =
      '<!DOCTYPE html><html lang="zh-CN"><head><title>首页</title></head><body><main>内容</main></body></html>'
    expect(withErrorScreen(page, '/')).toBe(page)
  })

  it('the server rewrites a 500 error document, with the right length, sent whole or in parts', async () => {
    const half = Buffer.from(NEXT_ERROR_DOCUMENT).subarray(0, 100)
    const rest = Buffer.from(NEXT_ERROR_DOCUMENT).subarray(100)
    for (const parts of [[NEXT_ERROR_DOCUMENT], [half, rest]]) {
      const url = await start(nextLike(500, 'text/html; charset=utf-8', parts))
      const answer = await fetch(`${url}/services/clinical-1v1`)
      expect(answer.status).toBe(500)
      const text = await answer.text()
      expect(text).toContain('页面加载失败')
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(text))
    }
  })

  it('rewrites a document whose head came through writeHead, or compressed by Next', async () => {
    const withHead = await start(async (_request, response) => {
      response.writeHead(500, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(NEXT_ERROR_DOCUMENT),
      })
      response.end(NEXT_ERROR_DOCUMENT)
    })
    const plain = await fetch(`${withHead}/about`)
    const text = await plain.text()
    expect(text).toContain('返回首页')
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text))

    const gzipped = await start(async (_request, response) => {
      response.statusCode = 500
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-encoding', 'gzip')
      response.flushHeaders()
      const bytes = zlib.gzipSync(NEXT_ERROR_DOCUMENT)
      response.write(bytes.subarray(0, 20))
      response.end(bytes.subarray(20))
    })
    const compressed = await fetch(`${gzipped}/about`)
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    expect(await compressed.text()).toContain('服务器暂时无法读取数据，请稍后重试。')
  })

  it('answers 503, not kept, for a page drawn with its inline failure message (whichever way Next writes the head)', async () => {
    const page = '<!DOCTYPE html><html lang="zh-CN"><body><p data-render-failed>加载失败</p></body></html>'
    const viaSetHeader = async (_request: IncomingMessage, response: ServerResponse) => {
      markRenderFailed()
      await nextLike(200, 'text/html; charset=utf-8', [page])(_request, response)
    }
    const viaWriteHead = async (_request: IncomingMessage, response: ServerResponse) => {
      markRenderFailed()
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=10' })
      response.end(page)
    }
    for (const handler of [viaSetHeader, viaWriteHead]) {
      const url = await start(handler)
      const answer = await fetch(`${url}/cases`)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('retry-after')).toBe('30')
      expect(await answer.text()).toBe(page)
    }
    // Not for an API answer, and not for a page rendered in full.
    const api = await start(async (request, response) => {
      markRenderFailed()
      await nextLike(200, 'application/json', ['{"success":true}'])(request, response)
    })
    expect((await fetch(`${api}/api/categories`)).status).toBe(200)
    const whole = await start(nextLike(200, 'text/html; charset=utf-8', [page]))
    const answer = await fetch(`${whole}/cases`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('retry-after')).toBeNull()
  })

  it('answers 429, not kept, for a page that refuses its client (past its budget), and counts no failure of the page', async () => {
    const page =
      '<!DOCTYPE html><html lang="zh-CN"><body><p data-render-failed>搜索过于频繁，请稍后再试</p></body></html>'
    const url = await start(async (request, response) => {
      markRateLimited()
      await nextLike(200, 'text/html; charset=utf-8', [page])(request, response)
    })
    const answer = await fetch(`${url}/search?q=统计`)
    expect(answer.status).toBe(429)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('retry-after')).toBe('30')
    expect(await answer.text()).toBe(page)
    // The page itself did not fail: a fresh render of it just after is no shared failure (503).
    const fresh = await start(async (request, response) => {
      response.setHeader('x-nextjs-cache', 'MISS')
      await nextLike(200, 'text/html; charset=utf-8', ['<p>结果</p>'])(request, response)
    })
    expect((await fetch(`${fresh}/search?q=统计`)).status).toBe(200)
  })

  it('answers 503 for the requests that shared a failed render with the one that made it (Next renders a page once for all)', async () => {
    const page = '<!DOCTYPE html><html lang="zh-CN"><body><p data-render-failed>加载失败</p></body></html>'
    const answerAs =
      (pageCache: string, before?: () => void): Handler =>
      async (_request, response) => {
        before?.()
        response.setHeader('x-nextjs-cache', pageCache)
        await nextLike(200, 'text/html; charset=utf-8', [page])(_request, response)
      }
    const renderer = await start(answerAs('MISS', markRenderFailed))
    const sharer = await start(answerAs('MISS'))
    const fromCache = await start(answerAs('HIT'))
    expect((await fetch(`${renderer}/contact`)).status).toBe(503)
    // A moment later, a fresh answer of the same page (any query) shares that render: 503, not kept.
    const shared = await fetch(`${sharer}/contact?from=menu`)
    expect(shared.status).toBe(503)
    expect(shared.headers.get('cache-control')).toBe('no-store')
    // Not a page served from the page cache, and not another page.
    expect((await fetch(`${fromCache}/contact`)).status).toBe(200)
    expect((await fetch(`${sharer}/news`)).status).toBe(200)
    // A render of the page that succeeded ends it at once.
    const succeeded = await start(answerAs('MISS', markRenderSucceeded))
    expect((await fetch(`${succeeded}/contact`)).status).toBe(200)
    expect((await fetch(`${sharer}/contact`)).status).toBe(200)
    // And a failure is only shared for a moment.
    expect((await fetch(`${renderer}/cases`)).status).toBe(503)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await fetch(`${sharer}/cases`)).status).toBe(200)
  })

  it('under Next compression layer, a long streamed page arrives whole, and a failed one is rewritten', async () => {
    const compress = compression()
    const streamed =
      (status: number, parts: string[]): Handler =>
      (request, response) =>
        new Promise<void>((resolve) =>
          compress(request, response, async () => {
            response.statusCode = status
            response.setHeader('content-type', 'text/html; charset=utf-8')
            response.flushHeaders()
            for (const part of parts)
              if (!response.write(part)) await new Promise((drained) => response.once('drain', drained))
            response.end()
            resolve()
          }),
        )
    const long = Array.from({ length: 400 }, (_, index) => `<p>第 ${index} 段：${'科研'.repeat(200)}</p>`)
    const url = await start(streamed(200, long))
    for (const encoding of ['identity', 'gzip']) {
      const answer = await fetch(`${url}/reset-password`, {
        headers: { 'accept-encoding': encoding },
        signal: AbortSignal.timeout(5000),
      })
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe(long.join(''))
    }
    const failed = await start(streamed(500, [NEXT_ERROR_DOCUMENT.slice(0, 50), NEXT_ERROR_DOCUMENT.slice(50)]))
    for (const encoding of ['identity', 'gzip']) {
      const answer = await fetch(`${failed}/about`, { headers: { 'accept-encoding': encoding } })
      expect(answer.status).toBe(500)
      expect(await answer.text()).toContain('服务器暂时无法读取数据，请稍后重试。')
    }
  })

  it('sends a failed document in a coding it cannot read, or one that is not Next error document, byte for byte', async () => {
    const opaque = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xff, 0xfe, 0x00, 0xc3])
    const zstd = await start(async (_request, response) => {
      response.statusCode = 500
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-encoding', 'zstd')
      response.end(opaque)
    })
    // Read raw: fetch would try to decode a coding it knows (Node 24's fetch reads zstd).
    expect(await rawBody(`${zstd}/about`)).toEqual(opaque)
    const notNext = Buffer.concat([Buffer.from('<p>出错</p>'), Buffer.from([0xff])])
    const other = await start(async (_request, response) => {
      response.statusCode = 502
      response.setHeader('content-type', 'text/html')
      response.end(notNext)
    })
    expect(Buffer.from(await (await fetch(`${other}/about`)).arrayBuffer())).toEqual(notNext)
  })

  it('never touches a page that rendered, an API answer or a 404; a HEAD request hears what a GET would', async () => {
    const cases: Array<{ path: string; method?: string; handler: Handler }> = [
      { path: '/about', handler: nextLike(200, 'text/html; charset=utf-8', [NEXT_ERROR_DOCUMENT]) },
      { path: '/news/no-such', handler: nextLike(404, 'text/html; charset=utf-8', [NEXT_ERROR_DOCUMENT]) },
      { path: '/api/categories', handler: nextLike(500, 'text/html; charset=utf-8', [NEXT_ERROR_DOCUMENT]) },
      { path: '/admin', handler: nextLike(500, 'text/html; charset=utf-8', [NEXT_ERROR_DOCUMENT]) },
      { path: '/about', handler: nextLike(500, 'application/json', ['{"success":false}']) },
    ]
    for (const { path, handler } of cases) {
      const url = await start(handler)
      const answer = await fetch(`${url}${path}`)
      expect(await answer.text(), path).not.toContain('页面加载失败')
    }
    const url = await start(nextLike(500, 'text/html; charset=utf-8', [NEXT_ERROR_DOCUMENT]))
    const got = await fetch(`${url}/about`, { headers: { 'accept-encoding': 'identity' } })
    const head = await fetch(`${url}/about`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })
    expect(head.status).toBe(500)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await got.text())))
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(Buffer.byteLength(NEXT_ERROR_DOCUMENT))
  })
})

describe('a fresh render’s Suspense boundaries put in place', () => {
  // A page of the page cache as React 19.2 writes it when it sends a boundary after the document.
  const text = `方案与价格${'科研'.repeat(600)}`
  const OUT_OF_PLACE =
    '<!DOCTYPE html><html><head></head><body><main><h1>生信分析</h1><!--$?--><template id="B:0"></template><!--/$--></main>' +
    `<div hidden id="S:0"><section>${text}</section></div>` +
    '<script>$RB=[];$RV=function(a){a.length=0};\n$RC=function(a,b){$RB.push(a,b)};$RC("B:0","S:0")</script></body></html>'
  const IN_PLACE = `<!DOCTYPE html><html><head></head><body><main><h1>生信分析</h1><!--$--><section>${text}</section><!--/$--></main></body></html>`
  const previous = process.env.SERVER_MECHANISMS_OFF
  afterEach(() => {
    if (previous === undefined) delete process.env.SERVER_MECHANISMS_OFF
    else process.env.SERVER_MECHANISMS_OFF = previous
  })

  const render =
    (pageCache: string | null, parts: Array<string | Buffer> = [OUT_OF_PLACE]): Handler =>
    async (request, response) => {
      if (pageCache) response.setHeader('x-nextjs-cache', pageCache)
      await nextLike(200, 'text/html; charset=utf-8', parts)(request, response)
    }

  it('sends a page rendered for this request (MISS, REVALIDATED) with its boundaries in place and the right length', async () => {
    const half = Buffer.from(OUT_OF_PLACE).subarray(0, 90)
    const rest = Buffer.from(OUT_OF_PLACE).subarray(90)
    for (const [pageCache, parts] of [
      ['MISS', [OUT_OF_PLACE]],
      ['REVALIDATED', [half, rest]],
    ] as const) {
      const url = await start(render(pageCache, [...parts]))
      const answer = await fetch(`${url}/services/bioinformatics-1v1`, { headers: { 'accept-encoding': 'identity' } })
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text, pageCache).toBe(IN_PLACE)
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(IN_PLACE))
    }
  })

  it('does so under Next’s compression layer too', async () => {
    const compress = compression()
    const url = await start(
      (request, response) =>
        new Promise<void>((resolve) =>
          compress(request, response, async () => {
            await render('MISS')(request, response)
            resolve()
          }),
        ),
    )
    const answer = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(await answer.text()).toBe(IN_PLACE)
  })

  it('leaves a stored page (HIT), a page rendered for every request, and every page with the mechanism off as Next wrote it', async () => {
    for (const pageCache of ['HIT', 'STALE', null]) {
      const url = await start(render(pageCache))
      expect(await (await fetch(`${url}/`)).text(), String(pageCache)).toBe(OUT_OF_PLACE)
    }
    process.env.SERVER_MECHANISMS_OFF = 'boundaries-in-place'
    const url = await start(render('MISS'))
    expect(await (await fetch(`${url}/`)).text()).toBe(OUT_OF_PLACE)
  })
})
