import type { CollectionAfterChangeHook, Endpoint, Payload, PayloadRequest } from 'payload'
import { ApiError } from '@/lib/api'
import { runAfterResponse } from './background'
import { sendAccountMail, siteLink, takeNoticeAllowance, type MailAllowance } from './mailer'
import { BRAND, escapeHtml, paragraphMailHtml, type MailContent } from './mail-templates'
import { findStoredUser, updateStoredUser, type StoredUser } from './stored-user'
import { VERIFICATION_TOKEN_TTL_MS, createOneTimeToken, hashToken } from './tokens'

/**
 * A new e-mail address takes effect only once it is verified, whoever asks for it through the REST
 * API: the account's owner (with the current password) or an administrator editing another account
 * (current-password.ts). The request stores the address in `pending_email` with the SHA-256 of a
 * one-time token, and mails the token as a /verify-email link to the new address; the account's
 * e-mail, and so its sign-in, stays the old one until that link is used (`confirmEmailChange`,
 * called by POST /api/auth/verify-email). A later request replaces the pending address and its link.
 * Once the link is used, every session of the account ends and the old address is told.
 */

/** Texts of the e-mail change (beyond the spec). */
export const EMAIL_CHANGE_MSG = {
  emailTaken: '该邮箱已被其他账号使用',
  tooManyMails: '发往该邮箱的验证邮件过多，请稍后再试',
  verifyLinkInvalid: '验证链接无效或已过期',
} as const

const MAILS_KEY = 'pendingEmailMails'

/** Who asked for the change: the account's owner, or an administrator for them. */
export type EmailChangeRequester = 'owner' | 'admin'

type PendingMail = {
  to: string
  name: string
  link: string
  allowance: MailAllowance
  requestedBy: EmailChangeRequester
}

/** Columns cleared once the pending address is used, dropped or replaced. */
const NO_PENDING_EMAIL = { pending_email: null, pending_email_hash: null, pending_email_expires_at: null }

/**
 * The columns that put `newEmail` on hold for account `id`; the mail to it goes out after the write
 * (`mailPendingEmailLinks`, an afterChange hook of the users collection) with `allowance`, taken
 * from the recipient's mail budget (mailer.ts) before anything is stored.
 */
export function askForEmailChange(
  req: PayloadRequest,
  account: {
    id: unknown
    name: unknown
    newEmail: string
    allowance: MailAllowance
    requestedBy: EmailChangeRequester
  },
): Record<string, string> {
  const { token, hash } = createOneTimeToken()
  const mails = (req.context[MAILS_KEY] ??= new Map<string, PendingMail>()) as Map<string, PendingMail>
  mails.set(String(account.id), {
    to: account.newEmail,
    name: typeof account.name === 'string' ? account.name : '',
    link: siteLink('/verify-email', token),
    allowance: account.allowance,
    requestedBy: account.requestedBy,
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
      const content = emailChangeMail({ name: mail.name, link: mail.link, requestedBy: mail.requestedBy })
      await sendAccountMail(req.payload, 'verify-email', mail.to, content, undefined, mail.allowance)
    })
  }
  return doc
}

/** Every session of the account: each token signed for one of them is refused from now on. */
const NO_SESSIONS = { sessions: [] }

const NO_MAILED_LINKS = {
  password_reset_hash: null,
  password_reset_expires_at: null,
  email_verification_hash: null,
  email_verification_expires_at: null,
}

/**
 * Uses an e-mail change link: the account's e-mail becomes the pending one (now verified), once.
 * Null when the token is no unexpired change link (it may be a registration link).
 *
 * In the same write every session of the account ends (staff and members alike: Payload keeps
 * them in the row's `sessions`, and a token whose session is gone is refused). The link is used
 * without a session, like a reset link, so none is kept: the owner signs in again with the new
 * address, and whoever held a session of the account under the old one is out. After the write the
 * old address is told (`emailChangedNoticeMail`), within its share of account mails (mailer.ts).
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
      ...NO_SESSIONS,
    })
  } catch (error) {
    if (await taken()) return refuse()
    throw error
  }
  tellOldAddress(payload, {
    oldEmail: account.email,
    newEmail,
    name: account.full_name ?? '',
    changedAt: emailConfirmedAt,
  })
  return { ...account, email: newEmail, email_confirmed_at: emailConfirmedAt, ...NO_PENDING_EMAIL, ...NO_SESSIONS }
}

/**
 * After the response: the notice to the address the account used until now. Of the outbox's kinds
 * it is a 验证邮箱 mail, within that address's share of them (mailer.ts `takeNoticeAllowance`: not
 * held to the mailbox's total, which others could use up to silence it).
 */
function tellOldAddress(
  payload: Payload,
  change: { oldEmail: string; newEmail: string; name: string; changedAt: string },
): void {
  runAfterResponse(payload, 'e-mail change notice', async () => {
    const allowance = await takeNoticeAllowance('verify-email', change.oldEmail)
    if (!allowance) return
    const content = emailChangedNoticeMail({
      name: change.name,
      newEmail: change.newEmail,
      changedAt: change.changedAt,
    })
    await sendAccountMail(payload, 'verify-email', change.oldEmail, content, undefined, allowance)
  })
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
export function emailChangeMail({
  name,
  link,
  requestedBy = 'owner',
}: {
  name: string
  link: string
  requestedBy?: EmailChangeRequester
}): MailContent {
  const hours = VERIFICATION_TOKEN_TTL_MS / 3_600_000
  const subject = `请确认您的新邮箱地址 · ${BRAND}`
  const greeting = name.trim() ? `${name.trim()}，您好：` : '您好：'
  const asked =
    requestedBy === 'admin'
      ? `${BRAND}的管理员已将您账号的登录邮箱更改为此地址。`
      : `您申请将${BRAND}账号的登录邮箱更改为此地址。`
  const intro = `${asked}请点击下面的链接确认，确认后新邮箱才会生效；在此之前请继续使用原邮箱登录。`
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

/** `zhang@example.com` → `z***@example.com`: enough for the owner to know it, little for anyone else. */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${address.slice(0, 1)}***${address.slice(at)}`
}

const BEIJING_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * To the old address, once a change is confirmed: what changed and when, that every sign-in ended,
 * and whom to tell if it was not the owner. No link: nothing in it undoes or confirms anything.
 */
export function emailChangedNoticeMail({
  name,
  newEmail,
  changedAt,
}: {
  name: string
  newEmail: string
  changedAt: string
}): MailContent {
  const subject = `您的登录邮箱已更改 · ${BRAND}`
  const greeting = name.trim() ? `${name.trim()}，您好：` : '您好：'
  const when = `${BEIJING_TIME.format(new Date(changedAt))}（北京时间）`
  const intro = `您在${BRAND}的账号登录邮箱已于 ${when} 由本地址更改为 ${maskedEmail(newEmail)}。此后请使用新邮箱登录；该账号在所有设备上的登录均已退出。`
  const warning = '如非本人操作，请联系我们。'
  const text = [greeting, '', intro, '', warning, '', `—— ${BRAND}（系统邮件，请勿回复）`].join('\n')
  const html = paragraphMailHtml('您的登录邮箱已更改', [escapeHtml(greeting), escapeHtml(intro)], null, [
    `<strong>${escapeHtml(warning)}</strong>`,
  ])
  return { subject, text, html }
}
