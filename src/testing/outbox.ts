import fs from 'node:fs'
import path from 'node:path'
import { parseEml, type ParsedMail } from '@/cms/admin/eml'
import { env } from '@/lib/env'

/** The mails written to the outbox (no SMTP in tests) to `address`, oldest first. */
export function outboxMailsTo(address: string): ParsedMail[] {
  if (!fs.existsSync(env.outboxDir)) return []
  return fs
    .readdirSync(env.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseEml(fs.readFileSync(path.join(env.outboxDir, file), 'utf8')))
    .filter((mail) => mail.to.includes(address))
}
