// The Chinese error screen in the HTML the server sends when a site page fails to render.
//
// When a server component throws (the database is away, say), Next answers 500 with an error
// document whose body is empty: the site's error screen (src/app/(site)/error.tsx) is drawn only once
// JavaScript has run, so a slow phone or anything reading HTML sees a blank page. The production
// server (draining-server.mjs) passes such a response through `rescueErrorDocument`, which writes
// the screen below into that empty body. With JavaScript, React replaces the document with error.tsx,
// as before; the status stays 500 and nothing else of Next's answer changes.
//
// The same watch puts a fresh render's Suspense boundaries in place (`X-Nextjs-Cache: MISS` or
// `REVALIDATED`: a page of the page cache rendered for this request, which Next sends whole, with a
// Content-Length). The copy Next stores is so rewritten when it is stored (next-cache/rules.mjs);
// this is the one answer that does not come from the store (next-cache/boundaries-in-place.mjs).

import zlib from 'node:zlib'
import { rateLimited, renderFailed, renderFailedJustNow } from '../lib/ops-events.mjs'
import { SERVER_ERROR_MESSAGE, SERVER_ERROR_PAGE_TITLE, SERVER_ERROR_TITLE, SITE_NAME } from '../lib/site-text.mjs'
import { bytesOf } from './chunk-bytes.mjs'
import { mechanismOn } from './mechanisms.mjs'
import { withBoundariesInPlace } from './next-cache/boundaries-in-place.mjs'

const ERROR_DOCUMENT = '<html id="__next_error__"'

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The screen drawn in the empty body: the site's name, the message, and links to try again, to the
 * home page and to the contact page. Styled inline: Next's error document carries no stylesheet.
 * @param {string} path the page's own address (path and query), for 重新加载
 */
export function errorScreenMarkup(path) {
  const link =
    'display:inline-block;margin:6px;padding:10px 22px;border-radius:8px;font-weight:600;text-decoration:none;'
  return (
    '<div data-server-error-screen style="min-height:100vh;display:flex;flex-direction:column;' +
    "font-family:system-ui,-apple-system,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif;" +
    'color:#0f172a;background:#f8fafc">' +
    `<header style="padding:16px 20px;border-bottom:1px solid #e2e8f0;background:#fff">` +
    `<a href="/" style="color:#1f66c4;font-weight:700;font-size:18px;text-decoration:none">${SITE_NAME}</a></header>` +
    '<main id="main-content" style="flex:1;display:flex;align-items:center;justify-content:center;padding:48px 20px">' +
    '<div style="max-width:32rem;text-align:center">' +
    `<div role="alert"><h1 style="margin:0;font-size:26px">${SERVER_ERROR_TITLE}</h1>` +
    `<p style="margin:12px 0 0;line-height:1.75;color:#475569">${SERVER_ERROR_MESSAGE}</p></div>` +
    '<p style="margin:28px 0 0">' +
    `<a href="${escapeHtml(path)}" style="${link}background:#1f66c4;color:#fff">重新加载</a>` +
    `<a href="/" style="${link}border:1px solid #cbd5e1;color:#0f172a;background:#fff">返回首页</a>` +
    `<a href="/contact" style="${link}border:1px solid #cbd5e1;color:#0f172a;background:#fff">联系我们</a>` +
    '</p></div></main></div>'
  )
}

/**
 * Next's empty error document with the screen written into its body and the title saying what
 * happened; any other HTML unchanged.
 * @param {string} html
 * @param {string} path
 */
export function withErrorScreen(html, path) {
  if (!html.startsWith('<!DOCTYPE html>' + ERROR_DOCUMENT) && !html.startsWith(ERROR_DOCUMENT)) return html
  if (!html.includes('<body>')) return html
  const title = `<title>${SERVER_ERROR_PAGE_TITLE}</title><style>body{margin:0}</style>`
  // The page's own title when its metadata was read; none when that failed too.
  return (
    (
      /<title>[^<]*<\/title>/.test(html)
        ? html.replace(/<title>[^<]*<\/title>/, title)
        : html.replace('</head>', `${title}</head>`)
    )
      .replace(ERROR_DOCUMENT, '<html lang="zh-CN" id="__next_error__"')
      // A function, so a `$&` in the visitor's address is not read as a replacement pattern.
      .replace('<body>', () => `<body>${errorScreenMarkup(path)}`)
  )
}

