// The Content-Security-Policy of the site and the admin, in plain JavaScript: next.config.ts sends
// it with every answer (through security-headers.mjs), and the page cache handler, which Next loads
// outside the bundle, adds a stricter script policy to every page it stores.
import crypto from 'node:crypto'

/**
 * What every answer may load and do. Public pages are rendered once and served from the cache to
 * everyone, so they cannot carry a per-request nonce, and a page's first render (before it is
 * stored) needs 'unsafe-inline' for Next's inline flight scripts. Once stored, a page carries a
 * second policy that allows only the hashes of its own inline scripts (`storedPageScriptPolicy`).
 * Nothing is loaded from, sent to or framed by another origin (the site serves mainland China and
 * uses no other origin at all), no plugins, no <base> or form hijacking.
 */
const SHARED_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

/** The site: may be framed only by itself (the admin's live preview). */
export const SITE_CONTENT_SECURITY_POLICY = [...SHARED_POLICY, "frame-src 'self'", "frame-ancestors 'self'"].join('; ')

/** The admin and Payload's API: framed by nobody. */
export const ADMIN_CONTENT_SECURITY_POLICY = [...SHARED_POLICY, "frame-src 'self'", "frame-ancestors 'none'"].join('; ')

/** Script types a browser runs (an empty type is JavaScript); data blocks such as JSON-LD are not run. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/**
 * The CSP hash source of every inline script a browser would run in `html`, in page order, without
 * repeats. A script element's text ends at the first `</script` (HTML's raw-text rule), and the
 * browser hashes it as it stands in the source, so the same text is hashed here.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!RUNNABLE_TYPES.has(type)) continue
    const digest = crypto
      .createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

/**
 * The second policy a stored page carries: scripts from this origin and the page's own inline
 * scripts, nothing else. A browser enforces every policy it is given, so with this one beside the
 * general policy an injected inline script or event handler does not run.
 * @param {string} html
 * @returns {string}
 */
export function storedPageScriptPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ')
}

/**
 * The admin's policy for one request: scripts only from this origin or carrying this request's
 * nonce. The admin is rendered per request (never cached), so unlike public pages it can have a
 * nonce; Next puts it on every script it writes when the request carries the policy
 * (src/proxy.ts). Styles stay 'unsafe-inline': Payload's admin sets inline styles throughout.
 * @param {string} nonce
 * @returns {string}
 */
export function adminPolicyWithNonce(nonce) {
  return ADMIN_CONTENT_SECURITY_POLICY.replace(
    "script-src 'self' 'unsafe-inline'",
    `script-src 'self' 'nonce-${nonce}'`,
  )
}
