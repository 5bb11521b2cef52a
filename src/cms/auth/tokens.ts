import crypto from 'node:crypto'

/**
 * One-time links (e-mail verification, password reset): 32 random bytes sent in the link, only
 * their SHA-256 stored. A database leak therefore yields no usable link.
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const VERIFICATION_TOKEN_TTL_MS = 72 * 60 * 60 * 1000
/** At most one mail of a kind per account in this window; requests inside it answer the same. */
export const MAIL_RESEND_INTERVAL_MS = 60 * 1000

export function createOneTimeToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Whether a link issued with `expiresAt` (valid for `ttlMs`) was sent less than the resend interval ago. */
export function sentRecently(expiresAt: string | null | undefined, ttlMs: number, now = Date.now()): boolean {
  if (!expiresAt) return false
  const issuedAt = new Date(expiresAt).getTime() - ttlMs
  return now - issuedAt < MAIL_RESEND_INTERVAL_MS
}
