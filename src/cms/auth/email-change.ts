import type { CollectionAfterChangeHook, Endpoint, Payload, PayloadRequest } from 'payload'
import { ApiError } from '@/lib/api'
import { runAfterResponse } from './background'
import { sendAccountMail, siteLink, type MailAllowance } from './mailer'
import { BRAND, escapeHtml, paragraphMailHtml, type MailContent } from './mail-templates'
import { findStoredUser, updateStoredUser, type StoredUser } from './stored-user'
import { VERIFICATION_TOKEN_TTL_MS, createOneTimeToken, hashToken } from './tokens'

/**
 * A new e-mail address of one's own takes effect only once it is verified. The request (checked
 * by current-password.ts) stores the address in `pending_email` with the SHA-256 of a one-time
 * token, and mails the token as a /verify-email link to the new address; the account's e-mail,
 * and so its sign-in, stays the old one until that link is used (`confirmEmailChange`, called by
 * POST /api/auth/verify-email). A later request replaces the pending address and its link.
 */

/** Texts of the e-mail change (beyond the spec). */
export const EMAIL_CHANGE_MSG = {
  emailTaken: '该邮箱已被其他账号使用',
  tooManyMails: '发往该邮箱的验证邮件过多，请稍后再试',
  verifyLinkInvalid: '验证链接无效或已过期',
} as const

const MAILS_KEY = 'pendingEmailMails'

type PendingMail = { to: string; name: string; link: string; allowance: MailAllowance }

/** Columns cleared once the pending address is used, dropped or replaced. */
const NO_PENDING_EMAIL = { pending_email: null, pending_email_hash: null, pending_email_expires_at: null }

/**
 * The columns that put `newEmail` on hold for account `id`; the mail to it goes out after the write
 * (`mailPendingEmailLinks`, an afterChange hook of the users collection) with `allowance`, taken
 * from the recipient's mail budget (mailer.ts) before anything is stored.
 */
export function askForEmailChange(
  req: PayloadRequest,
  account: { id: unknown; name: unknown; newEmail: string; allowance: MailAllowance },
): Record<string, string> {
  const { token, hash } = createOneTimeToken()
  const mails = (req.context[MAILS_KEY] ??= new Map<string, PendingMail>()) as Map<string, PendingMail>
  mails.set(String(account.id), {
    to: account.newEmail,
    name: typeof account.name === 'string' ? account.name : '',
    link: siteLink('/verify-email', token),
    allowance: account.allowance,
  })
  return {
    pending_email: account.newEmail,
    pending_email_hash: hash,
    pending_email_expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
  }
}

export const mailPendingEmailLinks: CollectionAfterChangeHook = ({ doc, req }) => {
  const mails = req.context[MAILS_KEY] as Map<string, PendingMail> | undefined
  const mail = mails?.get(String(doc.id))
  if (mail) {
    mails!.delete(String(doc.id))
    runAfterResponse(req.payload, 'e-mail change mail', async () => {
      const content = emailChangeMail({ name: mail.name, link: mail.link })
      await sendAccountMail(req.payload, 'verify-email', mail.to, content, undefined, mail.allowance)
    })
  }
  return doc
}

const NO_MAILED_LINKS = {
  password_reset_hash: null,
  password_reset_expires_at: null,
  email_verification_hash: null,
  email_verification_expires_at: null,
}

/**
 * Uses an e-mail change link: the account's e-mail becomes the pending one (now verified), once.
 * Null when the token is no unexpired change link (it may be a registration link).
 */
export async function confirmEmailChange(payload: Payload, token: string): Promise<StoredUser | null> {
  const account = await findStoredUser(payload, {
    and: [
      { pending_email_hash: { equals: hashToken(token) } },
      { pending_email_expires_at: { greater_than: new Date().toISOString() } },
    ],
  })
  const newEmail = account?.pending_email
  if (!account || !newEmail) return null
  const taken = async () => {
    const holder = await findStoredUser(payload, { email: { equals: newEmail } })
    return Boolean(holder && holder.id !== account.id)
  }
  const refuse = async (): Promise<never> => {
    await updateStoredUser(payload, account, NO_PENDING_EMAIL)
    throw new ApiError(400, EMAIL_CHANGE_MSG.emailTaken)
  }
  // Taken by another account since it was asked for (registered meanwhile, or changed to).
  if (await taken()) return refuse()
  const emailConfirmedAt = new Date().toISOString()
  try {
    await updateStoredUser(payload, account, {
      email: newEmail,
      email_confirmed_at: emailConfirmedAt,
      ...NO_PENDING_EMAIL,
      // Links already mailed to the old address (a reset, a verification) stop working with it.
      ...NO_MAILED_LINKS,
    })
  } catch (error) {
    if (await taken()) return refuse()
    throw error
  }
  return { ...account, email: newEmail, email_confirmed_at: emailConfirmedAt, ...NO_PENDING_EMAIL }
}

/**
 * Replaces Payload's `POST /cms-api/users/verify/:token`. Payload's own verification (auth.verify)
 * is off here: links go to the site's /verify-email. Its endpoint looked the token up in a column
 * that does not exist and answered 500, logging a stack, to any visitor.
 */
export const payloadVerifyEndpoint: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: () =>
    Response.json(
      { errors: [{ message: EMAIL_CHANGE_MSG.verifyLinkInvalid }] },
      { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
    ),
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeMail({ name, link }: { name: string; link: string }): MailContent {
  const hours = VERIFICATION_TOKEN_TTL_MS / 3_600_000
  const subject = `请确认您的新邮箱地址 · ${BRAND}`
  const greeting = name.trim() ? `${name.trim()}，您好：` : '您好：'
  const intro = `您申请将${BRAND}账号的登录邮箱更改为此地址。请点击下面的链接确认，确认后新邮箱才会生效；在此之前请继续使用原邮箱登录。`
  const validity = `该链接 ${hours} 小时内有效，只能使用一次。如果这不是您本人的操作，请忽略此邮件，账号的邮箱不会改变。`
  const text = [greeting, '', intro, link, '', validity, '', `—— ${BRAND}（系统邮件，请勿回复）`].join('\n')
  const html = paragraphMailHtml(
    '确认您的新邮箱地址',
    [escapeHtml(greeting), escapeHtml(intro)],
    { label: '确认新邮箱', href: link },
    [escapeHtml(validity)],
  )
  return { subject, text, html }
}
