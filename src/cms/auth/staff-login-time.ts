import { AuthenticationError, type CollectionAfterErrorHook, type PayloadRequest } from 'payload'
import { spendPasswordCheckTime } from './password-check'
import { findStoredUser } from './stored-user'
import { normalizeEmail } from './validation'

/**
 * Payload's own sign-in (/cms-api/users/login, the admin's login page) answers an unknown address
 * at once: its login operation throws "wrong e-mail or password" as soon as the lookup finds no
 * account, while a known address with a wrong password first costs a PBKDF2 check (600,000
 * rounds, a few hundred milliseconds). The text and status are the same, the time told the two
 * apart. This hook, on the users collection's errors, spends the same check's time when a REST
 * sign-in failed for an address with no account, before the answer goes out; the member sign-in
 * (/api/auth/login) does the same in features/accounts/service.ts.
 *
 * Both failures pass through here and look the account up once, so they cost the same apart from
 * the check itself. A lockout (423) or a rate limit (429) is no AuthenticationError and is left
 * alone: those answer the same for known and unknown addresses already.
 */
export const evenOutStaffLoginTime: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isRestLoginFailure(error, req)) return
  const data = (req.data ?? {}) as { email?: unknown; password?: unknown }
  const password = typeof data.password === 'string' ? data.password : ''
  const email = typeof data.email === 'string' ? normalizeEmail(data.email) : ''
  const account = email ? await findStoredUser(req.payload, { email: { equals: email } }) : null
  if (!account) await spendPasswordCheckTime(password)
}

function isRestLoginFailure(error: Error, req: PayloadRequest): boolean {
  return (
    // By class, and by name where the class is another copy of Payload's (the name is lost only
    // where the production bundle minifies it, and there the class is the same one).
    (error instanceof AuthenticationError || error.name === 'AuthenticationError') &&
    req.payloadAPI === 'REST' &&
    /\/users\/login\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)
  )
}
