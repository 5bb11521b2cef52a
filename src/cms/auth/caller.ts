import 'server-only'
import { headers as requestHeaders } from 'next/headers'
import { notFound } from 'next/navigation'
import { executeAuthStrategies } from 'payload'
import { ApiError } from '@/lib/api'
import type { User } from '@/payload-types'
import { isEmployee, isSalesDesk, isStaff } from '@/cms/access'
import { getPayload } from '@/cms/client'
import { MSG } from './messages'

/**
 * The one place that decides who is calling and what they may do, for the API routes, the
 * staff-only pages and the features alike. The guards throw one error type, `ApiError` with 401
 * (not signed in) or 403 (signed in, not allowed) and a Chinese message; each surface turns it into
 * its own shape: the /api/auth routes `{ error: { message } }` (features/accounts/http.ts), the
 * other /api routes `{ success: false, message }` (app/api/_shared/http.ts), staff pages the
 * ordinary not-found screen (`staffPageCaller` below).
 */

/** A signed-in user as Payload's auth strategy returns it (`_sid`: the session of the token). */
export type Caller = User & { _sid?: string }

/**
 * Which credentials count:
 * - `'bearer'`: only `Authorization: Bearer|JWT <token>` (the member API: the admin's cookie must
 *   not act for a page script on the site);
 * - `'bearer-or-cookie'`: the header or Payload's `payload-token` cookie (the staff API and pages,
 *   used from the admin or the site while signed in there).
 */
export type Credentials = 'bearer' | 'bearer-or-cookie'

const BEARER = /^(Bearer|JWT)\s+\S+$/i

type Source = Request | Headers

const headersOf = (source: Source): Headers => (source instanceof Headers ? source : source.headers)

/** Whether the request presents credentials of that kind at all (valid or not). */
function presentsCredentials(headers: Headers, credentials: Credentials): boolean {
  if (BEARER.test(headers.get('authorization')?.trim() ?? '')) return true
  return credentials === 'bearer-or-cookie' && /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

/**
 * The signed-in user of a request, or null (no credentials, an expired or logged-out token, or a
 * token of another collection). Payload checks that the token's session is still open.
 */
export async function getCaller(source: Source, credentials: Credentials = 'bearer-or-cookie'): Promise<Caller | null> {
  const incoming = headersOf(source)
  const authorization = incoming.get('authorization')?.trim() ?? ''
  if (!presentsCredentials(incoming, credentials)) return null
  // The member API hands Payload the Authorization header alone; the staff side the whole request
  // (cookie, and the Origin that Payload's CSRF check of the cookie reads).
  const headers = credentials === 'bearer' ? new Headers({ authorization }) : new Headers(incoming)
  headers.set('DisableAutologin', 'true')
  try {
    const payload = await getPayload()
    const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
    return user && user.collection === 'users' ? user : null
  } catch {
    return null
  }
}

/** The signed-in user, else 401: "请先登录" without credentials, "登录已过期" with dead ones. */
export async function requireUser(source: Source, credentials: Credentials = 'bearer-or-cookie'): Promise<Caller> {
  const headers = headersOf(source)
  if (!presentsCredentials(headers, credentials)) throw new ApiError(401, MSG.signInRequired)
  const user = await getCaller(headers, credentials)
  if (!user) throw new ApiError(401, MSG.sessionExpired)
  return user
}

/** A signed-in staff member (admin or editor), else 401 "请先登录" or 403 "没有权限执行此操作". */
export async function requireStaff(source: Source): Promise<Caller> {
  const user = await getCaller(source)
  if (!user) throw new ApiError(401, MSG.signInRequired)
  if (!isStaff(user)) throw new ApiError(403, MSG.forbidden)
  return user
}

/** A signed-in sales-desk user (admin or sales: the enquiries), else 401 or 403 like requireStaff. */
export async function requireSalesDesk(source: Source): Promise<Caller> {
  const user = await getCaller(source)
  if (!user) throw new ApiError(401, MSG.signInRequired)
  if (!isSalesDesk(user)) throw new ApiError(403, MSG.forbidden)
  return user
}

/** Anyone who works for the company (admin, editor or sales), else 401 or 403 like requireStaff. */
export async function requireEmployee(source: Source): Promise<Caller> {
  const user = await getCaller(source)
  if (!user) throw new ApiError(401, MSG.signInRequired)
  if (!isEmployee(user)) throw new ApiError(403, MSG.forbidden)
  return user
}

/** The staff member viewing a page (from the request's cookie or header), or null. */
export async function staffPageViewer(): Promise<Caller | null> {
  const user = await getCaller(await requestHeaders())
  return isStaff(user) ? user : null
}

/**
 * Staff-only pages: the staff member viewing the page. Anyone else gets the ordinary Chinese
 * not-found screen, so the page's existence is not advertised.
 */
export async function staffPageCaller(): Promise<Caller> {
  try {
    return await requireStaff(await requestHeaders())
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) notFound()
    throw error
  }
}
