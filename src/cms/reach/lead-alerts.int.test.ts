import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { mailQuoteAccepted } from '@/cms/projects/notify'
import { env } from '@/lib/env'
import type { Enquiry, Project } from '@/payload-types'
import { flushQueuedInBackground } from './background'
import { LEAD_ALERT_RETRIES, LEAD_ALERT_TASK } from './lead-alerts'
import { postToRobot, RobotError } from './robots'
import { ROBOT_OK, startReceiver, type Receiver, type ReceivedRequest } from './test-receiver'

/**
 * Lead alerts (线索提醒) against a local receiver standing in for the 企业微信 and 钉钉 robots: the
 * two message formats, 钉钉's signature checked as the robot checks it, retries of a robot that
 * fails, and an enquiry stored whatever the robots or the queue do.
 */

let payload: Payload
let receiver: Receiver
const SECRET = `SEC${crypto.randomBytes(16).toString('hex')}`
const unique = () => crypto.randomBytes(4).toString('hex')

/** What a visitor wrote that must never reach a group chat. */
const PERSONAL = {
  name: '王小明',
  phone: '13912345678',
  email: 'wang.xiaoming@example.com',
  wechat: 'wxm_private_88',
  organization: '某某大学附属医院',
  message: '我的课题是关于肝癌的单细胞测序，预算五万元',
}

async function setRobots(settings: { wecom?: string | null; dingtalk?: string | null; secret?: string | null }) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      wecom_webhook_url: settings.wecom ?? null,
      dingtalk_webhook_url: settings.dingtalk ?? null,
      dingtalk_secret: settings.secret ?? null,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const robotsOfReceiver = () =>
  setRobots({
    wecom: `${receiver.url}/cgi-bin/webhook/send?key=wecom-test-key`,
    dingtalk: `${receiver.url}/robot/send?access_token=dingtalk-test-token`,
    secret: SECRET,
  })

async function leadJobs() {
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: LEAD_ALERT_TASK } },
    overrideAccess: true,
    limit: 100,
    depth: 0,
    sort: 'createdAt',
  })
  return found.docs
}

const runLeadJobs = () =>
  payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: LEAD_ALERT_TASK } }, limit: 20, silent: true })

/** An enquiry as the site stores it; its alert is queued in the background, waited for here. */
async function createEnquiry(extra: Partial<Enquiry> = {}, context: Record<string, unknown> = {}) {
  const enquiry = await payload.create({
    collection: 'enquiries',
    data: {
      ...PERSONAL,
      service: 'Meta分析',
      consent: true,
      status: 'new',
      traffic_source: 'baidu',
      utm: { source: 'baidu', campaign: 'spring-sale' },
      ...extra,
    },
    overrideAccess: true,
    depth: 0,
    context,
  })
  await flushQueuedInBackground()
  return enquiry
}