/**
 * The content codings whose bytes are read here, as Next's compression layer writes them; a body in
 * any other coding is sent as Next wrote it.
 * @type {Record<string, { decode: (bytes: Buffer) => Buffer, encode: (bytes: Buffer) => Buffer }>}
 */
const CODECS = {
  identity: { decode: (bytes) => bytes, encode: (bytes) => bytes },
  gzip: { decode: (bytes) => zlib.gunzipSync(bytes), encode: (bytes) => zlib.gzipSync(bytes) },
  br: { decode: (bytes) => zlib.brotliDecompressSync(bytes), encode: (bytes) => zlib.brotliCompressSync(bytes) },
  deflate: { decode: (bytes) => zlib.inflateSync(bytes), encode: (bytes) => zlib.deflateSync(bytes) },
}

/**
 * The body rewritten (the error screen written in, or the boundaries put in place), in the same
 * coding; the very bytes given when the rewrite changes nothing or the coding is not read here.
 * @param {Buffer} body @param {unknown} coding @param {(html: string) => string} rewrite
 */
function rewrittenBody(body, coding, rewrite) {
  const codec = Object.hasOwn(CODECS, String(coding ?? 'identity')) ? CODECS[String(coding ?? 'identity')] : null
  if (!codec) return body
  try {
    const html = codec.decode(body).toString('utf8')
    const rewritten = rewrite(html)
    return rewritten === html ? body : codec.encode(Buffer.from(rewritten, 'utf8'))
  } catch {
    // Not text this module can read: sent as Next wrote it.
    return body
  }
}

/** @param {unknown[]} args */
const callbackIn = (args) => /** @type {(() => void) | undefined} */ (args.find((item) => typeof item === 'function'))

/** How long a visitor or crawler is asked to wait before trying a page that could not be read in full. */
const RETRY_AFTER_SECONDS = '30'

/**
 * What becomes of a page's answer, decided once, at its head:
 * - `rewrite`: Next's 5xx error document, collected and sent again with the screen written in;
 * - `in-place`: a fresh render of a page the page cache keeps (`X-Nextjs-Cache: MISS` or
 *   `REVALIDATED`), collected and sent again with its Suspense boundaries where they stand;
 * - `unavailable`: a page drawn with a part that could not be read (its inline failure message,
 *   marked for the page cache: next-cache/rules.mjs), answered 503, not stored, retried after 30 s.
 *   That is this request's render, or, for a fresh answer (`X-Nextjs-Cache: MISS`), the render of
 *   the same page another request started a moment ago, which Next shares with this one;
 * - `pass`: anything else, untouched.
 * @param {number} status @param {unknown} type @param {unknown} pageCache X-Nextjs-Cache
 * @returns {Verdict}
 */
function verdict(status, type, pageCache) {
  if (typeof type !== 'string' || !type.startsWith('text/html')) return 'pass'
  if (status >= 500) return 'rewrite'
  if (status !== 200) return 'pass'
  if (renderFailed() || (pageCache === 'MISS' && renderFailedJustNow())) return 'unavailable'
  if ((pageCache === 'MISS' || pageCache === 'REVALIDATED') && mechanismOn('boundaries-in-place')) return 'in-place'
  return 'pass'
}

/** @typedef {'rewrite' | 'in-place' | 'unavailable' | 'pass'} Verdict */

/** @param {Verdict | null} decision whether the answer is held back and sent again rewritten */
const collects = (decision) => decision === 'rewrite' || decision === 'in-place'

/** 503 for a page that could not be read in full; 429 for a page that refuses its client (markRateLimited). */
const unavailableStatus = () => (rateLimited() ? 429 : 503)

