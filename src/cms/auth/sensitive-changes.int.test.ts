import crypto from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { outboxMailsTo } from '@/testing/outbox'
import { resetRateLimits } from '@/lib/rate-limit'
import { getPayload } from '@/cms/client'
import { callRoute } from '@/app/api/_shared/testing'
import { tokenFor } from '@/testing/routes'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import * as verifyRoute from '@/app/api/auth/verify-email/handler'
import * as meRoute from '@/app/api/auth/me/handler'
import { findLink } from '@/cms/admin/eml'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { MAILS_PER_RECIPIENT, takeMailAllowance } from '@/cms/auth/mailer'
import { MSG } from '@/cms/auth/messages'
import { EMAIL_CHANGE_MSG } from './email-change'

/**
 * Sensitive changes of one's own account through Payload's REST API (/cms-api/users/:id, which the
 * admin's 账户 page uses too): a new password or e-mail needs the current password, and a new
 * e-mail takes effect only once the link mailed to it is used. Payload's own verify endpoint answers
 * a Chinese 4xx instead of a 500.
 */

type Role = 'admin' | 'editor' | 'sales' | 'member'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

beforeEach(() => {
  resetRateLimits()
})

const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`
const strongPassword = () => `Pw-${crypto.randomBytes(6).toString('hex')}`

async function account(role: Role) {
  const email = uniqueEmail(role)
  const password = strongPassword()
  const created = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], full_name: `测试${role}`, email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { id: created.id, email, password, token: await tokenFor(email, password) }
}

const patchUser = (id: number, token: string, body: Record<string, unknown>) =>
  callRoute(cmsRoute.PATCH, `/cms-api/users/${id}`, {
    method: 'PATCH',
    params: { slug: ['users', String(id)] },
    token,
    body,
  })

/** The way the admin's edit form saves: multipart with the fields as JSON in `_payload`. */
async function patchUserAsAdminForm(id: number, token: string, fields: Record<string, unknown>) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(fields))
  const request = new Request(`http://localhost:3000/cms-api/users/${id}?depth=0`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '203.0.113.10' },
    body: form,
  })
  const response = await cmsRoute.PATCH(request, { params: Promise.resolve({ slug: ['users', String(id)] }) })
  const text = await response.text()
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined }
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    return Boolean(result.token)
  } catch {
    return false
  }
}

async function storedRow(id: number): Promise<Record<string, unknown>> {
  const row = await payload.db.findOne<Record<string, unknown> & { id: number }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  if (!row) throw new Error(`no user ${id}`)
  return row
}

/** Every message of a Payload REST error answer, at any depth (`errors[].message`, `errors[].data.errors[].message`). */
function errorMessages(json: unknown): string[] {
  const found: string[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'message' && typeof inner === 'string') found.push(inner)
        else walk(inner)
      }
    }
  }
  walk(json)
  return found
}

function expectRefused(result: { status: number; text: string; json: unknown }, message: string) {
  expect([400, 403], result.text).toContain(result.status)
  expect(errorMessages(result.json), result.text).toContain(message)
}

const mailsTo = outboxMailsTo

const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? ''

const verify = (token: string) =>
  callRoute(verifyRoute.POST, '/api/auth/verify-email', { method: 'POST', body: { token } })

