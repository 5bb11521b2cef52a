import { afterEach, describe, expect, it } from 'vitest'
import { MECHANISMS, mechanismOn, mechanismsOff } from './mechanisms.mjs'
import { withHtmlBytes, withStoredHeaders } from './next-cache/rules.mjs'

const chunk = '<script src="/_next/static/chunks/app.js" async=""></script>'
const payload = '0:["x"]\n'
const page = (rsc = payload) => ({
  kind: 'APP_PAGE',
  status: 200,
  headers: {},
  rscData: Buffer.from(rsc),
  html:
    `<html><head>${chunk}</head><body><main>首页</main>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${JSON.stringify(rsc)}])</script></body></html>`,
})

describe('SERVER_MECHANISMS_OFF', () => {
  const previous = process.env.SERVER_MECHANISMS_OFF
  afterEach(() => {
    if (previous === undefined) delete process.env.SERVER_MECHANISMS_OFF
    else process.env.SERVER_MECHANISMS_OFF = previous
  })

  it('reads a comma-separated list and refuses an unknown name in Chinese', () => {
    expect([...mechanismsOff(undefined)]).toEqual([])
    expect([...mechanismsOff(' origin-response-cache , html-as-bytes ,')]).toEqual([
      'origin-response-cache',
      'html-as-bytes',
    ])
    expect(() => mechanismsOff('origin-cache')).toThrow(/SERVER_MECHANISMS_OFF 含未知的名称：origin-cache/)
    expect(Object.keys(MECHANISMS)).toHaveLength(4)
  })

  it('stores a page as the framework wrote it when its mechanisms are off', () => {
    delete process.env.SERVER_MECHANISMS_OFF
    const on = withHtmlBytes(withStoredHeaders(page()))
    expect(Buffer.isBuffer(on.html)).toBe(true)
    expect(on.html.toString()).toContain('data-scripts-after-paint')
    expect(on.html.toString()).not.toContain('self.__next_f.push([1')

    process.env.SERVER_MECHANISMS_OFF = 'payload-beside-the-page'
    const inline = withStoredHeaders(page()).html as string
    expect(inline).toContain('data-scripts-after-paint')
    expect(inline).toContain('self.__next_f.push([1')

    process.env.SERVER_MECHANISMS_OFF = 'scripts-after-first-paint,html-as-bytes'
    expect(mechanismOn('scripts-after-first-paint')).toBe(false)
    const framework = withHtmlBytes(withStoredHeaders(page()))
    expect(typeof framework.html).toBe('string')
    expect(framework.html).toContain(chunk)
    expect(framework.html).not.toContain('data-scripts-after-paint')
    expect(framework.headers.etag).toMatch(/^W\//)
  })

  it('leaves everything on when the setting cannot be read', () => {
    process.env.SERVER_MECHANISMS_OFF = 'nonsense'
    expect(mechanismOn('origin-response-cache')).toBe(true)
  })
})