/** @param {unknown[]} args writeHead's arguments after the status @returns {Record<string, unknown> | undefined} */
const headersIn = (args) =>
  /** @type {Record<string, unknown> | undefined} */ (
    args.find((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
  )

/** Sets a header on the response and in writeHead's own headers, where it is given. */
function setEverywhere(
  /** @type {import('node:http').ServerResponse} */ response,
  /** @type {Record<string, unknown> | undefined} */ given,
  /** @type {string} */ name,
  /** @type {string | number} */ value,
) {
  if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === name) given[key] = value
  if (!response.headersSent) response.setHeader(name, value)
}

/**
 * Watches one page response and acts on its verdict (above). The decision is taken when Next first
 * calls writeHead, flushHeaders, write or end; the response's own methods are then put back, except
 * while a document is being collected.
 *
 * Installed before Next's handler runs, so Next's compression layer wraps these methods: it calls
 * them with the compressed bytes, which are decompressed here (only ever for a failed page).
 * @param {string} path the request's path and query
 * @param {import('node:http').ServerResponse} response
 */
export function rescueErrorDocument(path, response) {
  const own = {
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
    write: response.write,
    end: response.end,
  }
  /** @type {Verdict | null} */
  let decision = null
  /** @type {Buffer[]} */
  const collected = []
  /** @type {unknown[] | null} */
  let head = null
  /** @type {Partial<typeof own>} */
  const wrappers = {}
  // Only where a method is still this wrapper: Next's compression layer wraps them in turn, and
  // its wrappers must stay (they then call these, which pass straight through).
  const restore = () => {
    for (const name of /** @type {(keyof typeof own)[]} */ (Object.keys(own)))
      if (response[name] === wrappers[name]) Object.assign(response, { [name]: own[name] })
  }
  /**
   * Takes the decision once (at writeHead, or at the first flush, write or end when Next set the
   * status and headers on the response instead). `given`: the headers passed to writeHead.
   * @param {number} status @param {Record<string, unknown>} [given]
   */
  const decide = (status, given) => {
    const header = (/** @type {string} */ name) =>
      Object.entries(given ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? response.getHeader(name)
    decision = verdict(status, header('content-type'), header('x-nextjs-cache'))
    if (collects(decision)) return
    restore()
    if (decision === 'unavailable' && !response.headersSent) {
      response.statusCode = unavailableStatus()
      setEverywhere(response, given, 'cache-control', 'no-store')
      setEverywhere(response, given, 'retry-after', RETRY_AFTER_SECONDS)
    }
  }
  const collecting = () => {
    if (decision === null) decide(response.statusCode)
    return collects(decision)
  }

  wrappers.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (decision === null) decide(status, headersIn(rest))
      if (collects(decision)) {
        head = [status, ...rest]
        return this
      }
      const sent = decision === 'unavailable' ? unavailableStatus() : status
      return own.writeHead.call(this, sent, .../** @type {any[]} */ (rest))
    }
  )
  // Next flushes the headers before it streams a document: held back while collecting.
  wrappers.flushHeaders = function () {
    if (!collecting()) own.flushHeaders.call(this)
  }
  wrappers.write = /** @type {any} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (!collecting()) return own.write.call(this, /** @type {any} */ (chunk), .../** @type {any[]} */ (rest))
      collected.push(bytesOf(chunk, rest[0]))
      const callback = callbackIn(rest)
      if (callback) process.nextTick(callback)
      return true
    }
  )
  wrappers.end = /** @type {any} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (!collecting()) return own.end.call(this, /** @type {any} */ (chunk), .../** @type {any[]} */ (rest))
      const rewrite =
        decision === 'rewrite' ? (/** @type {string} */ html) => withErrorScreen(html, path) : withBoundariesInPlace
      decision = 'pass'
      restore()
      const args = [chunk, ...rest]
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') collected.push(bytesOf(chunk, rest[0]))
      const body = rewrittenBody(Buffer.concat(collected), response.getHeader('content-encoding'), rewrite)
      const given = head ? headersIn(head.slice(1)) : undefined
      if (given && Object.keys(given).some((name) => name.toLowerCase() === 'content-length'))
        setEverywhere(response, given, 'content-length', body.length)
      else if (response.hasHeader('content-length')) response.setHeader('content-length', body.length)
      if (head) own.writeHead.apply(this, /** @type {any} */ (head))
      return own.end.call(this, body, callbackIn(args))
    }
  )
  Object.assign(response, wrappers)
}
