/**
 * Response headers that limit what a page may load and do, for every answer: next.config.ts sends
 * them with what Next answers, and the production server (draining-server.mjs) with what it answers
 * itself (staff redirects, malformed addresses, health and metrics). Plain JavaScript for that
 * reason. The Content-Security-Policy lives in content-security-policy.mjs, which the page cache
 * handler uses too.
 */
import { ADMIN_CONTENT_SECURITY_POLICY, SITE_CONTENT_SECURITY_POLICY } from '../lib/content-security-policy.mjs'

export { ADMIN_CONTENT_SECURITY_POLICY, SITE_CONTENT_SECURITY_POLICY }

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

/** Sent with every answer, whatever its path. */
export const BASELINE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/** The admin and Payload's REST API; every other path is the site's (next.config.ts matches the same). */
export function isStaffPath(/** @type {string} */ path) {
  return /^\/(admin(\/|$)|cms-api\/)/.test(path)
}

/** @param {boolean} staff @param {boolean} overHttps @returns {Readonly<Record<string, string>>} */
function headerSet(staff, overHttps) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const { key, value } of BASELINE_SECURITY_HEADERS) headers[key] = value
  headers['Content-Security-Policy'] = staff ? ADMIN_CONTENT_SECURITY_POLICY : SITE_CONTENT_SECURITY_POLICY
  if (overHttps) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY
  return Object.freeze(headers)
}

// Worked out once: the production server asks for them on every request.
const HEADER_SETS = [
  [headerSet(false, false), headerSet(false, true)],
  [headerSet(true, false), headerSet(true, true)],
]

/**
 * Every security header of an answer to `path`, for answers written outside Next.
 * @param {string} path the request path, without its query
 * @param {string | string[] | undefined} forwardedProto the request's X-Forwarded-Proto
 * @returns {Readonly<Record<string, string>>}
 */
export function securityHeadersFor(path, forwardedProto) {
  return HEADER_SETS[isStaffPath(path) ? 1 : 0][forwardedProto === 'https' ? 1 : 0]
}
