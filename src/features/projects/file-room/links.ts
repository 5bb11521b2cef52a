import 'server-only'
import crypto from 'node:crypto'
import { env } from '@/lib/env'

/**
 * Short-lived download links of the file room. A link names one file and the account it was
 * issued to, and expires after `LINK_TTL_SECONDS`; it is signed with a key derived from the
 * server's secret, so it cannot be altered or made up. The same answer sets a cookie, for the
 * download path only, naming the same account: the link works in the browser that asked for it,
 * not in another member's (a forwarded link answers 403).
 */

export const LINK_TTL_SECONDS = 15 * 60
export const DOWNLOAD_PATH = '/api/files'
export const DOWNLOAD_COOKIE = 'kyfr'
/** Signing out forgets the browser's download cookie: a link left in its history stops working. */
export const CLEAR_DOWNLOAD_COOKIE = `${DOWNLOAD_COOKIE}=; Path=${DOWNLOAD_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`

const key = crypto.createHmac('sha256', env.payloadSecret).update('file-room download links v1').digest()

function sign(text: string): string {
  return crypto.createHmac('sha256', key).update(text).digest('base64url')
}

function sameSignature(text: string, signature: string): boolean {
  const expected = Buffer.from(sign(text))
  const given = Buffer.from(signature)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

export type LinkClaims = { file: number; account: number; expires: number }

export function issueLink(
  file: number,
  account: number,
  now = Date.now(),
): { url: string; expires_at: string; cookie: string } {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS
  const body = `${file}.${account}.${expires}`
  const token = `${body}.${sign(`link:${body}`)}`
  const owner = `${account}.${expires}`
  const secure = env.siteUrl.startsWith('https:') ? '; Secure' : ''
  return {
    url: `${DOWNLOAD_PATH}/${token}`,
    expires_at: new Date(expires * 1000).toISOString(),
    cookie: `${DOWNLOAD_COOKIE}=${owner}.${sign(`owner:${owner}`)}; Path=${DOWNLOAD_PATH}; Max-Age=${LINK_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  }
}

const WHOLE = /^\d{1,12}$/

/** The link's claims when its signature holds and it has not expired, else why not. */
export function readLink(token: string, now = Date.now()): LinkClaims | 'invalid' | 'expired' {
  const parts = token.split('.')
  if (parts.length !== 4 || !parts.slice(0, 3).every((part) => WHOLE.test(part))) return 'invalid'
  const [file, account, expires, signature] = parts as [string, string, string, string]
  if (!sameSignature(`link:${file}.${account}.${expires}`, signature)) return 'invalid'
  if (Number(expires) * 1000 <= now) return 'expired'
  return { file: Number(file), account: Number(account), expires: Number(expires) }
}

/** The account the browser's download cookie names (signed, unexpired), or null. */
export function cookieAccount(cookieHeader: string | null, now = Date.now()): number | null {
  if (!cookieHeader) return null
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=')
    if (name !== DOWNLOAD_COOKIE) continue
    const parts = rest.join('=').split('.')
    if (parts.length !== 3 || !WHOLE.test(parts[0]!) || !WHOLE.test(parts[1]!)) continue
    const [account, expires, signature] = parts as [string, string, string]
    if (!sameSignature(`owner:${account}.${expires}`, signature)) continue
    if (Number(expires) * 1000 <= now) continue
    return Number(account)
  }
  return null
}
