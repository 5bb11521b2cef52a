import { z } from 'zod'
import type { Payload } from 'payload'
import { runAfterResponse } from './background'
import { resetPasswordMail } from './mail-templates'
import { sendAccountMail, siteLink } from './mailer'
import { malformed, ruled, text } from './schema-rules'
import { findStoredUser } from './stored-user'
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
    const account = await findStoredUser(payload, { email: { equals: email } })
    if (!account || sentRecently(account.password_reset_expires_at, RESET_TOKEN_TTL_MS)) return
    const { token, hash } = createOneTimeToken()
    await payload.db.updateOne({
      collection: 'users',
      id: account.id,
      data: {
        password_reset_hash: hash,
        password_reset_expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
      },
      returning: false,
    })
    const link = siteLink('/reset-password', token)
    await sendAccountMail(
      payload,
      'reset-password',
      account.email,
      resetPasswordMail({ name: account.full_name ?? '', link, validMinutes: RESET_TOKEN_TTL_MS / 60_000 }),
    )
  })
}
