import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { parseEml, type ParsedMail } from '@/cms/admin/eml'
import { MAILS_PER_RECIPIENT } from '@/cms/auth/mailer'
import { env } from '@/lib/env'

/**
 * The mails a new enquiry sends (cms/enquiries/notify.ts), as the consult form's handler creates it
 * (the Local API, as features/contact/enquiries.ts does): the sales desk's notice, which replies to
 * the visitor, and the visitor's acknowledgement. The seed's enquiries (context.quietEnquiry) send
 * neither.
 */

let payload: Payload
const unique = () => crypto.randomBytes(4).toString('hex')
const desk = `desk-${unique()}@example.com`
const ACK_SUBJECT = '我们已收到您的咨询 · 科研学术服务平台'

type OutboxMail = ParsedMail & { replyTo: string | null }

/** The mails the outbox folder holds for `address`, oldest first, with their Reply-To header. */
function mailsTo(address: string): OutboxMail[] {
  if (!fs.existsSync(env.outboxDir)) return []
  return fs
    .readdirSync(env.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(env.outboxDir, file), 'utf8')
      const head = raw.replace(/\r\n/g, '\n').split('\n\n')[0]!
      return { ...parseEml(raw), replyTo: /^Reply-To: *(.+)$/im.exec(head)?.[1]?.trim() ?? null }
    })
    .filter((mail) => mail.to.includes(address))
}

async function outboxRecords(to: string) {
  const found = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: to } },
    overrideAccess: true,
    depth: 0,
  })
  return found.docs
}

async function enquire(data: Record<string, unknown>, context: Record<string, unknown> = {}) {
  const name = `测试客户${unique()}`
  const created = await payload.create({
    collection: 'enquiries',
    data: {
      name,
      phone: '13800138000',
      service: 'Meta分析',
      message: `想了解 Meta 分析的周期和报价，暗号${unique()}`,
      consent: true,
      status: 'new',
      ...data,
    },
    overrideAccess: true,
    depth: 0,
    context,
  })
  await flushBackgroundTasks()
  return created
}

beforeAll(async () => {
  payload = await getPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { enquiry_notify_email: desk },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { enquiry_notify_email: 'sales@keyan.example.com' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('a new enquiry with an e-mail address', () => {
  it('mails the sales desk a notice that replies to the visitor, and the visitor an acknowledgement', async () => {
    const visitor = `visitor-${unique()}@example.com`
    const enquiry = await enquire({ email: visitor })

    const notices = mailsTo(desk).filter((mail) => mail.subject === `新咨询：${enquiry.name}（Meta分析）`)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.replyTo).toBe(visitor)
    expect(notices[0]!.text).toContain(`${env.siteUrl}/admin/collections/enquiries/${enquiry.id}`)
    expect(notices[0]!.text).toContain(`邮箱：${visitor}`)
    expect(notices[0]!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')

    const acks = mailsTo(visitor)
    expect(acks.map((mail) => mail.subject)).toEqual([ACK_SUBJECT])
    const [ack] = acks
    expect(ack!.replyTo).toBeNull()
    expect(ack!.text).toContain('我们已收到您关于“Meta分析”的咨询。学术顾问将在1个工作日内与您联系。')
    // The company's contacts (the seed's active phone), nothing the visitor wrote but the service.
    expect(ack!.text).toContain('咨询热线：400-886-2018')
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toContain(enquiry.name)
      expect(part).not.toContain(enquiry.message.slice(-12))
      expect(part).not.toContain('13800138000')
    }
    expect(ack!.html).toContain(`src="${env.siteUrl}/icon-192.png"`)

    // Both are in the admin's 发件箱, each under its own 类型.
    expect((await outboxRecords(visitor)).map(({ subject, kind }) => ({ subject, kind }))).toEqual([
      { subject: ACK_SUBJECT, kind: 'enquiry-acknowledgement' },
    ])
    const deskRecords = await outboxRecords(desk)
    expect(deskRecords.filter((record) => record.subject === notices[0]!.subject)).toHaveLength(1)
  })

  it('acknowledges at most MAILS_PER_RECIPIENT enquiries to one address in ten minutes', async () => {
    const visitor = `repeat-${unique()}@example.com`
    for (let index = 0; index <= MAILS_PER_RECIPIENT.points; index++) await enquire({ email: visitor })
    expect(mailsTo(visitor)).toHaveLength(MAILS_PER_RECIPIENT.points)
  })
})

describe('no acknowledgement', () => {
  it('without an e-mail address: the sales desk is told, without a Reply-To', async () => {
    const before = fs.existsSync(env.outboxDir) ? fs.readdirSync(env.outboxDir).length : 0
    const enquiry = await enquire({ wechat: 'wx_demo' })
    const notices = mailsTo(desk).filter((mail) => mail.subject.startsWith(`新咨询：${enquiry.name}（`))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.replyTo).toBeNull()
    expect(notices[0]!.text).not.toContain('直接回复此邮件')
    // One new mail in all: the notice.
    expect(fs.readdirSync(env.outboxDir).length).toBe(before + 1)
  })

  it('for the seed’s quiet enquiries, which mail nobody', async () => {
    const visitor = `quiet-${unique()}@example.com`
    const enquiry = await enquire({ email: visitor }, { quietEnquiry: true })
    expect(mailsTo(visitor)).toEqual([])
    expect(mailsTo(desk).filter((mail) => mail.subject.includes(enquiry.name))).toEqual([])
    expect(await outboxRecords(visitor)).toEqual([])
  })
})
