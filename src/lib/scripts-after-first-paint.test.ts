import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from './content-security-policy.mjs'
import { withStoredHeaders } from './page-cache-rules.mjs'
import {
  firstLoadScripts,
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

/** Runs the loader against a stand-in document; returns what it appended and the paint callback. */
function runLoader({ visible = true, paintTiming = true } = {}) {
  const appended: string[] = []
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
  const sandbox = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: () => ({ src: '', async: false }),
      head: {
        appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src} ${element.async}`),
      },
    },
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
  vm.runInNewContext(loaderScript(['/a.js', '/b.js']), sandbox)
  const paint = (name: string) => onPaint?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) })
  return { appended, paint }
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
