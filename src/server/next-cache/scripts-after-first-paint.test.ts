import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from '@/lib/content-security-policy.mjs'
import { withStoredHeaders } from '@/server/next-cache/rules.mjs'
import { payloadId } from './page-payloads.mjs'
import {
  firstLoadScripts,
  inlinePayload,
  LOADER_ATTRIBUTE,
  loaderScript,
  withScriptsAfterFirstPaint,
} from './scripts-after-first-paint.mjs'

// The shape of the document Next 16 writes (read off the home page's cached HTML).
const NEXT_DOCUMENT =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<title>科研学术服务平台</title>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  '<body><main><h1>首页</h1></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

describe('withScriptsAfterFirstPaint', () => {
  const rewritten = withScriptsAfterFirstPaint(NEXT_DOCUMENT)

  it('replaces the async chunk tags and script preloads with one loader in the head, in order', () => {
    expect(rewritten).not.toContain('async=""')
    expect(rewritten).not.toContain('rel="preload" as="script"')
    const loaderAt = rewritten.indexOf(`<script ${LOADER_ATTRIBUTE}="">`)
    expect(loaderAt).toBeGreaterThan(rewritten.indexOf('site.css'))
    expect(loaderAt).toBeLessThan(rewritten.indexOf('</head>'))
    expect(rewritten.match(new RegExp(LOADER_ATTRIBUTE, 'g'))).toHaveLength(1)
    expect(firstLoadScripts(rewritten)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/late.js',
    ])
    expect(firstLoadScripts(rewritten)).toEqual(firstLoadScripts(NEXT_DOCUMENT))
  })

  it('leaves everything else as it was: the stylesheet, noModule, inline scripts, the body', () => {
    const withoutLoader = rewritten.replace(/<script data-scripts-after-paint="">[\s\S]*?<\/script>/, '')
    const expected = NEXT_DOCUMENT.replace(/<link rel="preload" as="script"[^>]*\/>/, '').replace(
      /<script src="[^"]+" async=""><\/script>/g,
      '',
    )
    expect(withoutLoader).toBe(expected)
  })

  it('changes nothing in a document without chunks in its head, or already rewritten', () => {
    const errorDocument = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
    expect(withScriptsAfterFirstPaint(errorDocument)).toBe(errorDocument)
    const bodyOnly = '<html><head></head><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>'
    expect(withScriptsAfterFirstPaint(bodyOnly)).toBe(bodyOnly)
    expect(withScriptsAfterFirstPaint(rewritten)).toBe(rewritten)
    expect(withScriptsAfterFirstPaint('{"not":"html"}')).toBe('{"not":"html"}')
  })

  it('is done when a page is stored, and the loader is allowed by the stored script policy', () => {
    const stored = withStoredHeaders({ kind: 'APP_PAGE', html: NEXT_DOCUMENT, headers: {} })
    expect(stored.html).toBe(rewritten)
    const policy: string = stored.headers['content-security-policy']
    for (const hash of inlineScriptHashes(rewritten)) expect(policy).toContain(hash)
    expect(inlineScriptHashes(rewritten)).toHaveLength(3)
  })
})

// The same document with its RSC payload written in, as Next writes it: a start, then pieces of text.
const PAYLOAD = '0:{"P":null,"c":["",""]}\n1:["$","main",null,{"children":"首页 </script>"}]\n'
const WITH_PAYLOAD = NEXT_DOCUMENT.replace(
  '</body>',
  `<script>self.__next_f.push(${JSON.stringify([1, PAYLOAD.slice(0, 20)]).replaceAll('<', '\\u003c')})</script>` +
    `<script>self.__next_f.push(${JSON.stringify([1, PAYLOAD.slice(20)]).replaceAll('<', '\\u003c')})</script></body>`,
)

describe('the RSC payload, fetched beside the page instead of written into it', () => {
  it('reads the inline payload back as one string', () => {
    expect(inlinePayload(WITH_PAYLOAD)).toBe(PAYLOAD)
    expect(inlinePayload(NEXT_DOCUMENT)).toBeUndefined()
    const withFormState = WITH_PAYLOAD.replace('</body>', '<script>self.__next_f.push([2,null])</script></body>')
    expect(inlinePayload(withFormState)).toBeUndefined()
  })

  it('takes the payload scripts out when they hold exactly what Next stored with the page', () => {
    const rewritten = withScriptsAfterFirstPaint(WITH_PAYLOAD, PAYLOAD)
    expect(rewritten).not.toContain('__next_f.push')
    expect(rewritten).not.toContain('首页 ')
    expect(rewritten).toContain('<main><h1>首页</h1></main>')
    expect(rewritten).toContain(`],"${payloadId(PAYLOAD)}")</script>`)
    expect(firstLoadScripts(rewritten)).toEqual(firstLoadScripts(NEXT_DOCUMENT))
  })

  it('keeps them, and the loader adds the scripts only, when the stored payload differs or is missing', () => {
    for (const stored of [undefined, '', PAYLOAD.replace('首页', '新闻')]) {
      const rewritten = withScriptsAfterFirstPaint(WITH_PAYLOAD, stored)
      expect(inlinePayload(rewritten)).toBe(PAYLOAD)
      expect(rewritten).toMatch(/\(document,\[[^\]]+\],0\)<\/script>/)
    }
  })

  it('is done when a page is stored, from the payload Next keeps beside it', () => {
    const stored = withStoredHeaders({
      kind: 'APP_PAGE',
      html: WITH_PAYLOAD,
      rscData: Buffer.from(PAYLOAD, 'utf8'),
      headers: {},
    })
    expect(stored.html).toBe(withScriptsAfterFirstPaint(WITH_PAYLOAD, PAYLOAD))
    expect(inlineScriptHashes(stored.html)).toHaveLength(2)
    expect(withStoredHeaders({ kind: 'APP_PAGE', html: WITH_PAYLOAD, headers: {} }).html).toContain('__next_f.push([1')
  })
})

