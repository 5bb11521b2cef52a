import crypto from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { findLink } from '@/cms/admin/eml'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { resetRateLimits } from '@/lib/rate-limit'
import { outboxMailsTo } from '@/testing/outbox'
import { tokenFor } from '@/testing/routes'
import { callRoute, clientAddress, expectSuccess } from '@/app/api/_shared/testing'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import * as enquiriesRoute from '@/app/api/enquiries/handler'
import * as mineRoute from '@/app/api/enquiries/mine/handler'
import * as registerRoute from '@/app/api/auth/register/handler'
import * as verifyRoute from '@/app/api/auth/verify-email/handler'
import { listMemberEnquiries } from '@/features/contact/enquiries'
import { linkGuestEnquiries } from '@/features/accounts/service'
import { memberEnquirySchema } from '@/features/contact/schemas'
import { rawQuery } from '@/cms/raw-sql'
import { MARK_LINKED_ENQUIRIES } from '@/cms/migrations/enquiry-linked-at'

/**
 * Enquiries sent as a guest become the member's (我的咨询) once the member proves they own the
 * address they were sent from: by the registration's verification link, or by the link of an
 * e-mail change. Never before, never from another account, and never another address's.
 */

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

beforeEach(() => {
  resetRateLimits()
})

const hex = () => crypto.randomBytes(5).toString('hex')
const strongPassword = () => `Pw-${hex()}`
const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** A guest's enquiry through POST /api/enquiries; answers its id. */
async function sendAsGuest(email: string, service: string): Promise<number> {
  const result = await callRoute(enquiriesRoute.POST, '/api/enquiries', {
    method: 'POST',
    body: { name: '访客', email, service, message: '想了解服务的周期和报价', consent: true },
    headers: { 'x-forwarded-for': clientAddress() },
  })
  expect(result.status, result.text).toBe(201)
  return result.json.data.id as number
}

/** An enquiry row written as it is, as one stored before addresses were lowercased. */
async function storeEnquiry(email: string, service: string, member: number | null = null): Promise<number> {
  const created = await payload.create({
    collection: 'enquiries',
    data: { name: '访客', email, service, message: '早先的咨询', consent: true, status: 'new', member },
    overrideAccess: true,
    context: { quietEnquiry: true },
  })
  return created.id
}

async function ownerOf(id: number): Promise<number | null> {
  const doc = await payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true })
  return (doc.member as number | null | undefined) ?? null
}

const servicesOf = async (memberId: number) => (await listMemberEnquiries(memberId)).map((row) => row.service).sort()

const verify = (token: string) =>
  callRoute(verifyRoute.POST, '/api/auth/verify-email', { method: 'POST', body: { token } })

