import fs from 'node:fs/promises'
import path from 'node:path'
import crypto from 'node:crypto'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env } from './env'
import { recordEvent } from './ops-events.mjs'

/**
 * Mail goes out by SMTP when SMTP_HOST is set. Otherwise every message is written as an .eml
 * file to the outbox folder, so account flows work on a fresh machine with no set-up.
 */
function createTransport() {
  if (env.mail.smtpHost) {
    return nodemailer.createTransport({
      host: env.mail.smtpHost,
      port: env.mail.smtpPort,
      secure: env.mail.smtpPort === 465,
      auth: env.mail.smtpUser ? { user: env.mail.smtpUser, pass: env.mail.smtpPass } : undefined,
    })
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
}

/** Sends `message` (or writes it to the outbox) and counts the outcome (`keyan_mail_total`). */
export async function deliverMail(message: SendEmailOptions): Promise<{ outboxFile?: string }> {
  const transport = env.mail.smtpHost ? 'smtp' : 'outbox'
  try {
    const result = await sendOrWrite(message)
    recordEvent('mail', { result: 'sent', transport })
    return result
  } catch (error) {
    recordEvent('mail', { result: 'failed', transport })
    throw error
  }
}

async function sendOrWrite(message: SendEmailOptions): Promise<{ outboxFile?: string }> {
  const transport = createTransport()
  const info = await transport.sendMail({
    from: { name: env.mail.fromName, address: env.mail.fromAddress },
    ...message,
  } as nodemailer.SendMailOptions)
  if (env.mail.smtpHost) return {}
  const raw = (info as unknown as { message: Buffer }).message
  await fs.mkdir(env.outboxDir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.join(env.outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
  await fs.writeFile(file, raw)
  return { outboxFile: file }
}

export const mailAdapter: EmailAdapter = () => ({
  name: env.mail.smtpHost ? 'smtp' : 'outbox',
  defaultFromAddress: env.mail.fromAddress,
  defaultFromName: env.mail.fromName,
  sendEmail: async (message) => deliverMail(message),
})
