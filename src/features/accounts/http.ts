import 'server-only'
import { NextResponse } from 'next/server'
import { ApiError } from '@/lib/api'
import { PERSONAL_CACHE_CONTROL } from '@/lib/cache-control'
import { enforceRateLimit } from '@/lib/rate-limit'
import { hashingSlots } from '@/lib/hashing-slots'
import { withAccountLock } from '@/cms/auth/account-lock'
import { requireUser, type Caller } from '@/cms/auth/caller'
import { MSG } from '@/cms/auth/messages'
import { redactedError } from '@/cms/auth/redact'
import { getLogger } from '@/cms/log'

/**
 * Envelope of the /api/auth routes: success `{ success: true, ... }`, failure
 * `{ error: { message } }` (spec section 7). Answers are never cached.
 */
const NO_STORE = { 'Cache-Control': PERSONAL_CACHE_CONTROL }

export function authOk(body: Record<string, unknown>, status = 200): NextResponse {
  return NextResponse.json({ success: true, ...body }, { status, headers: NO_STORE })
}

export function authError(status: number, message: string): NextResponse {
  return NextResponse.json({ error: { message } }, { status, headers: NO_STORE })
}

type Handler = (request: Request) => Promise<Response>

/**
 * Expected failures (ApiError, the caller guards' 401/403 included) answer their Chinese message;
 * anything else a 500 without details, logged without the query parameters it may carry.
 */
export function authRoute(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request)
    } catch (error) {
      if (error instanceof ApiError) return authError(error.status, error.message)
      ;(await getLogger(error)).error({ err: redactedError(error) }, '[auth] unexpected error')
      return authError(500, MSG.serverError)
    }
  }
}

/** Per-IP budgets of the auth routes: generous for people, tight for scripts. */
export const AUTH_LIMITS = {
  login: { points: 20, durationSeconds: 60 },
  register: { points: 20, durationSeconds: 60 * 60 },
  forgotPassword: { points: 10, durationSeconds: 15 * 60 },
  resetPassword: { points: 10, durationSeconds: 15 * 60 },
  verifyEmail: { points: 20, durationSeconds: 15 * 60 },
  resendVerification: { points: 5, durationSeconds: 15 * 60 },
  changePassword: { points: 10, durationSeconds: 15 * 60 },
  profile: { points: 30, durationSeconds: 60 },
  me: { points: 300, durationSeconds: 60 },
  logout: { points: 60, durationSeconds: 60 },
} as const

export type AuthLimitName = keyof typeof AUTH_LIMITS

export function limitAuth(request: Request, name: AuthLimitName): Promise<void> {
  return enforceRateLimit(request, `auth-${name}`, AUTH_LIMITS[name])
}

/**
 * The member a request's bearer token belongs to, else 401. Only the Authorization header counts
 * (not the admin's cookie); the decision itself is cms/auth/caller.ts's.
 */
export function requireMember(request: Request): Promise<Caller> {
  return requireUser(request, 'bearer')
}

/** The methods a path does not support: a JSON 405 in the auth error shape, with an Allow header. */
export function authMethodNotAllowed(...allowed: string[]) {
  const allow = [...allowed, 'OPTIONS'].join(', ')
  return async function notAllowed(): Promise<Response> {
    return NextResponse.json(
      { error: { message: '不支持的请求方法' } },
      { status: 405, headers: { ...NO_STORE, Allow: allow } },
    )
  }
}

/**
 * Work on one account that checks or sets its password (sign-in, change, reset): the account's
 * lock (account-lock.ts) first, then a hashing slot, never the other way round.
 */
export function passwordWork<T>(email: string, work: () => Promise<T>): Promise<T> {
  return withAccountLock(email, () => hashingSlots.run(work))
}
