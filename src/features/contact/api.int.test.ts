import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as contactRoute from '@/app/api/contact_methods/handler'
import * as newsletterRoute from '@/app/api/newsletter/handler'
import * as unsubscribeRoute from '@/app/api/newsletter/unsubscribe/handler'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { findLink, parseEml, type ParsedMail } from '@/cms/admin/eml'
import { env } from '@/lib/env'
import { confirmNewsletter, unsubscribeNewsletter } from './newsletter'
import {
  PUBLIC_CACHE_CONTROL,
  clientAddress,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  isSortedBy,
  callRoute,
} from '@/app/api/_shared/testing'
import { contactMethodSchema, newsletterResultSchema } from './schemas'

const CHECK_MAIL = '请查收确认邮件，点击邮件中的链接即可完成订阅。'

let payload: Payload

function mailsTo(address: string): { mail: ParsedMail; raw: string }[] {
  if (!fs.existsSync(env.outboxDir)) return []
  return (
    fs
      .readdirSync(env.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => fs.readFileSync(path.join(env.outboxDir, file), 'utf8'))
      // Header lines unfolded (a long List-Unsubscribe is folded over two lines).
      .map((raw) => ({ raw: raw.replace(/\r?\n[ \t]+/g, ' ').replace(/\r\n/g, '\n'), mail: parseEml(raw) }))
      .filter(({ mail }) => mail.to.includes(address))
  )
}

beforeAll(async () => {
  payload = await getPayload()
})

