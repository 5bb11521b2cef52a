import { describe, expect, it } from 'vitest'
import { createDispatcher, type HandlerModule } from './dispatch'

/** A module whose every handler answers which path it is and the params it was given. */
function echo(path: string, methods: string[] = ['GET']): HandlerModule {
  const handler = async (_request: Request, { params }: { params: Promise<unknown> }) =>
    Response.json({ path, params: await params })
  return Object.fromEntries(methods.map((method) => [method, handler]))
}

const dispatch = createDispatcher([
  { path: 'news', handlers: echo('news', ['GET', 'POST']) },
  { path: 'news/[slug]', handlers: echo('news/[slug]') },
  { path: 'news/latest', handlers: echo('news/latest') },
  { path: 'news/[slug]/views', handlers: echo('news/[slug]/views', ['POST']) },
  { path: 'files/[...rest]', handlers: echo('files/[...rest]') },
  { path: 'uploads/[[...upload]]', handlers: echo('uploads/[[...upload]]', ['POST', 'HEAD', 'PATCH']) },
])

const call = (path: string, method = 'GET') => dispatch(new Request(`http://localhost${path}`, { method }))

describe('the /api dispatcher', () => {
  it('prefers a plain segment to a parameter, whatever the order of the table', async () => {
    expect(await (await call('/api/news/latest')).json()).toEqual({ path: 'news/latest', params: {} })
    expect(await (await call('/api/news/some-article')).json()).toEqual({
      path: 'news/[slug]',
      params: { slug: 'some-article' },
    })
    expect(await (await call('/api/news/latest/views', 'POST')).json()).toEqual({
      path: 'news/[slug]/views',
      params: { slug: 'latest' },
    })
  })

  it('gives decoded segments as params, rests as arrays, an absent optional rest as nothing', async () => {
    expect((await (await call('/api/news/%E7%BB%9F%E8%AE%A1')).json()).params).toEqual({ slug: '统计' })
    expect((await (await call('/api/files/a/b%20c')).json()).params).toEqual({ rest: ['a', 'b c'] })
    expect((await (await call('/api/uploads', 'POST')).json()).params).toEqual({})
    expect((await (await call('/api/uploads/abc', 'PATCH')).json()).params).toEqual({ upload: ['abc'] })
    // A required rest needs at least one segment.
    expect((await call('/api/files')).status).toBe(404)
  })

  it('answers an unknown path with a JSON 404 in Chinese, for any method', async () => {
    for (const [path, method] of [
      ['/api', 'GET'],
      ['/api/nope', 'GET'],
      ['/api/nope', 'POST'],
      ['/api/news/a/b/c', 'GET'],
    ] as const) {
      const response = await call(path, method)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ success: false, message: '接口不存在' })
    }
  })

  it('answers a malformed percent-encoding with a 400 in Chinese', async () => {
    const response = await call('/api/news/%E7%BB')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message: '请求路径无效' })
  })

  it('does what Next does for methods a module leaves out: HEAD from GET, OPTIONS, 405', async () => {
    const head = await call('/api/news', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(head.headers.get('content-type')).toContain('application/json')

    const options = await call('/api/news', 'OPTIONS')
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')

    const refused = await call('/api/news', 'DELETE')
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect(await refused.json()).toEqual({ success: false, message: '不支持的请求方法' })

    // A module's own HEAD is used as it is.
    expect((await call('/api/uploads/abc', 'HEAD')).status).toBe(200)
  })

  it('refuses a table path it cannot read', () => {
    expect(() => createDispatcher([{ path: 'a/[b', handlers: {} }])).toThrow(/not understood/)
  })
})
