import crypto from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { outboxMailsTo } from '@/testing/outbox'
import { getPayload } from '@/cms/client'
import { resetRateLimits } from '@/lib/rate-limit'
import { callRoute } from '@/testing/routes'
import { clientAddress } from '@/app/api/_shared/testing'
import * as registerRoute from '@/app/api/auth/register/handler'
import * as forgotRoute from '@/app/api/auth/forgot-password/handler'
import * as resendRoute from '@/app/api/auth/resend-verification/handler'
import * as resetRoute from '@/app/api/auth/reset-password/handler'
import * as verifyRoute from '@/app/api/auth/verify-email/handler'
import * as newsletterRoute from '@/app/api/newsletter/handler'
import { findLink } from '@/cms/admin/eml'
import { confirmNewsletter } from '@/features/contact/newsletter'
import { flushBackgroundTasks } from './background'
import { MSG } from './messages'
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from './tokens'

/**
 * Mails to one recipient are capped per kind (confirmation, verification, reset): at most 2 in 10
 * minutes, however many client addresses ask, and a request past the cap is answered exactly like
 * one that sent a mail.
 */

type Result = Awaited<ReturnType<typeof callRoute>>
type Handler = Parameters<typeof callRoute>[0]

let payload: Payload
const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`
const password = () => `Pw-${crypto.randomBytes(6).toString('hex')}`

const post = (handler: Handler, url: string, body?: unknown, token?: string) =>
  callRoute(handler, url, { method: 'POST', body, token, headers: { 'x-forwarded-for': clientAddress() } })

const mailsTo = outboxMailsTo

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

async function storedUser(email: string) {
  const user = await payload.db.findOne<Record<string, unknown> & { id: number }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  if (!user) throw new Error(`no user ${email}`)
  return user
}

/**
 * Moves the account's last link of a kind a minute and a second into the past, as if the next
 * request came later: the per-account minute between two mails (tokens.ts) is then no obstacle,
 * and only the per-recipient cap can hold a mail back.
 */
async function ageLastLink(email: string, field: 'password_reset_expires_at' | 'email_verification_expires_at') {
  const user = await storedUser(email)
  const current = user[field]
  if (typeof current !== 'string') return
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { [field]: new Date(new Date(current).getTime() - 61_000).toISOString() },
    returning: false,
  })
}

async function registerMember() {
  const email = uniqueEmail('capped')
  const secret = password()
  const registered = await post(registerRoute.POST, '/api/auth/register', {
    email,
    password: secret,
    full_name: '收件人',
  })
  expect(registered.status, registered.text).toBe(201)
  await flushBackgroundTasks()
  const session = await payload.login({ collection: 'users', data: { email, password: secret } })
  return { email, token: session.token as string }
}

const expectSameAnswers = (results: Result[], address?: string) => {
  const comparable = (result: Result) => (address ? result.text.split(address).join('<address>') : result.text)
  for (const result of results) {
    expect(result.status, result.text).toBe(results[0]!.status)
    expect(comparable(result)).toBe(comparable(results[0]!))
  }
}

beforeAll(async () => {
  // The budgets under test: DISABLE_RATE_LIMIT=true would open them.
  delete process.env.DISABLE_RATE_LIMIT
  payload = await getPayload()
})

beforeEach(() => {
  resetRateLimits()
})

describe('at most 2 mails of a kind to one recipient in 10 minutes', () => {
  it('newsletter: 5 subscriptions of one address from 5 client addresses send at most 2 confirmations', async () => {
    const address = uniqueEmail('reader')
    const answers: Result[] = []
    for (let request = 0; request < 5; request++) {
      answers.push(await post(newsletterRoute.POST, '/api/newsletter', { email: address }))
      await flushBackgroundTasks()
    }
    expectSameAnswers(answers)
    expect(answers[0]!.status).toBe(200)
    const mails = mailsTo(address)
    expect(mails.length).toBeGreaterThanOrEqual(1)
    expect(mails.length).toBeLessThanOrEqual(2)
    // The refused requests replaced no link: the last one mailed still confirms.
    expect(await confirmNewsletter(tokenOf(findLink(mails.at(-1)!, '/newsletter/confirm')!))).toBe(true)
  })

  it('newsletter: name+tag@ spellings of one mailbox share its budget', async () => {
    const address = uniqueEmail('tagged')
    const [name, host] = address.split('@')
    for (let request = 1; request <= 5; request++) {
      await post(newsletterRoute.POST, '/api/newsletter', { email: `${name}+${request}@${host}` })
      await flushBackgroundTasks()
    }
    expect(mailsTo(`@${host}`).filter((mail) => mail.to.includes(`${name}+`)).length).toBeLessThanOrEqual(2)
  })

  it('forgot-password: 5 requests for one account from 5 client addresses send at most 2 reset mails', async () => {
    const { email } = await registerMember()
    const answers: Result[] = []
    for (let request = 0; request < 5; request++) {
      answers.push(await post(forgotRoute.POST, '/api/auth/forgot-password', { email }))
      await flushBackgroundTasks()
      await ageLastLink(email, 'password_reset_expires_at')
    }
    expectSameAnswers(answers)
    expect(answers[0]!.json.message).toBe(MSG.forgotAnswer)
    const resetMails = mailsTo(email).filter((mail) => findLink(mail, '/reset-password'))
    expect(resetMails.length).toBeGreaterThanOrEqual(1)
    expect(resetMails.length).toBeLessThanOrEqual(2)
    // The last link mailed is still the valid one.
    const reset = await post(resetRoute.POST, '/api/auth/reset-password', {
      reset_token: tokenOf(findLink(resetMails.at(-1)!, '/reset-password')!),
      new_password: password(),
    })
    expect(reset.status, reset.text).toBe(200)
    expect(RESET_TOKEN_TTL_MS).toBeGreaterThan(61_000)
  })

  it('registering a taken address 5 times sends its owner at most 2 mails', async () => {
    const { email } = await registerMember()
    const before = mailsTo(email).length
    const answers: Result[] = []
    for (let request = 0; request < 5; request++) {
      answers.push(
        await post(registerRoute.POST, '/api/auth/register', { email, password: password(), full_name: '冒名' }),
      )
      await flushBackgroundTasks()
      await ageLastLink(email, 'password_reset_expires_at')
    }
    expectSameAnswers(answers)
    expect(answers[0]!.status).toBe(201)
    expect(mailsTo(email).length - before).toBeLessThanOrEqual(2)
  })

  it('resend-verification: 5 requests from 5 client addresses send at most 2 verification mails in all', async () => {
    const { email, token } = await registerMember()
    expect(mailsTo(email)).toHaveLength(1)
    const answers: Result[] = []
    for (let request = 0; request < 5; request++) {
      await ageLastLink(email, 'email_verification_expires_at')
      answers.push(await post(resendRoute.POST, '/api/auth/resend-verification', undefined, token))
      await flushBackgroundTasks()
    }
    expectSameAnswers(answers)
    expect(answers[0]!.status, answers[0]!.text).toBe(200)
    expect(answers[0]!.json.message).toBe(MSG.verificationSent)
    const mails = mailsTo(email)
    expect(mails.length).toBeLessThanOrEqual(2)
    // The last link mailed still verifies.
    const verified = await post(verifyRoute.POST, '/api/auth/verify-email', {
      token: tokenOf(findLink(mails.at(-1)!, '/verify-email')!),
    })
    expect(verified.status, verified.text).toBe(200)
    expect(VERIFICATION_TOKEN_TTL_MS).toBeGreaterThan(61_000)
  })
})

describe('POST /api/newsletter tells no address apart', () => {
  it('answers a new, a pending, an unsubscribed and a confirmed address alike', async () => {
    const addresses = {
      new: uniqueEmail('new'),
      pending: uniqueEmail('pending'),
      unsubscribed: uniqueEmail('left'),
      confirmed: uniqueEmail('confirmed'),
    }
    for (const status of ['pending', 'unsubscribed', 'confirmed'] as const) {
      await payload.create({
        collection: 'newsletter-subscriptions',
        data: { email: addresses[status], status },
        overrideAccess: true,
        depth: 0,
      })
    }
    const answers: Record<string, Result> = {}
    for (const [kind, address] of Object.entries(addresses))
      answers[kind] = await post(newsletterRoute.POST, '/api/newsletter', { email: address })
    await flushBackgroundTasks()
    const comparable = (kind: string) => ({
      status: answers[kind]!.status,
      body: answers[kind]!.text.split(addresses[kind as keyof typeof addresses]).join('<address>'),
    })
    for (const kind of Object.keys(addresses)) expect(comparable(kind), kind).toEqual(comparable('new'))
    expect(answers.confirmed!.json).toEqual({
      success: true,
      message: '请查收确认邮件，点击邮件中的链接即可完成订阅。',
      data: { email: addresses.confirmed, already_subscribed: false },
    })
    // The others get a confirmation link; a confirmed reader a short notice with no link that acts,
    // and stays confirmed.
    for (const kind of ['new', 'pending', 'unsubscribed'] as const) {
      const mails = mailsTo(addresses[kind])
      expect(mails, kind).toHaveLength(1)
      expect(findLink(mails[0]!, '/newsletter/confirm'), kind).toBeTruthy()
    }
    const notices = mailsTo(addresses.confirmed)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe('您已订阅科研学术服务平台学术资讯')
    expect(findLink(notices[0]!, '/newsletter/confirm')).toBeFalsy()
    expect(findLink(notices[0]!, '/newsletter/unsubscribe', 'id')).toBeTruthy()
    const row = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: addresses.confirmed } },
      overrideAccess: true,
    })
    expect(row.docs[0]!.status).toBe('confirmed')
  })
})