/** Runs the loader against a stand-in document; returns what it appended and the paint callback. */
function runLoader({
  visible = true,
  paintTiming = true,
  fetchesPayload = false,
  fetch = undefined as undefined | ((url: string, init: unknown) => Promise<unknown>),
} = {}) {
  const appended: string[] = []
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
  const self: { __next_f?: unknown[] } = {}
  const sandbox = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: (kind: string) => ({ kind, src: '', href: '', rel: '', as: '', async: false }),
      head: {
        appendChild: (element: { kind: string; src: string; href: string; rel: string; async: boolean }) =>
          appended.push(element.kind === 'link' ? `${element.rel} ${element.href}` : `${element.src} ${element.async}`),
      },
    },
    location: { pathname: '/news' },
    self,
    fetch,
    PerformanceObserver: paintTiming
      ? Object.assign(
          class {
            constructor(callback: typeof onPaint) {
              onPaint = callback
            }
            observe() {}
          },
          { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
        )
      : undefined,
    setTimeout,
  }
  vm.runInNewContext(loaderScript(['/a.js', '/b.js'], fetchesPayload ? 'AbCdEfGhIjKlMn-_' : undefined), sandbox)
  const paint = (name: string) => onPaint?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) })
  return { appended, paint, self }
}

/** An answer as fetch gives it. */
function answer(body: string, { status = 200, type = 'text/x-component', redirected = false } = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    redirected,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? type : null) },
    text: async () => body,
  }
}

describe('the loader', () => {
  it('asks for the scripts, async and in order, once the first contentful paint is reported', () => {
    const { appended, paint } = runLoader()
    expect(appended).toEqual([])
    paint('first-paint')
    expect(appended).toEqual([])
    paint('first-contentful-paint')
    expect(appended).toEqual(['/a.js true', '/b.js true'])
    paint('first-contentful-paint')
    expect(appended).toHaveLength(2)
  })

  it('at once in a background tab or a browser without paint timing', () => {
    expect(runLoader({ visible: false }).appended).toEqual(['/a.js true', '/b.js true'])
    expect(runLoader({ paintTiming: false }).appended).toEqual(['/a.js true', '/b.js true'])
  })

  it('after 3 s when no paint is reported', () => {
    vi.useFakeTimers()
    try {
      const { appended } = runLoader()
      vi.advanceTimersByTime(2999)
      expect(appended).toEqual([])
      vi.advanceTimersByTime(1)
      expect(appended).toEqual(['/a.js true', '/b.js true'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the loader that fetches the payload', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('preloads the scripts, asks for the payload as the router does, hands it to React, then adds them', async () => {
    const asked: Array<[string, unknown]> = []
    let reply: (value: unknown) => void = () => {}
    const fetch = (url: string, init: unknown) => {
      asked.push([url, init])
      return new Promise((resolve) => (reply = resolve))
    }
    const { appended, paint, self } = runLoader({ fetchesPayload: true, fetch })
    expect(asked).toEqual([])
    paint('first-contentful-paint')
    expect(asked).toEqual([['/news?_rsc&_p=AbCdEfGhIjKlMn-_', { headers: { RSC: '1' } }]])
    expect(appended).toEqual(['preload /a.js', 'preload /b.js'])
    expect(self.__next_f).toBeUndefined()
    reply(answer('0:{"P":null}\n'))
    await flush()
    expect(self.__next_f).toEqual([[0], [1, '0:{"P":null}\n']])
    expect(appended).toEqual(['preload /a.js', 'preload /b.js', '/a.js true', '/b.js true'])
  })

  it('asks once more after a second when the answer is not a payload, then leaves the page unhydrated', async () => {
    vi.useFakeTimers()
    try {
      for (const failure of [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve(answer('<!DOCTYPE html>', { status: 502, type: 'text/html' })),
        () => Promise.resolve(answer('<!DOCTYPE html>', { type: 'text/html; charset=utf-8' })),
        () => Promise.resolve(answer('0:{}', { redirected: true })),
      ]) {
        let calls = 0
        const { appended, paint, self } = runLoader({
          fetchesPayload: true,
          fetch: () => {
            calls++
            return failure()
          },
        })
        paint('first-contentful-paint')
        await vi.advanceTimersByTimeAsync(999)
        expect(calls).toBe(1)
        await vi.advanceTimersByTimeAsync(10_000)
        expect(calls).toBe(2)
        expect(self.__next_f).toBeUndefined()
        expect(appended).toEqual(['preload /a.js', 'preload /b.js'])
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('hydrates when the second answer is the payload', async () => {
    vi.useFakeTimers()
    try {
      const replies = [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve(answer('0:{}'))]
      replies[0]?.catch(() => {})
      const { appended, paint, self } = runLoader({ fetchesPayload: true, fetch: () => replies.shift()! })
      paint('first-contentful-paint')
      await vi.advanceTimersByTimeAsync(1000)
      expect(self.__next_f).toEqual([[0], [1, '0:{}']])
      expect(appended.slice(-2)).toEqual(['/a.js true', '/b.js true'])
    } finally {
      vi.useRealTimers()
    }
  })
})
