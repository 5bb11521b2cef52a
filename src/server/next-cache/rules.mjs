// What the page cache handler (handler.mjs) keeps of what Next asks it to store, and how.
import crypto from 'node:crypto'
import { storedPageScriptPolicy } from '../../lib/content-security-policy.mjs'
import { RENDER_FAILED_ATTRIBUTE } from '../../lib/ops-events.mjs'
import { mechanismOn } from '../mechanisms.mjs'
import { withBoundariesInPlace } from './boundaries-in-place.mjs'
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

/**
 * Whether a rendered page or read may be kept in the cache. Not-found answers are not kept (any
 * address can be asked for, and the record may be created a moment later), nor are renders that
 * carry the failure mark.
 *
 * @param {any} value what Next asks the handler to store
 * @returns {boolean}
 */
export function isStorable(value) {
  if (!value || typeof value !== 'object') return false
  if (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') {
    if (value.status === 404) return false
    if (isFailedRender(value)) return false
  }
  return true
}

/**
 * Whether Next asks to store a page rendered with the failure mark.
 * @param {any} value
 * @returns {boolean}
 */
export function isFailedRender(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html.includes(RENDER_FAILED_ATTRIBUTE)
}

/**
 * A stored page or route answer with its entity tag added, computed once when it is stored. Next
 * would hash the whole body again on every request (a quarter of the time a cached page takes to
 * serve), so `generateEtags` is off and the tag travels with the entry; the proxy answers
 * If-None-Match from it. Weak: the HTML and the RSC payload of one render share it (Next's Vary
 * keeps them apart).
 *
 * @param {any} value
 * @returns {any}
 */
export function withEntityTag(value) {
  const body = value?.kind === 'APP_PAGE' ? value.html : value?.kind === 'APP_ROUTE' ? value.body : undefined
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return value
  const digest = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)
  return { ...value, headers: { ...value.headers, etag: `W/"${digest}"` } }
}

/**
 * A stored page with its Suspense boundaries written where they stand (boundaries-in-place.mjs), its scripts asked for after the first paint and its RSC payload fetched
 * beside it, not written into it (scripts-after-first-paint.mjs), and with the headers worked out
 * once, when it is stored: its entity tag, and a
 * Content-Security-Policy that lets only its own inline scripts run (by hash). Next appends a
 * stored page's headers to those of next.config.ts, so the page then carries two policies, and the
 * browser enforces both. Other entries get their entity tag only.
 *
 * @param {any} value
 * @returns {any}
 */
export function withStoredHeaders(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return withEntityTag(value)
  const storedPayload =
    Buffer.isBuffer(value.rscData) && mechanismOn('payload-beside-the-page')
      ? value.rscData.toString('utf8')
      : undefined
  const inPlace = mechanismOn('boundaries-in-place') ? withBoundariesInPlace(value.html) : value.html
  const html = mechanismOn('scripts-after-first-paint') ? withScriptsAfterFirstPaint(inPlace, storedPayload) : inPlace
  const tagged = withEntityTag({ ...value, html })
  return {
    ...tagged,
    headers: { ...tagged.headers, 'content-security-policy': storedPageScriptPolicy(tagged.html) },
  }
}
