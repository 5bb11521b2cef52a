import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as contactRoute from '@/app/api/contact_methods/route'
import * as newsletterRoute from '@/app/api/newsletter/route'
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

const SUBSCRIBED = '订阅成功！我们会定期向您发送学术资讯。'

let payload: Payload

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

  it('stores a subscription (normalised) and treats a second one as success', async () => {
    const email = `Reader.${Date.now()}@Example.com`
    const first = await subscribe({ email: `  ${email} ` })
    expect(expectSuccess(first, newsletterResultSchema, { message: SUBSCRIBED })).toEqual({
      email: email.toLowerCase(),
      already_subscribed: false,
    })
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const stored = await payload.find({
      collection: 'newsletter-subscriptions',
      overrideAccess: true,
      where: { email: { equals: email.toLowerCase() } },
    })
    expect(stored.totalDocs).toBe(1)

    const again = await subscribe({ email })
    expect(expectSuccess(again, newsletterResultSchema, { message: SUBSCRIBED })).toEqual({
      email: email.toLowerCase(),
      already_subscribed: true,
    })
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscriptions',
          overrideAccess: true,
          where: { email: { equals: email.toLowerCase() } },
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('refuses empty and malformed addresses with the spec’s messages, storing nothing', async () => {
    const before = await subscriptions()
    const cases: [unknown, string][] = [
      [{ email: '' }, '请输入邮箱地址'],
      [{ email: '   ' }, '请输入邮箱地址'],
      [{}, '请输入邮箱地址'],
      [{ email: null }, '请输入邮箱地址'],
      [{ email: 'not-an-email' }, '请输入有效的邮箱地址'],
      [{ email: 'a@b' }, '请输入有效的邮箱地址'],
      [{ email: 'two words@example.com' }, '请输入有效的邮箱地址'],
      // Addresses the spec's simple pattern lets through but Payload's email field refuses (were 500s).
      [{ email: 'user@例子.测试' }, '请输入有效的邮箱地址'],
      [{ email: 'a\u0000@example.com' }, '请输入有效的邮箱地址'],
      [{ email: `${'x'.repeat(250)}@example.com` }, '请输入有效的邮箱地址'],
      [{ email: 12345 }, '请输入有效的邮箱地址'],
      [{ email: ['a@example.com'] }, '请输入有效的邮箱地址'],
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
    const before = await subscriptions()
    const refused = await subscribe({ email: `burst-extra.${Date.now()}@example.com` }, ip)
    expectFailure(refused, 429, /请求过于频繁/)
    expect(await subscriptions()).toBe(before)
    // Another address is not affected.
    expect((await subscribe({ email: `other.${Date.now()}@example.com` })).status).toBe(200)
  })

  it('answers 405 in JSON for other methods', async () => {
    await expectMethodsRefused(newsletterRoute, '/api/newsletter', ['GET', 'PUT', 'PATCH', 'DELETE'])
  })
})
