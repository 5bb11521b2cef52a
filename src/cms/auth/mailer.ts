import path from 'node:path'
import { deliverMail } from '@/lib/mail'
import { env } from '@/lib/env'
import type { Payload } from 'payload'
import type { MailContent } from './mail-templates'

export type AccountMailKind =
  'verify-email' | 'reset-password' | 'enquiry-notice' | 'newsletter-confirm' | 'newsletter-issue'

/**
 * Sends one account e-mail (SMTP, or an .eml file in the outbox folder) and records it in the
 * admin's 发件箱. The record keeps recipient, subject and file name only: the link inside the
 * mail is read from the file when an administrator opens the record, so no usable token is
 * stored in the database.
 */
export async function sendAccountMail(
  payload: Payload,
  kind: AccountMailKind,
  to: string,
  content: MailContent,
  headers?: Record<string, string>,
): Promise<void> {
  const { outboxFile } = await deliverMail({
    to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    textEncoding: 'quoted-printable',
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
