import { describe, expect, it } from 'vitest'
import { isStorable, withEntityTag, withStoredHeaders } from '@/server/next-cache/rules.mjs'
import { inlineScriptHashes } from '@/lib/content-security-policy.mjs'
import { RENDER_FAILED_ATTRIBUTE } from '@/lib/ops-events.mjs'

describe('isStorable', () => {
  const page = (overrides: Record<string, unknown> = {}) => ({
    kind: 'APP_PAGE',
    status: 200,
    html: '<main>新闻</main>',
    ...overrides,
  })

  it('keeps rendered pages and cached reads', () => {
    expect(isStorable(page())).toBe(true)
    expect(isStorable({ kind: 'FETCH', data: { body: '[]' }, revalidate: 3600 })).toBe(true)
    expect(isStorable({ kind: 'APP_ROUTE', status: 200, body: Buffer.from('{}') })).toBe(true)
  })

  it('does not keep not-found answers, renders marked as failed, or nothing', () => {
    expect(isStorable(page({ status: 404 }))).toBe(false)
    expect(
      isStorable(page({ html: `<main><span hidden ${RENDER_FAILED_ATTRIBUTE}=""></span>获取新闻失败</main>` })),
    ).toBe(false)
    expect(isStorable(null)).toBe(false)
    expect(isStorable(undefined)).toBe(false)
  })
})

describe('withEntityTag', () => {
  it('tags a page or route answer by its body, keeping its other headers', () => {
    const page = { kind: 'APP_PAGE', html: '<main>首页</main>', headers: { 'x-next-cache-tags': 'news' } }
    const tagged = withEntityTag(page)
    expect(tagged.headers['x-next-cache-tags']).toBe('news')
    expect(tagged.headers.etag).toMatch(/^W\/"[\w-]{22}"$/)
    expect(withEntityTag({ ...page }).headers.etag).toBe(tagged.headers.etag)
    expect(withEntityTag({ ...page, html: '<main>新闻</main>' }).headers.etag).not.toBe(tagged.headers.etag)
    const route = withEntityTag({ kind: 'APP_ROUTE', body: Buffer.from('{"data":[]}'), headers: {} })
    expect(route.headers.etag).toMatch(/^W\//)
    expect(page.headers).not.toHaveProperty('etag')
  })

  it('leaves cached reads alone', () => {
    const read = { kind: 'FETCH', data: { body: '[]' } }
    expect(withEntityTag(read)).toBe(read)
  })
})

describe('a stored page allows only its own inline scripts', () => {
  // Hashes worked out independently (Python's hashlib), the first being the CSP specification's example.
  const hello = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
  const flight = "'sha256-e/+/yMM8Kt0JAUouGmuVQMmeRyGzRGqd1nIuHZ5hjgs='"
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async></script>',
    "<script>alert('Hello, world.');</script>",
    '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
    '<body><script>self.__next_f.push([1,"中文"])</script>',
    '<script type="module">self.__next_f.push([1,"中文"])</script></body></html>',
  ].join('')

  it('hashes the scripts a browser runs, once each, and neither external scripts nor data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([hello, flight])
    expect(inlineScriptHashes('<main>没有脚本</main>')).toEqual([])
  })

  it('adds the policy to pages only, beside the entity tag', () => {
    const stored = withStoredHeaders({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'news' } })
    expect(stored.headers['content-security-policy']).toBe(`script-src 'self' ${hello} ${flight}`)
    expect(stored.headers.etag).toBe(withEntityTag({ kind: 'APP_PAGE', html }).headers.etag)
    expect(stored.headers['x-next-cache-tags']).toBe('news')
    const route = withStoredHeaders({ kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {} })
    expect(route.headers).not.toHaveProperty('content-security-policy')
    const read = { kind: 'FETCH', data: { body: '[]' } }
    expect(withStoredHeaders(read)).toBe(read)
  })
})
