import crypto from 'node:crypto'
import { env } from '@/lib/env'

/**
 * The newsletter's links. The unsubscribe link must work in every mail ever sent, so it is not
 * stored: it is an HMAC of the subscription's id under the site's secret, checked in constant time.
 * The confirmation link is a one-time token (cms/auth/tokens.ts), of which only the hash is kept.
 */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

export function unsubscribeToken(subscriptionId: number): string {
  return crypto
    .createHmac('sha256', env.payloadSecret)
    .update(`newsletter-unsubscribe:${subscriptionId}`)
    .digest('base64url')
    .slice(0, 32)
}

export function isUnsubscribeToken(subscriptionId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(subscriptionId))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** The page a reader opens from a mail to leave the list (it asks before it acts). */
export function unsubscribePageUrl(subscriptionId: number): string {
  return `${env.siteUrl}/newsletter/unsubscribe?id=${subscriptionId}&token=${unsubscribeToken(subscriptionId)}`
}

/** The address mail programs POST to for one-click unsubscribe (RFC 8058). */
export function oneClickUnsubscribeUrl(subscriptionId: number): string {
  return `${env.siteUrl}/api/newsletter/unsubscribe?id=${subscriptionId}&token=${unsubscribeToken(subscriptionId)}`
}

/** The headers every newsletter mail carries. */
export function listUnsubscribeHeaders(subscriptionId: number): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriptionId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