describe('changing one’s own password through /cms-api/users/:id', () => {
  for (const role of ['editor', 'admin'] as const) {
    it(`needs the current password (${role})`, async () => {
      const me = await account(role)
      const next = strongPassword()

      expectRefused(await patchUser(me.id, me.token, { password: next }), MSG.currentPasswordRequired)
      expectRefused(
        await patchUser(me.id, me.token, { password: next, current_password: '' }),
        MSG.currentPasswordRequired,
      )
      expectRefused(
        await patchUser(me.id, me.token, { password: next, current_password: 'Not-the-password-1' }),
        MSG.currentPasswordWrong,
      )
      expect(await canSignIn(me.email, me.password)).toBe(true)
      expect(await canSignIn(me.email, next)).toBe(false)

      const changed = await patchUser(me.id, me.token, { password: next, current_password: me.password })
      expect(changed.status, changed.text).toBe(200)
      expect(changed.text).not.toContain(me.password)
      expect(changed.text).not.toContain('current_password')
      expect(await canSignIn(me.email, next)).toBe(true)
      expect(await canSignIn(me.email, me.password)).toBe(false)
      // The current password is checked, never stored.
      expect(JSON.stringify(await storedRow(me.id))).not.toContain(me.password)
    })
  }

  it('stops guesses of the current password spread over many client addresses after 5', async () => {
    const me = await account('editor')
    const guess = (attempt: number, current: string) =>
      callRoute(cmsRoute.PATCH, `/cms-api/users/${me.id}`, {
        method: 'PATCH',
        params: { slug: ['users', String(me.id)] },
        token: me.token,
        body: { password: strongPassword(), current_password: current },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      })
    for (let attempt = 0; attempt < 5; attempt++)
      expectRefused(await guess(attempt, `Wrong-guess-${attempt}`), MSG.currentPasswordWrong)
    const sixth = await guess(6, me.password)
    expect(sixth.status, sixth.text).toBe(429)
    expect(errorMessages(sixth.json)).toContain(MSG.tooManyPasswordChecks)
    expect(await canSignIn(me.email, me.password)).toBe(true)
  })

  it('also from the admin’s account page (multipart form with password and confirm-password)', async () => {
    const me = await account('editor')
    const next = strongPassword()
    const fields = { email: me.email, full_name: '编辑', password: next, 'confirm-password': next }
    expectRefused(await patchUserAsAdminForm(me.id, me.token, fields), MSG.currentPasswordRequired)
    expect(await canSignIn(me.email, me.password)).toBe(true)
    const saved = await patchUserAsAdminForm(me.id, me.token, { ...fields, current_password: me.password })
    expect(saved.status, saved.text).toBe(200)
    expect(await canSignIn(me.email, next)).toBe(true)
  })

  it('leaves other edits of one’s own account as they were: no current password needed', async () => {
    const me = await account('editor')
    const saved = await patchUserAsAdminForm(me.id, me.token, {
      email: me.email,
      full_name: '新名字',
      phone: '13800000000',
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.doc.full_name).toBe('新名字')
    // The same address in other case or with spaces is no change either.
    const same = await patchUser(me.id, me.token, { email: ` ${me.email.toUpperCase()} `, full_name: '再改' })
    expect(same.status, same.text).toBe(200)
    expect((await storedRow(me.id)).email).toBe(me.email)
  })

  it('lets an admin set another user’s password and e-mail without their password', async () => {
    const admin = await account('admin')
    const editor = await account('editor')
    const next = strongPassword()
    const changed = await patchUser(editor.id, admin.token, { password: next })
    expect(changed.status, changed.text).toBe(200)
    expect(await canSignIn(editor.email, next)).toBe(true)

    // The new e-mail waits for its link (see 'an administrator changing another account’s e-mail').
    const newEmail = uniqueEmail('renamed')
    const renamed = await patchUser(editor.id, admin.token, { email: newEmail })
    expect(renamed.status, renamed.text).toBe(200)
    expect((await storedRow(editor.id)).pending_email).toBe(newEmail)
  })
})

describe('changing one’s own e-mail through /cms-api/users/:id', () => {
  for (const role of ['editor', 'admin'] as const) {
    it(`needs the current password, and takes effect only once the new address is verified (${role})`, async () => {
      const me = await account(role)
      const newEmail = uniqueEmail(`new-${role}`)

      expectRefused(await patchUser(me.id, me.token, { email: newEmail }), MSG.currentPasswordRequired)
      expectRefused(
        await patchUser(me.id, me.token, { email: newEmail, current_password: 'Not-the-password-1' }),
        MSG.currentPasswordWrong,
      )
      expect(mailsTo(newEmail)).toHaveLength(0)

      const asked = await patchUser(me.id, me.token, { email: newEmail, current_password: me.password })
      expect(asked.status, asked.text).toBe(200)
      expect(asked.json.doc.email).toBe(me.email)
      expect(asked.json.doc.pending_email).toBe(newEmail)
      expect(asked.text).not.toContain('pending_email_hash')
      await flushBackgroundTasks()

      // Until the link is used, the account keeps its address: sign-in works with the old one only.
      const stored = await storedRow(me.id)
      expect(stored.email).toBe(me.email)
      expect(await canSignIn(me.email, me.password)).toBe(true)
      expect(await canSignIn(newEmail, me.password)).toBe(false)

      const mails = mailsTo(newEmail)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toMatch(/[\u4e00-\u9fff]/)
      const link = findLink(mails[0]!, '/verify-email')
      expect(link).toBeTruthy()
      const token = tokenFromLink(link!)
      // Only the token's hash is stored.
      expect(JSON.stringify(stored)).not.toContain(token)

      const verified = await verify(token)
      expect(verified.status, verified.text).toBe(200)
      expect(verified.json.data.user.email).toBe(newEmail)
      expect(verified.json.data.user.email_confirmed_at).toBeTruthy()

      const after = await storedRow(me.id)
      expect(after.email).toBe(newEmail)
      expect(after.pending_email ?? null).toBeNull()
      expect(await canSignIn(newEmail, me.password)).toBe(true)
      expect(await canSignIn(me.email, me.password)).toBe(false)
      // Single use.
      expect((await verify(token)).status).toBe(400)
    })
  }

  it('refuses a malformed or taken address, and the pending fields cannot be written directly', async () => {
    const me = await account('editor')
    const other = await account('editor')
    expectRefused(
      await patchUser(me.id, me.token, { email: 'not-an-address', current_password: me.password }),
      MSG.invalidEmail,
    )
    expectRefused(
      await patchUser(me.id, me.token, { email: other.email, current_password: me.password }),
      EMAIL_CHANGE_MSG.emailTaken,
    )
    const sneaky = await patchUser(me.id, me.token, {
      pending_email: 'sneaky@example.com',
      pending_email_hash: crypto.createHash('sha256').update('x').digest('hex'),
      pending_email_expires_at: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(sneaky.status, sneaky.text).toBe(200)
    const row = await storedRow(me.id)
    expect(row.pending_email ?? null).toBeNull()
    expect(row.pending_email_hash ?? null).toBeNull()
    expect((await verify('x')).status).toBe(400)
  })

  it('a later request replaces the earlier link; an expired link does nothing', async () => {
    const me = await account('sales')
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    expect((await patchUser(me.id, me.token, { email: first, current_password: me.password })).status).toBe(200)
    expect((await patchUser(me.id, me.token, { email: second, current_password: me.password })).status).toBe(200)
    await flushBackgroundTasks()
    const firstToken = tokenFromLink(findLink(mailsTo(first)[0]!, '/verify-email')!)
    const secondToken = tokenFromLink(findLink(mailsTo(second)[0]!, '/verify-email')!)
    expect((await verify(firstToken)).status).toBe(400)
    expect((await storedRow(me.id)).email).toBe(me.email)

    await payload.db.updateOne({
      collection: 'users',
      id: me.id,
      data: { pending_email_expires_at: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expect((await verify(secondToken)).status).toBe(400)
    expect((await storedRow(me.id)).email).toBe(me.email)
  })

  it('stores no new link once the new address has had its mails for now, so the last one mailed still works', async () => {
    const me = await account('editor')
    const newEmail = uniqueEmail('capped')
    for (let sent = 0; sent < MAILS_PER_RECIPIENT.points; sent++) {
      const asked = await patchUser(me.id, me.token, { email: newEmail, current_password: me.password })
      expect(asked.status, asked.text).toBe(200)
    }
    expectRefused(
      await patchUser(me.id, me.token, { email: newEmail, current_password: me.password }),
      EMAIL_CHANGE_MSG.tooManyMails,
    )
    await flushBackgroundTasks()
    const mails = mailsTo(newEmail)
    expect(mails).toHaveLength(MAILS_PER_RECIPIENT.points)
    const verified = await verify(tokenFromLink(findLink(mails.at(-1)!, '/verify-email')!))
    expect(verified.status, verified.text).toBe(200)
    expect((await storedRow(me.id)).email).toBe(newEmail)
  })
})

/** Whether a bearer token's session is still open (the member API's /api/auth/me answers 401 otherwise). */
async function sessionOpen(token: string): Promise<boolean> {
  const me = await callRoute(meRoute.GET, '/api/auth/me', { token })
  if (me.status === 200) return true
  expect(me.status, me.text).toBe(401)
  return false
}

/** Only the session ids: the rows carry no secret, but the test compares only what matters. */
async function sessionCount(id: number): Promise<number> {
  return ((await storedRow(id)).sessions as unknown[] | undefined)?.length ?? 0
}

/** The notice of a confirmed change, to the old address: Chinese, no link, the new address masked. */
function expectChangeNotice(oldEmail: string, newEmail: string) {
  const notices = mailsTo(oldEmail).filter((mail) => mail.subject.includes('登录邮箱已更改'))
  expect(notices).toHaveLength(1)
  const notice = notices[0]!
  expect(notice.text).toContain('如非本人操作，请联系我们')
  expect(notice.text).toContain(`${newEmail.slice(0, 1)}***@example.com`)
  expect(notice.text).not.toContain(newEmail)
  expect(notice.html).not.toContain(newEmail)
  for (const page of ['/verify-email', '/reset-password', '/login']) expect(findLink(notice, page)).toBeFalsy()
}

describe('a confirmed e-mail change ends every session of the account and tells the old address', () => {
  it('an employee’s own change: every token of the account is refused once the link is used', async () => {
    const me = await account('editor')
    const other = await tokenFor(me.email, me.password)
    expect(await sessionOpen(me.token)).toBe(true)
    expect(await sessionOpen(other)).toBe(true)
    const newEmail = uniqueEmail('moved')
    const asked = await patchUser(me.id, me.token, { email: newEmail, current_password: me.password })
    expect(asked.status, asked.text).toBe(200)
    await flushBackgroundTasks()
    // Asking changes nothing yet: the sessions stay, the old address is not told.
    expect(await sessionOpen(me.token)).toBe(true)
    expect(mailsTo(me.email)).toHaveLength(0)

    const verified = await verify(tokenFromLink(findLink(mailsTo(newEmail)[0]!, '/verify-email')!))
    expect(verified.status, verified.text).toBe(200)
    await flushBackgroundTasks()
    expect(await sessionOpen(me.token)).toBe(false)
    expect(await sessionOpen(other)).toBe(false)
    expect(await sessionCount(me.id)).toBe(0)
    expectChangeNotice(me.email, newEmail)
    // A sign-in with the new address opens a new session as usual.
    expect(await sessionOpen(await tokenFor(newEmail, me.password))).toBe(true)
  })

  it('a member’s change (asked by an administrator): the member’s sessions end, the old address is told', async () => {
    const admin = await account('admin')
    const member = await account('member')
    const phone = await tokenFor(member.email, member.password)
    const newEmail = uniqueEmail('member-moved')
    const asked = await patchUser(member.id, admin.token, { email: newEmail })
    expect(asked.status, asked.text).toBe(200)
    await flushBackgroundTasks()
    expect(await sessionOpen(member.token)).toBe(true)

    expect((await verify(tokenFromLink(findLink(mailsTo(newEmail)[0]!, '/verify-email')!))).status).toBe(200)
    await flushBackgroundTasks()
    expect(await sessionOpen(member.token)).toBe(false)
    expect(await sessionOpen(phone)).toBe(false)
    expectChangeNotice(member.email, newEmail)
    // The administrator's own session is another account's: it stays.
    expect(await sessionOpen(admin.token)).toBe(true)
  })

  it('sends the notice within the old address’s share of 验证邮箱 mails, whatever other mails its mailbox had', async () => {
    const confirmChange = async (me: Awaited<ReturnType<typeof account>>) => {
      const newEmail = uniqueEmail('sales-moved')
      expect((await patchUser(me.id, me.token, { email: newEmail, current_password: me.password })).status).toBe(200)
      await flushBackgroundTasks()
      expect((await verify(tokenFromLink(findLink(mailsTo(newEmail)[0]!, '/verify-email')!))).status).toBe(200)
      await flushBackgroundTasks()
    }
    const notices = (email: string) => mailsTo(email).filter((mail) => mail.subject.includes('登录邮箱已更改'))

    // Mails anyone can have sent to the address (subscriptions, enquiries) used up its mailbox's total:
    // the notice still goes, recorded in the outbox as a 验证邮箱 mail.
    const flooded = await account('sales')
    for (const kind of [
      'newsletter-confirm',
      'newsletter-confirm',
      'enquiry-acknowledgement',
      'enquiry-acknowledgement',
    ] as const)
      expect(await takeMailAllowance(kind, flooded.email)).toBeTruthy()
    expect(await takeMailAllowance('reset-password', flooded.email)).toBeNull()
    await confirmChange(flooded)
    expect(notices(flooded.email)).toHaveLength(1)
    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: flooded.email } },
      overrideAccess: true,
    })
    expect(outbox.docs.map((doc) => doc.kind)).toEqual(['verify-email'])

    // Its own share of 验证邮箱 mails spent: no notice, like any capped mail; the change stands.
    const capped = await account('sales')
    for (let sent = 0; sent < MAILS_PER_RECIPIENT.points; sent++)
      expect(await takeMailAllowance('verify-email', capped.email)).toBeTruthy()
    await confirmChange(capped)
    expect(notices(capped.email)).toHaveLength(0)
    expect((await storedRow(capped.id)).email).not.toBe(capped.email)
  })
})

describe('an administrator changing another account’s e-mail', () => {
  for (const role of ['member', 'editor'] as const) {
    it(`does not make the new address the account’s until its link is used (${role})`, async () => {
      const admin = await account('admin')
      const target = await account(role)
      const confirmedAt = (await storedRow(target.id)).email_confirmed_at
      const newEmail = uniqueEmail(`by-admin-${role}`)

      const asked = await patchUserAsAdminForm(target.id, admin.token, { email: newEmail, full_name: '改邮箱' })
      expect(asked.status, asked.text).toBe(200)
      expect(asked.json.doc.email).toBe(target.email)
      expect(asked.json.doc.pending_email).toBe(newEmail)
      await flushBackgroundTasks()

      // Neither signed in with nor verified: the account keeps its address and its confirmation.
      const stored = await storedRow(target.id)
      expect(stored.email).toBe(target.email)
      expect(stored.email_confirmed_at).toEqual(confirmedAt)
      expect(stored.full_name).toBe('改邮箱')
      expect(await canSignIn(newEmail, target.password)).toBe(false)
      expect(await canSignIn(target.email, target.password)).toBe(true)

      const mails = mailsTo(newEmail)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain('管理员')
      const verified = await verify(tokenFromLink(findLink(mails[0]!, '/verify-email')!))
      expect(verified.status, verified.text).toBe(200)
      const after = await storedRow(target.id)
      expect(after.email).toBe(newEmail)
      expect(after.email_confirmed_at).toBeTruthy()
      expect(after.email_confirmed_at).not.toEqual(confirmedAt)
      expect(await canSignIn(newEmail, target.password)).toBe(true)
    })
  }

  it('refuses a malformed or taken address, and stores nothing past the new address’s mail budget', async () => {
    const admin = await account('admin')
    const target = await account('member')
    const other = await account('member')
    expectRefused(await patchUser(target.id, admin.token, { email: 'not-an-address' }), MSG.invalidEmail)
    expectRefused(await patchUser(target.id, admin.token, { email: other.email }), EMAIL_CHANGE_MSG.emailTaken)
    const newEmail = uniqueEmail('admin-capped')
    for (let sent = 0; sent < MAILS_PER_RECIPIENT.points; sent++)
      expect((await patchUser(target.id, admin.token, { email: newEmail })).status).toBe(200)
    expectRefused(await patchUser(target.id, admin.token, { email: newEmail }), EMAIL_CHANGE_MSG.tooManyMails)
    expect((await storedRow(target.id)).email).toBe(target.email)
  })
})

describe('Payload’s own verify endpoint', () => {
  it('answers a Chinese 4xx to POST /cms-api/users/verify/<anything>, and logs no error', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      for (const token of ['abc', crypto.randomBytes(20).toString('hex')]) {
        const answer = await callRoute(cmsRoute.POST, `/cms-api/users/verify/${token}`, {
          method: 'POST',
          params: { slug: ['users', 'verify', token] },
        })
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400)
        expect(answer.status, answer.text).toBeLessThan(500)
        expect(answer.json).toEqual({ errors: [{ message: EMAIL_CHANGE_MSG.verifyLinkInvalid }] })
        expect(answer.text).not.toMatch(/at .*\.js|node_modules/)
      }
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })
})

describe('Payload’s own reset endpoint', () => {
  it('answers a Chinese 400 to POST /cms-api/users/reset-password (never issued here), and logs no error', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      const answer = await callRoute(cmsRoute.POST, '/cms-api/users/reset-password', {
        method: 'POST',
        params: { slug: ['users', 'reset-password'] },
        body: { token: crypto.randomBytes(20).toString('hex'), password: 'Another-Password-2026!' },
      })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json).toEqual({ errors: [{ message: '重置链接无效或已过期，请重新申请' }] })
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })
})
