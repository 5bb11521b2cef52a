import { z } from 'zod'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { runAfterResponse } from './background'
import { accountExistsMail, resetPasswordMail } from './mail-templates'
import { sendAccountMail, siteLink, takeMailAllowance } from './mailer'
import { malformed, ruled, text } from './schema-rules'
import { findStoredUser, updateStoredUser } from './stored-user'
import { RESET_TOKEN_TTL_MS, createOneTimeToken, sentRecently } from './tokens'
import { normalizeEmail, validateForgotPassword } from './validation'

/**
 * Asking for a password reset, shared by /api/auth/forgot-password and the users collection's own
 * endpoint (the admin's 忘记密码 page): one hashed, single-use link to the site's /reset-password.
 */

export const forgotPasswordBody = ruled(
  z.object({ email: text('注册时使用的邮箱地址') }, { error: malformed }),
  (body) => validateForgotPassword(body),
)
  .transform((body) => ({ email: normalizeEmail(body.email) }))
  .meta({ id: 'ForgotPasswordRequest', title: '申请重置密码' })

/**
 * Answers nothing about the address: the lookup and the mail happen after the response, so a
 * registered and an unknown address look the same in content and timing.
 */
export function requestPasswordReset(payload: Payload, email: string): void {
  runAfterResponse(payload, 'password reset mail', async () => {
    const issued = await issueResetLink(payload, email)
    if (!issued) return
    await sendAccountMail(
      payload,
      'reset-password',
      issued.account.email,
      resetPasswordMail({
        name: issued.account.full_name ?? '',
        link: issued.link,
        validMinutes: RESET_TOKEN_TTL_MS / 60_000,
      }),
      undefined,
      issued.allowance,
    )
  })
}

/**
 * Stores a new reset token's hash for the account at `email` and returns the link carrying it,
 * with the leave to mail it; null when there is no such account, a link was issued within the
 * resend interval (tokens.ts), or the address had its share of reset mails (mailer.ts). Then the
 * stored link stays as it was: the last one mailed still works.
 */
async function issueResetLink(payload: Payload, email: string) {
  const account = await findStoredUser(payload, { email: { equals: email } })
  if (!account || sentRecently(account.password_reset_expires_at, RESET_TOKEN_TTL_MS)) return null
  const allowance = await takeMailAllowance('reset-password', account.email)
  if (!allowance) return null
  const { token, hash } = createOneTimeToken()
  await updateStoredUser(payload, account, {
    password_reset_hash: hash,
    password_reset_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
  })
  return { account, link: siteLink('/reset-password', token), allowance }
}

/**
 * Someone registered with an address that already has an account: its owner is told by mail
 * (with a sign-in link and a fresh reset link), and the registration is answered as a new one, so
 * the answer never confirms that the address exists. At most one such mail per reset-link lifetime.
 */
export function notifyExistingAccount(payload: Payload, email: string): void {
  runAfterResponse(payload, 'account exists mail', async () => {
    const issued = await issueResetLink(payload, email)
    if (!issued) return
    // The outbox's kind stays 重置密码: the mail carries a reset link (and no new kind means no schema change).
    await sendAccountMail(
      payload,
      'reset-password',
      issued.account.email,
      accountExistsMail({
        name: issued.account.full_name ?? '',
        loginLink: `${env.siteUrl}/login`,
        resetLink: issued.link,
        validMinutes: RESET_TOKEN_TTL_MS / 60_000,
      }),
      undefined,
      issued.allowance,
    )
  })
}
