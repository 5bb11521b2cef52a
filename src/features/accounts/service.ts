import 'server-only'
import {
  AuthenticationError,
  LockedAuth,
  ValidationError,
  createLocalReq,
  logoutOperation,
  type Payload,
} from 'payload'
import { ApiError } from '@/lib/api'
import type { User } from '@/payload-types'
import { runAfterResponse } from '@/cms/auth/background'
import type { Caller } from '@/cms/auth/caller'
import { EmailNotConfirmedError } from '@/cms/auth/errors'
import { sendAccountMail, siteLink, takeMailAllowance, type MailAllowance } from '@/cms/auth/mailer'
import { verificationMail } from '@/cms/auth/mail-templates'
import { notifyExistingAccount } from '@/cms/auth/password-reset'
import { withAccountLock } from '@/cms/auth/account-lock'
import { loginThrottle } from '@/cms/auth/login-throttle'
import { MSG } from '@/cms/auth/messages'
import { findStoredUser, updateStoredUser, type StoredUser } from '@/cms/auth/stored-user'
import { confirmEmailChange } from '@/cms/auth/email-change'
import { VERIFICATION_TOKEN_TTL_MS, createOneTimeToken, hashToken, sentRecently } from '@/cms/auth/tokens'
import { normalizeEmail } from '@/cms/auth/validation'
import { redactedError } from '@/cms/auth/redact'
import { createdByConfirmation } from '@/cms/enquiries/guest-link'
import { passwordMatches, spendPasswordCheckTime } from './password'
import { serializeAccountUser, type AccountUserDTO } from './serialize'

/**
 * What the /api/auth routes do. Each function takes the Payload instance and throws ApiError with
 * the Chinese message for every expected failure. Asking for a reset link lives in
 * cms/auth/password-reset.ts, as the users collection's own endpoint needs it too.
 */

export type SessionResult = { access_token: string | null; expires_at: string | null; user: AccountUserDTO }

function isError(error: unknown, type: abstract new (...args: never[]) => Error, name: string): boolean {
  return error instanceof type || (error instanceof Error && error.name === name)
}

/**
 * A fresh verification link, mailed. When the address had its share of verification mails
 * (cms/auth/mailer.ts) nothing is stored or sent, so the link mailed last still works.
 */
async function issueVerification(payload: Payload, user: Pick<User, 'id' | 'email' | 'full_name'>): Promise<void> {
  const allowance = await takeMailAllowance('verify-email', user.email)
  if (!allowance) return
  await sendVerificationMail(payload, user, await storeVerificationToken(payload, user), allowance)
}

/** Stores a new verification token's hash and returns the link that carries the token. */
async function storeVerificationToken(payload: Payload, user: Pick<User, 'id' | 'email'>): Promise<string> {
  const { token, hash } = createOneTimeToken()
  await updateStoredUser(payload, user, {
    email_verification_hash: hash,
    email_verification_expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
  })
  return siteLink('/verify-email', token)
}

async function sendVerificationMail(
  payload: Payload,
  user: Pick<User, 'email' | 'full_name'>,
  link: string,
  allowance?: MailAllowance,
): Promise<void> {
  await sendAccountMail(
    payload,
    'verify-email',
    user.email,
    verificationMail({ name: user.full_name ?? '', link, validHours: VERIFICATION_TOKEN_TTL_MS / 3_600_000 }),
    undefined,
    allowance,
  )
}

/** The answer to every well-formed registration, whether or not the address was already registered. */
export type RegisterResult = { access_token: null; expires_at: null; email: string }

/**
 * Registers a member. The answer never tells whether the address was free: a new address gets an
 * account and a verification mail, a registered one the same answer (after the same hashing time)
 * and a mail to its owner with a sign-in and reset link. So registration never signs in; the page
 * goes on to /login as the spec says.
 */
