import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import { ApiError } from '@/lib/api'
import { hashingSlots } from '@/lib/hashing-slots'
import { enforceRateLimit, failureCounter } from '@/lib/rate-limit'
import { publicApiError } from '@/cms/errors'
import { takeMailAllowance } from './mailer'
import { passwordMatches } from './password-check'
import { findStoredUser } from './stored-user'
import { MSG } from './messages'
import { isValidEmail, normalizeEmail } from './validation'
import { EMAIL_CHANGE_MSG, askForEmailChange, type EmailChangeRequester } from './email-change'

/**
 * Re-authentication for sensitive changes of one's own account through Payload's REST API
 * (`PATCH /cms-api/users/:id`, which the admin's 账户 page uses too): a new password or e-mail needs
 * the current password, sent as `current_password` (a virtual field of the users collection, never
 * stored). A new e-mail is not written: it waits in `pending_email` until the link mailed to it is
 * used (email-change.ts). An administrator editing *another* account needs no password, but a new
 * e-mail they give waits for its link all the same: an address nobody has shown to be theirs never
 * becomes an account's (verified) sign-in. The Local API (the /api/auth routes, which check the
 * password themselves; reset links; scripts) is left alone.
 */
export const CURRENT_PASSWORD_FIELD = 'current_password'

/** Per-client-address budget of such changes (each costs a password hash): the member API's change-password budget. */
const REAUTH_LIMIT = { points: 10, durationSeconds: 15 * 60 }

/**
 * Wrong current passwords per account, from any address: a stolen session spreading its guesses
 * over many addresses is stopped after 5 in 15 minutes.
 */
const wrongCurrentPasswords = failureCounter('cms-reauth-account', { points: 5, durationSeconds: 15 * 60 })

type UserData = Record<string, unknown> & { email?: unknown; password?: unknown }

function fieldError(path: string, message: string): ValidationError {
  return new ValidationError({ collection: 'users', errors: [{ message, path }] })
}

function isOwnAccount(req: PayloadRequest, id: unknown): boolean {
  const user = req.user as { id?: unknown; collection?: string } | null | undefined
  return Boolean(user && user.collection === 'users' && id !== undefined && String(user.id) === String(id))
}

export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const fields = data as UserData
  const currentPassword = fields[CURRENT_PASSWORD_FIELD]
  delete fields[CURRENT_PASSWORD_FIELD]
  if (operation !== 'update' || req.payloadAPI === 'local' || !originalDoc) return data

  const oldEmail = String(originalDoc.email ?? '')
  const newEmail = typeof fields.email === 'string' ? normalizeEmail(fields.email) : null
  const changesEmail = newEmail !== null && newEmail !== normalizeEmail(oldEmail)
  const changesPassword = typeof fields.password === 'string' && fields.password !== ''
  // The same address in another case or with spaces is no change: keep the stored one.
  if (newEmail !== null && !changesEmail) fields.email = oldEmail
  if (changesEmail && !isValidEmail(newEmail)) throw fieldError('email', MSG.invalidEmail)

  // Another account (only administrators may update one): no password of theirs, but a new e-mail
  // waits for the link mailed to it, as one's own does.
  if (!isOwnAccount(req, originalDoc.id)) {
    if (changesEmail) await holdNewEmail(req, originalDoc, fields, newEmail, 'admin')
    return data
  }
  if (!changesEmail && !changesPassword) return data

  try {
    await enforceRateLimit({ headers: req.headers }, 'cms-reauth', REAUTH_LIMIT)
  } catch (error) {
    if (error instanceof ApiError) throw publicApiError(error.message, error.status)
    throw error
  }
  if (typeof currentPassword !== 'string' || !currentPassword)
    throw fieldError(CURRENT_PASSWORD_FIELD, MSG.currentPasswordRequired)
  const account = String(originalDoc.id)
  if (await wrongCurrentPasswords.isBlocked(account)) throw publicApiError(MSG.tooManyPasswordChecks, 429)
  const stored = await findStoredUser(req.payload, { id: { equals: originalDoc.id } })
  const matches = stored ? await hashingSlots.run(() => passwordMatches(stored, currentPassword)) : false
  if (!matches) {
    await wrongCurrentPasswords.fail(account)
    throw fieldError(CURRENT_PASSWORD_FIELD, MSG.currentPasswordWrong)
  }
  await wrongCurrentPasswords.clear(account)

  if (changesEmail) await holdNewEmail(req, originalDoc, fields, newEmail, 'owner')
  return data
}

/** Keeps the stored e-mail and puts `newEmail` in `pending_email`, its link mailed after the write. */
async function holdNewEmail(
  req: PayloadRequest,
  originalDoc: Record<string, unknown>,
  fields: UserData,
  newEmail: string,
  requestedBy: EmailChangeRequester,
): Promise<void> {
  const holder = await findStoredUser(req.payload, { email: { equals: newEmail } })
  if (holder && String(holder.id) !== String(originalDoc.id)) throw fieldError('email', EMAIL_CHANGE_MSG.emailTaken)
  // Nothing is stored when the new address may get no more mail for now (mailer.ts).
  const allowance = await takeMailAllowance('verify-email', newEmail)
  if (!allowance) throw fieldError('email', EMAIL_CHANGE_MSG.tooManyMails)
  fields.email = String(originalDoc.email ?? '')
  Object.assign(
    fields,
    askForEmailChange(req, { id: originalDoc.id, name: originalDoc.full_name, newEmail, allowance, requestedBy }),
  )
}
