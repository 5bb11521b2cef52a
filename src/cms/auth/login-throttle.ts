import { clientIp, failureCounter } from '@/lib/rate-limit'

/**
 * Wrong passwords lock out one account from one address, never the account everywhere: five
 * failures for the pair within 10 minutes and that address must wait out the window, while the
 * owner still signs in from anywhere else. Payload's own per-account lockout is off
 * (`maxLoginAttempts: 0` on users), since with it anyone could lock anyone out. Unknown addresses
 * are counted the same way, so the answer never tells whether an account exists.
 */
export const LOGIN_FAILURES = { points: 5, durationSeconds: 10 * 60 }
const failures = failureCounter('login-failures', LOGIN_FAILURES)

const pairKey = (email: string, request: { headers: Headers }) =>
  `${email.trim().toLowerCase()}|${clientIp(request as Request)}`

export const loginThrottle = {
  isLocked: (email: string, request: { headers: Headers }) => failures.isBlocked(pairKey(email, request)),
  recordFailure: (email: string, request: { headers: Headers }) => failures.fail(pairKey(email, request)),
  recordSuccess: (email: string, request: { headers: Headers }) => failures.clear(pairKey(email, request)),
}
