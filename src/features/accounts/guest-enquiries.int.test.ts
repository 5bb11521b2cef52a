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
import * as enquiriesRoute from '@/app/api/enquiries/route'
import * as mineRoute from '@/app/api/enquiries/mine/route'
import * as registerRoute from '@/app/api/auth/register/route'
import * as verifyRoute from '@/app/api/auth/verify-email/route'
import { listMemberEnquiries } from '@/features/contact/enquiries'
import { memberEnquirySchema } from '@/features/contact/schemas'

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
  })
})
