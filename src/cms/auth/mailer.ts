import { createHash } from 'node:crypto'
import path from 'node:path'
import { deliverMail } from '@/lib/mail'
import { env } from '@/lib/env'
import { keyedBudget } from '@/lib/rate-limit'
import type { Payload } from 'payload'
import type { MailContent } from './mail-templates'

export type AccountMailKind =
  | 'verify-email'
  | 'reset-password'
  | 'enquiry-notice'
  | 'enquiry-acknowledgement'
  | 'newsletter-confirm'
  | 'newsletter-issue'
  | 'project-update'

/**
 * The mails anyone can make the site send to an address of their choosing (verification, reset or
 * "this address is registered", newsletter confirmation, the acknowledgement of an enquiry): at
 * most this many of a kind to one recipient, however many client addresses ask. Past it the mail
 * is silently not sent and the request is answered as usual, so the cap tells nothing about the
 * address either.
 */
export const MAILS_PER_RECIPIENT = { points: 2, durationSeconds: 10 * 60 }
const CAPPED_KINDS: ReadonlySet<AccountMailKind> = new Set([
  'verify-email',
  'reset-password',
  'newsletter-confirm',
  'enquiry-acknowledgement',
])
const perRecipient = keyedBudget('mail-recipient', MAILS_PER_RECIPIENT)

/** Leave to send one mail of `kind` to `to`, from takeMailAllowance; used up by sendAccountMail. */
export type MailAllowance = { readonly kind: AccountMailKind; readonly to: string }
const unusedAllowances = new WeakSet<MailAllowance>()

/** Every capped mail to one mailbox, whatever its kind: three kinds do not make six mails. */
export const ACCOUNT_MAILS_PER_MAILBOX = { points: 4, durationSeconds: 10 * 60 }
const perMailbox = keyedBudget('mail-mailbox', ACCOUNT_MAILS_PER_MAILBOX)

const recipient = (address: string) => address.trim().toLowerCase()
/** The mailbox an address delivers to: `name+tag@host` reaches `name@host` at most providers. */
const mailbox = (address: string) => recipient(address).replace(/\+[^@]*@/, '@')
const hashed = (address: string) => createHash('sha256').update(mailbox(address)).digest('hex').slice(0, 32)
const budgetKey = (kind: AccountMailKind, address: string) => `${kind}:${hashed(address)}`

/**
 * Takes one mail of `kind` to `to` from the recipient's budget, null when it is spent. Callers that
 * store a new link before mailing it take the allowance first and store nothing without one, so a
 * refused request never replaces the link the recipient last received.
 */
export async function takeMailAllowance(kind: AccountMailKind, to: string): Promise<MailAllowance | null> {
  if (!(await budgetHasOne(kind, to))) return null
  const allowance: MailAllowance = Object.freeze({ kind, to: recipient(to) })
  unusedAllowances.add(allowance)
  return allowance
}

/**
 * Leave to tell `to` of a change already made to its account (its e-mail changed): within the
 * recipient's share of `kind` like every capped mail, but not held to the mailbox's total across
 * kinds, which mails anyone can have sent to any address (a subscription, an enquiry) could use up
 * to keep the notice from the account's owner. Null when the recipient's share is spent.
 */
export async function takeNoticeAllowance(kind: AccountMailKind, to: string): Promise<MailAllowance | null> {
  if (CAPPED_KINDS.has(kind) && !(await perRecipient.take(budgetKey(kind, to)))) return null
  const allowance: MailAllowance = Object.freeze({ kind, to: recipient(to) })
  unusedAllowances.add(allowance)
  return allowance
}

async function budgetHasOne(kind: AccountMailKind, to: string): Promise<boolean> {
  if (!CAPPED_KINDS.has(kind)) return true
  return (await perRecipient.take(budgetKey(kind, to))) && (await perMailbox.take(hashed(to)))
}

/**
 * Sends one account e-mail (SMTP, or an .eml file in the outbox folder) and records it in the
 * admin's 发件箱. The record keeps recipient, subject and file name only: the link inside the
 * mail is read from the file when an administrator opens the record, so no usable token is
 * stored in the database. The mail's Reply-To (content.replyTo) is a header of that file.
 *
 * A capped kind (MAILS_PER_RECIPIENT) is sent only with an unused `allowance` for this kind and
 * recipient, or when the recipient's budget still has one; otherwise nothing is sent, silently.
 */
export async function sendAccountMail(
  payload: Payload,
  kind: AccountMailKind,
  to: string,
  content: MailContent,
  headers?: Record<string, string>,
  allowance?: MailAllowance | null,
): Promise<void> {
  const allowed =
    allowance && unusedAllowances.has(allowance) && allowance.kind === kind && allowance.to === recipient(to)
  if (allowed) unusedAllowances.delete(allowance)
  else if (!(await budgetHasOne(kind, to))) return
  const { outboxFile } = await deliverMail({
    to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    textEncoding: 'quoted-printable',
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(headers ? { headers } : {}),
  })
  await payload.create({
    collection: 'mail-outbox',
    data: {
      to,
      subject: content.subject,
      kind,
      transport: outboxFile ? 'outbox' : 'smtp',
      eml_file: outboxFile ? path.basename(outboxFile) : null,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Absolute link to a site page, from the configured site address (never the request's Host header). */
export function siteLink(pathname: string, token: string): string {
  return `${env.siteUrl}${pathname}?token=${encodeURIComponent(token)}`
}
