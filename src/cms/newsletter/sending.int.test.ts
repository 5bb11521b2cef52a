import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { parseEml } from '@/cms/admin/eml'
import { env } from '@/lib/env'
import { NEWSLETTER_TASK, resumeNewsletterSending, sendIssueBatch } from './sending'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

function mailsTo(address: string) {
  if (!fs.existsSync(env.outboxDir)) return []
  return fs
    .readdirSync(env.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(env.outboxDir, file), 'utf8'))
    .filter((raw) => parseEml(raw).to.includes(address))
}

async function reader(tag: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
  const email = `issue-${tag}-${status}-${crypto.randomBytes(3).toString('hex')}@example.com`
  await payload.create({ collection: 'newsletter-subscriptions', data: { email, status }, overrideAccess: true })
  return email
}

/** Runs the queue until no job for the newsletter is left (as the instances' timers would). */
async function drainQueue() {
  for (let round = 0; round < 20; round++) {
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: NEWSLETTER_TASK } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    if (queued.totalDocs === 0) return
    await payload.jobs.run({ queue: 'default', limit: 10 })
  }
  throw new Error('the newsletter queue did not drain')
}

describe('sending a 学术资讯 issue', () => {
  it('mails confirmed readers only, once each, across batches and a restart', async () => {
    const tag = crypto.randomBytes(3).toString('hex')
    const confirmed = await Promise.all([0, 1, 2, 3, 4].map(() => reader(tag, 'confirmed')))
    const pending = await reader(tag, 'pending')
    const gone = await reader(tag, 'unsubscribed')
    const news = await payload.find({ collection: 'news', limit: 1, depth: 0, overrideAccess: true })

    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: {
        subject: `学术资讯测试 ${tag}`,
        intro: '本期导语',
        content: '<p>本期要点：<strong>单细胞</strong>测序进展</p>',
        related_news: news.docs.map((doc) => doc.id),
        status: 'draft',
      },
      overrideAccess: true,
    })
    // Only confirmed readers of this run take part (other tests' readers too are confirmed ones).
    const first = await sendIssueBatch(payload, issue.id, 2)
    expect(first).toBe('done') // still a draft: nothing happens
    expect(confirmed.flatMap(mailsTo)).toHaveLength(0)

    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { status: 'sending' },
      overrideAccess: true,
      context: { newsletterProgress: true }, // no job: batches are run by hand below
    })
    expect(await sendIssueBatch(payload, issue.id, 2)).toBe('more')
    const afterFirstBatch = confirmed.filter((address) => mailsTo(address).length > 0).length

    // "Restart": the queued follow-up job is lost, start-up queues the issue again, and a stale
    // duplicate job runs too. Nobody gets a second copy.
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: NEWSLETTER_TASK } },
      overrideAccess: true,
    })
    await resumeNewsletterSending(payload)
    await resumeNewsletterSending(payload)
    await drainQueue()

    for (const address of confirmed) expect(mailsTo(address), address).toHaveLength(1)
    expect(mailsTo(pending)).toHaveLength(0)
    expect(mailsTo(gone)).toHaveLength(0)
    expect(afterFirstBatch).toBeLessThanOrEqual(2)

    const raw = mailsTo(confirmed[0]!)[0]!
    const mail = parseEml(raw)
    expect(mail.subject).toBe(`学术资讯测试 ${tag}`)
    expect(mail.html).toContain('<strong>单细胞</strong>')
    expect(mail.text).toContain('退订：')
    expect(raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    if (news.docs[0]) expect(mail.html).toContain(`/news/${news.docs[0].slug}`)

    const done = await payload.findByID({ collection: 'newsletter-issues', id: issue.id, overrideAccess: true })
    expect(done.status).toBe('sent')
    expect(done.sent_count).toBe(done.recipients)
    expect(done.sent_count).toBeGreaterThanOrEqual(5)
    expect(done.sent_at).toBeTruthy()
  })

  it('is queued by saving the issue with 状态 = 发送', async () => {
    const tag = crypto.randomBytes(3).toString('hex')
    const address = await reader(tag, 'confirmed')
    const issue = await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `保存即发送 ${tag}`, content: '<p>正文</p>', status: 'draft' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { status: 'sending' },
      overrideAccess: true,
    })
    await drainQueue()
    expect(mailsTo(address).filter((raw) => parseEml(raw).subject === `保存即发送 ${tag}`)).toHaveLength(1)
  })

  it('is closed to visitors and members; deliveries are written by the site only', async () => {
    await expect(payload.find({ collection: 'newsletter-issues', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'newsletter-deliveries', overrideAccess: false })).rejects.toThrow()
  })
})