describe('guest enquiries after registering with the same address', () => {
  it('become the member’s once the address is verified, in any case, and no others', async () => {
    const id = hex()
    // `_` is a LIKE wildcard: the decoy `guest-…` must not be taken for `guest_…`.
    const address = `guest_${id}@example.com`
    const mixedCase = `Guest_${id.toUpperCase()}@Example.COM`
    const marker = (label: string) => `${label}-${id}`

    const sentNow = await sendAsGuest(`  ${mixedCase} `, marker('sent'))
    expect(
      (await payload.findByID({ collection: 'enquiries', id: sentNow, depth: 0, overrideAccess: true })).email,
    ).toBe(address)
    const storedEarlier = await storeEnquiry(mixedCase, marker('earlier'))

    // Someone else's account already holds one sent from the same address: it stays theirs.
    const otherEmail = `other-${id}@example.com`
    const otherPassword = strongPassword()
    const other = await payload.create({
      collection: 'users',
      data: { email: otherEmail, password: otherPassword, roles: ['member'], full_name: '别人' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const othersOwn = await storeEnquiry(address, marker('others'), other.id)
    // Other addresses, some containing this one or matching it as a LIKE pattern, stay unlinked.
    const decoys = await Promise.all(
      [`guest-${id}@example.com`, `x${address}`, `${address}.cn`, otherEmail].map((email, index) =>
        storeEnquiry(email, marker(`decoy${index}`)),
      ),
    )

    const password = strongPassword()
    const registered = await callRoute(registerRoute.POST, '/api/auth/register', {
      method: 'POST',
      body: { email: address, password, full_name: '访客本人' },
    })
    expect(registered.status, registered.text).toBe(201)
    await flushBackgroundTasks()
    const session = await payload.login({ collection: 'users', data: { email: address, password } })
    const memberId = session.user!.id as number

    // Registered, not verified: anyone may type this address in, so nothing is linked yet.
    expect(await listMemberEnquiries(memberId)).toEqual([])
    expect(await ownerOf(sentNow)).toBeNull()

    // The guest's enquiries were acknowledged by mail too: the verification is the mail with the link.
    const link = outboxMailsTo(address)
      .map((mail) => findLink(mail, '/verify-email'))
      .find(Boolean)
    expect(link).toBeTruthy()
    const verified = await verify(tokenFromLink(link!))
    expect(verified.status, verified.text).toBe(200)

    expect(await servicesOf(memberId)).toEqual([marker('earlier'), marker('sent')].sort())
    expect(await ownerOf(storedEarlier)).toBe(memberId)
    expect(await ownerOf(othersOwn)).toBe(other.id)
    for (const decoy of decoys) expect(await ownerOf(decoy)).toBeNull()
    expect(await servicesOf(other.id)).toEqual([marker('others')])

    // 我的咨询 (GET /api/enquiries/mine) lists them.
    const mine = await callRoute(mineRoute.GET, '/api/enquiries/mine', { token: session.token })
    const listed = expectSuccess(mine, z.array(memberEnquirySchema))
    expect(listed.map((row) => row.id).sort()).toEqual([sentNow, storedEarlier].sort())
    // Linked by their address, so without what the sender wrote.
    expect(listed.map((row) => row.message)).toEqual(['', ''])

    // The link is spent; nothing changes hands on a second try.
    expect((await verify(tokenFromLink(link!))).status).toBe(400)
    expect(await ownerOf(othersOwn)).toBe(other.id)
  })

  it('become the account’s when an e-mail change to that address is confirmed', async () => {
    const id = hex()
    const password = strongPassword()
    const me = await payload.create({
      collection: 'users',
      data: {
        email: `sales-${id}@example.com`,
        password,
        roles: ['sales'],
        full_name: '销售小王',
        email_confirmed_at: new Date().toISOString(),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const newAddress = `renamed-${id}@example.com`
    const guests = await storeEnquiry(`Renamed-${id}@EXAMPLE.com`, `renamed-${id}`)

    const asked = await callRoute(cmsRoute.PATCH, `/cms-api/users/${me.id}`, {
      method: 'PATCH',
      params: { slug: ['users', String(me.id)] },
      token: await tokenFor(me.email, password),
      body: { email: newAddress, current_password: password },
    })
    expect(asked.status, asked.text).toBe(200)
    await flushBackgroundTasks()
    // Asked for, not yet proven.
    expect(await ownerOf(guests)).toBeNull()

    const link = outboxMailsTo(newAddress)
      .map((mail) => findLink(mail, '/verify-email'))
      .find(Boolean)
    expect(link).toBeTruthy()
    const verified = await verify(tokenFromLink(link!))
    expect(verified.status, verified.text).toBe(200)
    expect(verified.json.data.user.email).toBe(newAddress)
    expect(await ownerOf(guests)).toBe(me.id)
    expect(await listMemberEnquiries(me.id)).toEqual([expect.objectContaining({ id: guests, message: '' })])
  })
})

describe('a guest enquiry sent with someone else’s address', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  /** An enquiry through POST /api/enquiries, as a guest or with a member's token; answers its id. */
  async function send(body: Record<string, unknown>, token?: string): Promise<number> {
    const result = await callRoute(enquiriesRoute.POST, '/api/enquiries', {
      method: 'POST',
      body: { consent: true, ...body },
      token,
      headers: { 'x-forwarded-for': clientAddress() },
    })
    expect(result.status, result.text).toBe(201)
    return result.json.data.id as number
  }

  it('shows the address’s owner that it exists, never what the sender wrote', async () => {
    const id = hex()
    const address = `owner-${id}@example.com`
    const password = strongPassword()
    const registered = await callRoute(registerRoute.POST, '/api/auth/register', {
      method: 'POST',
      body: { email: address, password, full_name: '邮箱主人' },
    })
    expect(registered.status, registered.text).toBe(201)
    await flushBackgroundTasks()
    const session = await payload.login({ collection: 'users', data: { email: address, password } })
    const memberId = session.user!.id as number

    // A stranger mistypes their address as the owner's.
    const secret = `陌生人的课题-${id}`
    const strangers = await send({
      name: `陌生人${id}`,
      phone: '13900139000',
      wechat: `wx_${id}`,
      email: address.toUpperCase(),
      organization: `陌生大学${id}`,
      contact_time: `工作日晚上${id}`,
      service: `统计分析-${id}`,
      message: `${secret}：想做孟德尔随机化，数据在附件里`,
    })
    // The owner, signed in before verifying, with the same address and without one: their own, shown.
    const ownBefore = await send({ name: '邮箱主人', email: address, message: `验证前-${id}` }, session.token)
    const ownNoEmail = await send({ name: '邮箱主人', phone: '13700137000', message: `无邮箱-${id}` }, session.token)

    const link = outboxMailsTo(address)
      .map((mail) => findLink(mail, '/verify-email'))
      .find(Boolean)
    expect(link).toBeTruthy()
    expect((await verify(tokenFromLink(link!))).status).toBe(200)
    expect(await ownerOf(strangers)).toBe(memberId)
    await pause(5)
    const ownAfter = await send({ name: '邮箱主人', email: address, message: `验证后-${id}` }, session.token)

    const mine = await callRoute(mineRoute.GET, '/api/enquiries/mine', { token: session.token })
    const listed = expectSuccess(mine, z.array(memberEnquirySchema), { message: '获取咨询记录成功' })
    for (const typed of [secret, `陌生人${id}`, '13900139000', `wx_${id}`, `陌生大学${id}`, `工作日晚上${id}`]) {
      expect(mine.text).not.toContain(typed)
    }
    const row = (enquiryId: number) => listed.find((entry) => entry.id === enquiryId)
    expect(row(strangers)).toEqual({
      id: strangers,
      service: `统计分析-${id}`,
      message: '',
      status: 'new',
      status_label: expect.any(String),
      created_at: expect.any(String),
    })
    expect(row(ownBefore)).toMatchObject({ message: `验证前-${id}` })
    expect(row(ownNoEmail)).toMatchObject({ message: `无邮箱-${id}` })
    expect(row(ownAfter)).toMatchObject({ message: `验证后-${id}` })
    expect(listed[0]!.id).toBe(ownAfter)
    expect(listed.map((entry) => entry.id).sort()).toEqual([ownAfter, ownNoEmail, ownBefore, strangers].sort())
    expect(await listMemberEnquiries(memberId)).toEqual(listed)
  })

  it('links only what was sent by the time the address was verified, and nothing to an unverified account', async () => {
    const id = hex()
    const verifiedAt = new Date(Date.now() - 60_000).toISOString()
    const account = (email: string, confirmed: string | null) =>
      payload.create({
        collection: 'users',
        data: {
          email,
          password: strongPassword(),
          roles: ['member'],
          full_name: '会员',
          email_confirmed_at: confirmed,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const verified = await account(`verified-${id}@example.com`, verifiedAt)
    const unverified = await account(`unverified-${id}@example.com`, null)
    const later = await storeEnquiry(verified.email, `later-${id}`)
    const unverifiedGuest = await storeEnquiry(unverified.email, `unverified-${id}`)

    expect(await linkGuestEnquiries(payload, verified.id, verified.email)).toBe(0)
    expect(await linkGuestEnquiries(payload, unverified.id, unverified.email)).toBe(0)
    expect(await ownerOf(later)).toBeNull()
    expect(await ownerOf(unverifiedGuest)).toBeNull()

    // Verified again now (as an e-mail change would store it): the enquiry is taken, without its content.
    await payload.update({
      collection: 'users',
      id: verified.id,
      data: { email_confirmed_at: new Date(Date.now() + 1000).toISOString() },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await linkGuestEnquiries(payload, verified.id, verified.email)).toBe(1)
    expect(await listMemberEnquiries(verified.id)).toEqual([
      expect.objectContaining({ id: later, service: `later-${id}`, message: '' }),
    ])
  })
})

describe('the enquiry_linked_at migration’s data step', () => {
  it('marks enquiries linked before the release by the member’s verification time, and only those', async () => {
    const id = hex()
    const confirmed = new Date(Date.now() - 60_000).toISOString()
    const member = await payload.create({
      collection: 'users',
      data: {
        email: `migrated-${id}@example.com`,
        password: strongPassword(),
        roles: ['member'],
        full_name: '老会员',
        email_confirmed_at: confirmed,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const enquiry = async (email: string, createdAt: string) => {
      const created = await storeEnquiry(email, `旧数据-${id}`, member.id)
      // As an old row: its time set below the ORM, which writes its own.
      await rawQuery(
        payload,
        {
          sqlite: 'UPDATE "enquiries" SET "created_at" = ? WHERE "id" = ?',
          postgres: 'UPDATE "enquiries" SET "created_at" = $1 WHERE "id" = $2',
        },
        [createdAt, created],
      )
      return created
    }
    const before = await enquiry(member.email, new Date(Date.now() - 120_000).toISOString())
    const withoutAddress = await enquiry('', new Date(Date.now() - 120_000).toISOString())
    const after = await enquiry(member.email, new Date().toISOString())

    await rawQuery(payload, { sqlite: MARK_LINKED_ENQUIRIES, postgres: MARK_LINKED_ENQUIRIES }, [])

    const linkedAt = async (enquiryId: number) =>
      (await payload.findByID({ collection: 'enquiries', id: enquiryId, depth: 0, overrideAccess: true })).linked_at
    expect(Date.parse((await linkedAt(before)) ?? '')).toBe(Date.parse(confirmed))
    expect(await linkedAt(withoutAddress)).toBeFalsy()
    expect(await linkedAt(after)).toBeFalsy()
    expect((await listMemberEnquiries(member.id)).find((row) => row.id === before)?.message).toBe('')
  })
})
