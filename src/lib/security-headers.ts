/**
 * Response headers that limit what a page may load and do, for every answer (next.config.ts).
 *
 * Public pages are rendered once and served from the cache to everyone, so they cannot carry a
 * per-request nonce; Next's inline flight scripts then need 'unsafe-inline'. What the policy still
 * buys: nothing is loaded from, sent to or framed by another origin (the site serves mainland China
 * and uses no other origin at all), no plugins, no <base> or form hijacking. Stored HTML is
 * sanitised before it is rendered (src/lib/sanitize.ts), which is what stops script injection.
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

export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'browsing-topics=()',
].join(', ')

/** Sent only on requests the proxy says arrived over HTTPS (deploy/nginx.conf sets the header). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'