export async function registerMember(
  payload: Payload,
  input: { email: string; password: string; full_name: string },
): Promise<RegisterResult> {
  const answer: RegisterResult = { access_token: null, expires_at: null, email: input.email }
  if (await findStoredUser(payload, { email: { equals: input.email } })) {
    await spendPasswordCheckTime(input.password)
    notifyExistingAccount(payload, input.email)
    return answer
  }
  let created: User
  try {
    created = await payload.create({
      collection: 'users',
      data: {
        email: input.email,
        password: input.password,
        full_name: input.full_name,
        phone: null,
        roles: ['member'],
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  } catch (error) {
    if (isError(error, ValidationError, 'ValidationError')) {
      const problems = (error as ValidationError).data?.errors ?? []
      // Registered a moment ago by a concurrent request: the same answer as above.
      if (problems.some((problem) => problem.path === 'email')) {
        notifyExistingAccount(payload, input.email)
        return answer
      }
      throw new ApiError(400, problems[0]?.message ?? MSG.registerFailed)
    }
    throw error
  }
  const verificationLink = await storeVerificationToken(payload, created)
  runAfterResponse(payload, 'verification mail', () => sendVerificationMail(payload, created, verificationLink))
  return answer
}

export async function signIn(
  payload: Payload,
  input: { email: string; password: string },
  request: { headers: Headers },
): Promise<SessionResult> {
  if (await loginThrottle.isLocked(input.email, request)) throw new ApiError(423, MSG.accountLocked)
  if (!(await findStoredUser(payload, { email: { equals: input.email } }))) {
    await spendPasswordCheckTime(input.password)
    await loginThrottle.recordFailure(input.email, request)
    throw new ApiError(401, MSG.invalidCredentials)
  }
  try {
    const result = await payload.login({ collection: 'users', data: { email: input.email, password: input.password } })
    if (!result.token || !result.user) throw new ApiError(401, MSG.invalidCredentials)
    await loginThrottle.recordSuccess(input.email, request)
    return {
      access_token: result.token,
      expires_at: result.exp ? new Date(result.exp * 1000).toISOString() : null,
      user: serializeAccountUser(result.user),
    }
  } catch (error) {
    if (isError(error, LockedAuth, 'LockedAuth')) throw new ApiError(423, MSG.accountLocked)
    if (isError(error, AuthenticationError, 'AuthenticationError')) {
      await loginThrottle.recordFailure(input.email, request)
      throw new ApiError(401, MSG.invalidCredentials)
    }
    if (isError(error, EmailNotConfirmedError, 'EmailNotConfirmedError')) throw new ApiError(403, MSG.emailNotConfirmed)
    throw error
  }
}

/** Ends the token's session on the server: the same token is refused afterwards. */
export async function signOut(payload: Payload, user: Caller): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await withAccountLock(user.email, () => logoutOperation({ collection: payload.collections.users, req }))
}

export async function updateProfile(
  payload: Payload,
  user: Caller,
  input: { full_name: string; phone: string | null },
): Promise<AccountUserDTO> {
  const updated = await withAccountLock(user.email, () =>
    payload.update({
      collection: 'users',
      id: user.id,
      data: { full_name: input.full_name, phone: input.phone },
      overrideAccess: true,
      context: { disableRevalidate: true },
    }),
  )
  return serializeAccountUser(updated)
}

/** Keeps the session the change is made from and ends every other one. */
export async function changePassword(
  payload: Payload,
  user: Caller,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const stored = await findStoredUser(payload, { id: { equals: user.id } })
  if (!stored || !(await passwordMatches(stored, input.current_password)))
    throw new ApiError(400, MSG.currentPasswordWrong)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: input.new_password },
    user: { ...user, collection: 'users' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** The account a reset token is for, while the token is unused and unexpired. */
export async function resetTokenAccount(payload: Payload, token: string): Promise<StoredUser> {
  const account = await findStoredUser(payload, {
    and: [
      { password_reset_hash: { equals: hashToken(token) } },
      { password_reset_expires_at: { greater_than: new Date().toISOString() } },
    ],
  })
  if (!account) throw new ApiError(400, MSG.resetLinkExpired)
  return account
}

/** Single use: the token is cleared before the password changes. Every session of the account ends. */
export async function resetPassword(
  payload: Payload,
  input: { reset_token: string; new_password: string },
  request: { headers: Headers },
): Promise<void> {
  const account = await resetTokenAccount(payload, input.reset_token)
  await payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { password_reset_hash: null, password_reset_expires_at: null },
    returning: false,
  })
  await payload.update({
    collection: 'users',
    id: account.id,
    data: { password: input.new_password },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // Whoever proved they own the mailbox may sign in again at once from where they reset it.
  await loginThrottle.recordSuccess(account.email, request)
}

/**
 * Confirms a registration's address, or makes a changed address the account's (cms/auth/email-change.ts).
 * Either way the account now owns the address, so the enquiries sent from it as a guest become its own.
 */
export async function verifyEmail(payload: Payload, token: string): Promise<AccountUserDTO> {
  if (!token) throw new ApiError(400, MSG.verifyLinkInvalid)
  const changed = await confirmEmailChange(payload, token)
  if (changed) {
    await claimGuestEnquiries(payload, changed)
    return serializeAccountUser(changed)
  }
  const account = await findStoredUser(payload, {
    and: [
      { email_verification_hash: { equals: hashToken(token) } },
      { email_verification_expires_at: { greater_than: new Date().toISOString() } },
    ],
  })
  if (!account) throw new ApiError(400, MSG.verifyLinkInvalid)
  const confirmed = { email_confirmed_at: account.email_confirmed_at ?? new Date().toISOString() }
  await updateStoredUser(payload, account, {
    ...confirmed,
    email_verification_hash: null,
    email_verification_expires_at: null,
  })
  await claimGuestEnquiries(payload, account)
  return serializeAccountUser({ ...account, ...confirmed })
}

/**
 * Gives a member the enquiries sent from `email` while nobody was signed in (我的咨询 lists
 * enquiries by member), once the account has proven it owns that address: call it only after a
 * verification or e-mail change link was used, never for an address merely typed in. Enquiries
 * already some account's are left to it. The address matches in any case and spacing: the consult
 * form stored it as typed before submitEnquiry lowercased it. Payload's `like` (ILIKE on
 * PostgreSQL, LIKE on SQLite; both ignore the case of ASCII, the only letters an address may have)
 * finds the rows that contain it, and only an exact match is kept. Only enquiries created by the
 * account's stored `email_confirmed_at` are taken, and none for an account without one: 我的咨询
 * shows those without their content (a stranger may have typed this address). Returns how many
 * were linked.
 *
 * It lives here, not in features/contact, because features do not import each other (eslint).
 */
export async function linkGuestEnquiries(payload: Payload, memberId: number, email: string): Promise<number> {
  const address = normalizeEmail(email)
  if (!address) return 0
  // Only what was sent by the moment the address was verified (as stored); each is marked with the
  // time it was linked, and 我的咨询 shows it without its content (cms/enquiries/guest-link.ts).
  const account = await payload.findByID({
    collection: 'users',
    id: memberId,
    select: { email_confirmed_at: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!account?.email_confirmed_at) return 0
  const unclaimed = { member: { exists: false } } as const
  const candidates = await payload.find({
    collection: 'enquiries',
    where: { and: [unclaimed, { email: { like: address } }, createdByConfirmation(account.email_confirmed_at)] },
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = candidates.docs
    .filter((doc) => typeof doc.email === 'string' && normalizeEmail(doc.email) === address)
    .map((doc) => doc.id)
  if (ids.length === 0) return 0
  // `unclaimed` again: an enquiry linked meanwhile stays with its member.
  const linked = await payload.update({
    collection: 'enquiries',
    where: { and: [{ id: { in: ids } }, unclaimed] },
    data: { member: memberId, linked_at: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  if (linked.errors.length > 0) throw new Error(`${linked.errors.length} enquiries could not be linked`)
  return linked.docs.length
}

/**
 * Links after the address is confirmed, so a failure here cannot undo a verification already
 * stored (its link is spent): it is logged, and the confirmation answers as usual.
 */
async function claimGuestEnquiries(payload: Payload, account: Pick<User, 'id' | 'email'>): Promise<void> {
  try {
    await linkGuestEnquiries(payload, account.id, account.email)
  } catch (error) {
    payload.logger.error({ err: redactedError(error) }, '[auth] linking guest enquiries failed')
  }
}

/**
 * Another verification mail for someone who cannot sign in yet (REQUIRE_EMAIL_VERIFICATION=true
 * refuses the sign-in of an unverified account): asked with the address only, answered the same
 * whatever the address is, with the lookup and the mail after the response (like 忘记密码).
 */
export function resendVerificationTo(payload: Payload, email: string): void {
  runAfterResponse(payload, 'verification mail (resend)', async () => {
    const stored = await findStoredUser(payload, { email: { equals: email } })
    if (!stored || stored.email_confirmed_at) return
    if (sentRecently(stored.email_verification_expires_at, VERIFICATION_TOKEN_TTL_MS)) return
    await issueVerification(payload, stored)
  })
}

export async function resendVerification(payload: Payload, user: Caller): Promise<void> {
  const stored = await findStoredUser(payload, { id: { equals: user.id } })
  if (!stored) throw new ApiError(401, MSG.sessionExpired)
  if (stored.email_confirmed_at) throw new ApiError(400, MSG.alreadyVerified)
  if (sentRecently(stored.email_verification_expires_at, VERIFICATION_TOKEN_TTL_MS))
    throw new ApiError(429, MSG.mailThrottled)
  await issueVerification(payload, stored)
}
