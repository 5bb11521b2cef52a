/**
 * Response headers that limit what a page may load and do, for every answer (next.config.ts). The
 * Content-Security-Policy lives in content-security-policy.mjs, which the page cache handler uses too.
 */
export { ADMIN_CONTENT_SECURITY_POLICY, SITE_CONTENT_SECURITY_POLICY } from './content-security-policy.mjs'

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
