import { afterEach, describe, expect, it } from 'vitest'
import { MECHANISMS, mechanismOn, mechanismsOff } from './mechanisms.mjs'
import { withStoredHeaders } from './next-cache/rules.mjs'

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
    expect([...mechanismsOff(' origin-response-cache , payload-beside-the-page ,')]).toEqual([
      'origin-response-cache',
      'payload-beside-the-page',
    ])
    expect(() => mechanismsOff('origin-cache')).toThrow(/SERVER_MECHANISMS_OFF 含未知的名称：origin-cache/)
    expect(Object.keys(MECHANISMS)).toHaveLength(4)
    // Measured without a gain and removed (docs/decisions/2026-11-27-server-mechanisms-measured.md).
    expect(() => mechanismsOff('html-as-bytes')).toThrow(/未知的名称：html-as-bytes/)
  })

  it('stores a page as the framework wrote it when its mechanisms are off', () => {
    delete process.env.SERVER_MECHANISMS_OFF
    const on = withStoredHeaders(page())
    expect(on.html).toContain('data-scripts-after-paint')
    expect(on.html).not.toContain('self.__next_f.push([1')

    process.env.SERVER_MECHANISMS_OFF = 'payload-beside-the-page'
    const inline = withStoredHeaders(page()).html as string
    expect(inline).toContain('data-scripts-after-paint')
    expect(inline).toContain('self.__next_f.push([1')

    process.env.SERVER_MECHANISMS_OFF = 'scripts-after-first-paint'
    expect(mechanismOn('scripts-after-first-paint')).toBe(false)
    const framework = withStoredHeaders(page())
    expect(framework.html).toContain(chunk)
    expect(framework.html).not.toContain('data-scripts-after-paint')
    expect(framework.headers.etag).toMatch(/^W\//)
  })

  it('leaves everything on when the setting cannot be read', () => {
    process.env.SERVER_MECHANISMS_OFF = 'nonsense'
    expect(mechanismOn('origin-response-cache')).toBe(true)
  })
})