describe('GET /api/contact_methods', () => {
  it('answers active contact methods in sort order, in the spec shape', async () => {
    const stored = (
      await payload.find({
        collection: 'contact-methods',
        overrideAccess: true,
        limit: 1000,
        pagination: false,
        depth: 0,
      })
    ).docs
    const hidden = await payload.create({
      collection: 'contact-methods',
      data: { name: '测试停用联系方式', type: 'other', value: 'hidden', is_active: false, sort_order: 0 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    for (const query of ['', '?is_active=true']) {
      const result = await callRoute(contactRoute.GET, `/api/contact_methods${query}`)
      const data = expectSuccess(result, z.array(contactMethodSchema), { message: '获取联系方式成功' })
      expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
      expect(data.map((method) => method.id).sort()).toEqual(
        stored
          .filter((method) => method.is_active)
          .map((method) => method.id)
          .sort(),
      )
      expect(data.map((method) => method.id)).not.toContain(hidden.id)
      expect(isSortedBy(data, (method) => stored.find((item) => item.id === method.id)!.sort_order ?? 0)).toBe(true)
      expect(data.some((method) => method.qr_code_url?.startsWith('/cms-api/'))).toBe(true)
    }
  })

  it('refuses a malformed is_active and other methods', async () => {
    expectFailure(await callRoute(contactRoute.GET, '/api/contact_methods?is_active=x'), 400, /参数值无效/)
    await expectMethodsRefused(contactRoute, '/api/contact_methods', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})

describe('POST /api/newsletter', () => {
  const subscribe = (
    body: unknown,
    ip = clientAddress(),
    extra: { rawBody?: string; headers?: Record<string, string> } = {},
  ) =>
    callRoute(newsletterRoute.POST, '/api/newsletter', {
      method: 'POST',
      body: extra.rawBody === undefined ? body : undefined,
      rawBody: extra.rawBody,
      headers: { 'x-forwarded-for': ip, ...extra.headers },
    })
  const subscriptions = async () =>
    (await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true })).totalDocs

  it('double opt-in: a pending subscription, a single-use confirmation link, then the same answer', async () => {
    const email = `Reader.${Date.now()}@Example.com`
    const address = email.toLowerCase()
    const first = await subscribe({ email: `  ${email} ` })
    expect(expectSuccess(first, newsletterResultSchema, { message: CHECK_MAIL })).toEqual({
      email: address,
      already_subscribed: false,
    })
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    await flushBackgroundTasks()
    const stored = async () =>
      (
        await payload.find({
          collection: 'newsletter-subscriptions',
          overrideAccess: true,
          where: { email: { equals: address } },
        })
      ).docs
    expect((await stored()).map((row) => row.status)).toEqual(['pending'])
    expect(JSON.stringify(await stored())).not.toContain('confirm_token')

    const mails = mailsTo(address)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.mail.subject).toBe('请确认订阅科研学术服务平台学术资讯')
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/newsletter\/unsubscribe\?id=\d+&token=[\w-]+>$/m)
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const token = new URL(findLink(mails[0]!.mail, '/newsletter/confirm')!).searchParams.get('token')!

    // Subscribing again before confirming: still pending, and a fresh link replaces the first.
    expect((await subscribe({ email })).json.data.already_subscribed).toBe(false)
    await flushBackgroundTasks()
    expect(await confirmNewsletter(token)).toBe(false)
    const fresh = new URL(findLink(mailsTo(address)[1]!.mail, '/newsletter/confirm')!).searchParams.get('token')!
    expect(await confirmNewsletter(fresh)).toBe(true)
    expect(await confirmNewsletter(fresh)).toBe(false) // single use
    expect((await stored())[0]).toMatchObject({ status: 'confirmed' })

    // A confirmed reader is answered like a new address (the answer tells nobody who subscribed);
    // the two mails this address had in 10 minutes are its share (cms/auth/mailer.ts), so none now.
    const again = await subscribe({ email })
    expect(expectSuccess(again, newsletterResultSchema, { message: CHECK_MAIL })).toEqual({
      email: address,
      already_subscribed: false,
    })
    await flushBackgroundTasks()
    expect(mailsTo(address)).toHaveLength(2)
    expect(await stored()).toHaveLength(1)
    expect((await stored())[0]).toMatchObject({ status: 'confirmed' })
  })

  it('unsubscribes with the signed link (one-click POST and the page), refusing a forged one', async () => {
    const address = `leaver.${Date.now()}@example.com`
    await subscribe({ email: address })
    await flushBackgroundTasks()
    const token = new URL(findLink(mailsTo(address)[0]!.mail, '/newsletter/confirm')!).searchParams.get('token')!
    expect(await confirmNewsletter(token)).toBe(true)
    const link = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(mailsTo(address)[0]!.raw)![1]!)
    const id = link.searchParams.get('id')!
    const forged = await callRoute(
      unsubscribeRoute.POST,
      `/api/newsletter/unsubscribe?id=${id}&token=${'x'.repeat(32)}`,
      { method: 'POST', rawBody: 'List-Unsubscribe=One-Click' },
    )
    expectFailure(forged, 400, '退订链接无效，请使用邮件中的完整链接。')
    const done = await callRoute(unsubscribeRoute.POST, `${link.pathname}${link.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status, done.text).toBe(200)
    expect(done.json).toEqual({ success: true, data: null, message: '您已退订，今后不会再收到学术资讯邮件。' })
    const row = await payload.findByID({ collection: 'newsletter-subscriptions', id: Number(id), overrideAccess: true })
    expect(row.status).toBe('unsubscribed')
    // Idempotent, and the GET of a link checker changes nothing.
    expect(await unsubscribeNewsletter(id, link.searchParams.get('token'))).toBe(true)
    await expectMethodsRefused(unsubscribeRoute, '/api/newsletter/unsubscribe', ['GET', 'PUT', 'PATCH', 'DELETE'])
  })

  it('refuses empty and malformed addresses with the spec’s messages, storing nothing', async () => {
    const before = await subscriptions()
    const cases: [unknown, string][] = [
      [{ email: '' }, '请输入邮箱地址'],
      [{ email: '   ' }, '请输入邮箱地址'],
      [{}, '请输入邮箱地址'],
      [{ email: null }, '请输入邮箱地址'],
      [{ email: 'not-an-email' }, '请输入有效的邮箱格式'],
      [{ email: 'a@b' }, '请输入有效的邮箱格式'],
      [{ email: 'two words@example.com' }, '请输入有效的邮箱格式'],
      // Addresses the spec's simple pattern lets through but Payload's email field refuses (were 500s).
      [{ email: 'user@例子.测试' }, '请输入有效的邮箱格式'],
      [{ email: 'a\u0000@example.com' }, '请输入有效的邮箱格式'],
      [{ email: `${'x'.repeat(250)}@example.com` }, '请输入有效的邮箱格式'],
      [{ email: 12345 }, '请输入有效的邮箱格式'],
      [{ email: ['a@example.com'] }, '请输入有效的邮箱格式'],
      [[], '请输入邮箱地址'],
      [null, '请输入邮箱地址'],
    ]
    for (const [body, message] of cases) expectFailure(await subscribe(body), 400, message)
    expectFailure(
      await subscribe(undefined, clientAddress(), {
        rawBody: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      '请求内容不是有效的 JSON',
    )
    expectFailure(
      await subscribe(undefined, clientAddress(), {
        rawBody: 'email=a@example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    )
    const huge = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(70 * 1024) })
    expectFailure(
      await subscribe(undefined, clientAddress(), { rawBody: huge, headers: { 'content-type': 'application/json' } }),
      413,
      '请求内容过大',
    )
    expect(await subscriptions()).toBe(before)
  })

  it('allows 5 subscriptions per address in 10 minutes, then answers 429 without storing', async () => {
    const ip = clientAddress()
    for (let index = 0; index < 5; index++) {
      expect((await subscribe({ email: `burst${index}.${Date.now()}@example.com` }, ip)).status).toBe(200)
    }
    // The subscriptions are stored after the answers (subscribeToNewsletter).
    await flushBackgroundTasks()
    const before = await subscriptions()
    const refused = await subscribe({ email: `burst-extra.${Date.now()}@example.com` }, ip)
    expectFailure(refused, 429, /请求过于频繁/)
    await flushBackgroundTasks()
    expect(await subscriptions()).toBe(before)
    // Another address is not affected.
    expect((await subscribe({ email: `other.${Date.now()}@example.com` })).status).toBe(200)
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(newsletterRoute, '/api/newsletter', ['GET', 'PUT', 'PATCH', 'DELETE'])
  })
})