/** 钉钉's check of a signed request: the signature of its timestamp, made no more than an hour ago. */
function dingtalkSignatureValid(request: ReceivedRequest, secret: string): boolean {
  const timestamp = request.query.get('timestamp') ?? ''
  const sign = request.query.get('sign') ?? ''
  if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > 60 * 60 * 1000) return false
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}\n${secret}`, 'utf8').digest('base64')
  return sign === expected
}

const toWecom = (request: ReceivedRequest) => request.path === '/cgi-bin/webhook/send'
const toDingtalk = (request: ReceivedRequest) => request.path === '/robot/send'

function expectNothingPersonal(text: string) {
  for (const [field, value] of Object.entries(PERSONAL)) expect(text, field).not.toContain(value)
  expect(text).not.toContain('13912345678')
}

beforeAll(async () => {
  payload = await getPayload()
  receiver = await startReceiver()
})

afterEach(async () => {
  receiver.answer = () => ROBOT_OK
  receiver.requests.length = 0
  await setRobots({})
  // One statement (Payload's delete by query removes the rows side by side on one connection).
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: LEAD_ALERT_TASK } } })
})

afterAll(async () => {
  await receiver.close()
})

describe('a new enquiry alerts the sales groups', () => {
  it('posts the 企业微信 markdown and the signed 钉钉 markdown: service, source, time, admin link, nothing personal', async () => {
    await robotsOfReceiver()
    const enquiry = await createEnquiry()
    expect(await leadJobs()).toHaveLength(2)

    await runLeadJobs()
    expect(await leadJobs()).toHaveLength(0) // done (completed jobs are deleted)
    expect(receiver.requests).toHaveLength(2)
    const link = `${env.siteUrl}/admin/collections/enquiries/${enquiry.id}`

    const wecom = receiver.requests.find(toWecom)!
    expect(wecom.method).toBe('POST')
    expect(wecom.query.get('key')).toBe('wecom-test-key')
    expect(wecom.headers['content-type']).toMatch(/^application\/json/)
    const wecomBody = JSON.parse(wecom.body)
    expect(Object.keys(wecomBody).sort()).toEqual(['markdown', 'msgtype'])
    expect(wecomBody.msgtype).toBe('markdown')
    expect(Object.keys(wecomBody.markdown)).toEqual(['content'])
    const content: string = wecomBody.markdown.content
    expect(content).toContain('新咨询')
    expect(content).toContain('服务：Meta分析')
    expect(content).toContain('来源：百度（spring-sale）')
    expect(content).toMatch(/时间：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/)
    expect(content).toContain(`](${link})`)
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4096)
    expectNothingPersonal(wecom.body)

    const dingtalk = receiver.requests.find(toDingtalk)!
    expect(dingtalk.method).toBe('POST')
    expect(dingtalk.query.get('access_token')).toBe('dingtalk-test-token')
    expect(dingtalkSignatureValid(dingtalk, SECRET)).toBe(true)
    expect(dingtalkSignatureValid(dingtalk, `${SECRET}x`)).toBe(false)
    const dingtalkBody = JSON.parse(dingtalk.body)
    expect(dingtalkBody.msgtype).toBe('markdown')
    expect(Object.keys(dingtalkBody.markdown).sort()).toEqual(['text', 'title'])
    expect(dingtalkBody.markdown.title).toBe('新咨询')
    expect(dingtalkBody.markdown.text).toContain('服务：Meta分析')
    expect(dingtalkBody.markdown.text).toContain('来源：百度（spring-sale）')
    expect(dingtalkBody.markdown.text).toContain(`](${link})`)
    expectNothingPersonal(dingtalk.body)
  })

  it('goes only to the groups that are set up, unsigned when 钉钉 has no secret', async () => {
    await setRobots({ dingtalk: `${receiver.url}/robot/send?access_token=only-dingtalk` })
    await createEnquiry()
    expect(await leadJobs()).toHaveLength(1)
    await runLeadJobs()
    expect(receiver.requests).toHaveLength(1)
    const [request] = receiver.requests
    expect(request!.path).toBe('/robot/send')
    expect([...request!.query.keys()]).toEqual(['access_token'])
  })

  it('is not queued without robots, nor for the seed’s quiet enquiries', async () => {
    await createEnquiry()
    expect(await leadJobs()).toHaveLength(0)
    await robotsOfReceiver()
    await createEnquiry({}, { quietEnquiry: true })
    expect(await leadJobs()).toHaveLength(0)
  })

  it('a robot answering 500 or errcode ≠ 0 fails the job, which is retried until it goes through; the enquiry is stored', async () => {
    await robotsOfReceiver()
    receiver.answer = (request) =>
      toWecom(request)
        ? { status: 500, body: 'internal error' }
        : { status: 200, body: '{"errcode":310000,"errmsg":"sign not match"}' }
    const enquiry = await createEnquiry({ service: `重试测试 ${unique()}` })
    const stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    expect(stored.name).toBe(PERSONAL.name)

    await runLeadJobs()
    const failed = await leadJobs()
    expect(failed).toHaveLength(2)
    for (const job of failed) {
      expect(job.totalTried).toBe(1)
      expect(job.hasError).toBeFalsy()
      expect(job.completedAt).toBeFalsy()
      // Tried again after a pause (the backoff), not at once.
      expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
      expect(job.log?.at(-1)?.state).toBe('failed')
    }
    const errors = failed.map((job) => String((job.log?.at(-1)?.error as { message?: string })?.message))
    expect(errors.some((message) => message.includes('HTTP 500'))).toBe(true)
    expect(errors.some((message) => message.includes('errcode 310000'))).toBe(true)
    // No address, key or secret in what the queue recorded.
    for (const job of failed) {
      const recorded = JSON.stringify(job)
      for (const secret of ['wecom-test-key', 'dingtalk-test-token', SECRET, receiver.url]) {
        expect(recorded).not.toContain(secret)
      }
    }
    // Not picked up again before its time.
    await runLeadJobs()
    expect((await leadJobs()).map((job) => job.totalTried)).toEqual([1, 1])

    // The robots recover: the next attempt (its time come, here run by id) goes through.
    receiver.answer = () => ROBOT_OK
    receiver.requests.length = 0
    for (const job of failed) await payload.jobs.runByID({ id: job.id, silent: true })
    expect(await leadJobs()).toHaveLength(0)
    expect(receiver.requests.filter(toWecom)).toHaveLength(1)
    expect(receiver.requests.filter(toDingtalk)).toHaveLength(1)
  })

  it('gives up after the configured retries', async () => {
    await setRobots({ wecom: `${receiver.url}/cgi-bin/webhook/send?key=down` })
    receiver.answer = () => ({ status: 503, body: '' })
    await createEnquiry()
    const [job] = await leadJobs()
    // Run by id each time (its backoff not waited out) until the queue gives up on it.
    for (let attempt = 0; attempt < 10 && !(await leadJobs())[0]!.hasError; attempt++) {
      await payload.jobs.runByID({ id: job!.id, silent: true })
    }
    const [done] = await leadJobs()
    expect(done!.hasError).toBe(true)
    expect(done!.totalTried).toBe(LEAD_ALERT_RETRIES.attempts + 1)
    expect(receiver.requests).toHaveLength(LEAD_ALERT_RETRIES.attempts + 1)
  })

  it('an unreachable robot or a failing queue never fails the enquiry', async () => {
    // Nothing listens there.
    await setRobots({ wecom: 'http://127.0.0.1:9/cgi-bin/webhook/send?key=nowhere' })
    const enquiry = await createEnquiry()
    expect(enquiry.id).toBeGreaterThan(0)
    await runLeadJobs()
    const [job] = await leadJobs()
    expect(job!.totalTried).toBe(1)
    expect(String((job!.log?.at(-1)?.error as { message?: string })?.message)).toContain('无法连接')

    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValue(new Error('the jobs table is away'))
    try {
      const stored = await createEnquiry({ service: `队列故障 ${unique()}` })
      expect(await payload.findByID({ collection: 'enquiries', id: stored.id, overrideAccess: true })).toBeTruthy()
      expect(queue).toHaveBeenCalled()
      expect(logged.mock.calls.some(([, message]) => String(message).includes('could not queue the lead alert'))).toBe(
        true,
      )
    } finally {
      queue.mockRestore()
      logged.mockRestore()
    }
  })

  it('a robot that does not answer times out', async () => {
    receiver.answer = () => null
    const started = Date.now()
    await expect(postToRobot(`${receiver.url}/hang`, { msgtype: 'text' }, 300)).rejects.toThrow(RobotError)
    await expect(postToRobot(`${receiver.url}/hang`, { msgtype: 'text' }, 300)).rejects.toThrow('请求超时')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('an accepted quote alerts the sales groups', () => {
  it('names the project, its service and the source of its enquiry, with a link to the project', async () => {
    const memberEmail = `alert-client-${unique()}@example.com`
    const client = await payload.create({
      collection: 'users',
      data: { email: memberEmail, password: `Pw-${unique()}-${unique()}`, roles: ['member'], full_name: PERSONAL.name },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const enquiry = await createEnquiry(
      { traffic_source: 'zhihu', utm: { campaign: 'column' } },
      { quietEnquiry: true },
    )
    const project = await payload.create({
      collection: 'projects',
      data: { title: '单细胞测序数据分析', client: client.id, enquiry: enquiry.id, service: '生信分析' } as Project,
      overrideAccess: true,
      depth: 0,
    })
    await robotsOfReceiver()

    mailQuoteAccepted(payload, project, 1)
    await flushBackgroundTasks()
    await runLeadJobs()

    expect(receiver.requests).toHaveLength(2)
    const content: string = JSON.parse(receiver.requests.find(toWecom)!.body).markdown.content
    expect(content).toContain('客户确认报价')
    expect(content).toContain(`项目：${project.number}`)
    expect(content).toContain('服务：生信分析')
    expect(content).toContain('来源：知乎（column）')
    expect(content).toContain(`](${env.siteUrl}/admin/collections/projects/${project.id})`)
    const dingtalk = receiver.requests.find(toDingtalk)!
    expect(dingtalkSignatureValid(dingtalk, SECRET)).toBe(true)
    expect(JSON.parse(dingtalk.body).markdown.title).toBe('客户确认报价')
    for (const request of receiver.requests) {
      expectNothingPersonal(request.body)
      expect(request.body).not.toContain(memberEmail)
    }
  })
})
