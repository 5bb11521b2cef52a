import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { callRoute, staffTokens } from '@/app/api/_shared/testing'
import { tokenFor } from '@/testing/routes'

/**
 * No staff role reaches beyond itself (security hardening, round 2): each case is what a probe of
 * the landed build did through Payload's REST API, and what it must answer now.
 */

type Handler = Parameters<typeof callRoute>[0]
const CTX = { disableRevalidate: true }

function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string, body?: unknown) {
  const handler = (cmsApi as unknown as Record<string, Handler>)[method]!
  return callRoute(handler, `/cms-api/${path}`, {
    method,
    params: { slug: path.split('?')[0]!.split('/').filter(Boolean) },
    token,
    body,
  })
}

let payload: Payload
let admin: string
let editor: string
let sales: string
let adminId: number
let salesId: number

async function salesAccount(): Promise<{ id: number; token: string }> {
  const email = `sales-${crypto.randomBytes(4).toString('hex')}@keyan.example.com`
  const password = `Sales-${crypto.randomBytes(8).toString('hex')}!`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['sales'], full_name: '销售测试', email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: CTX,
  })
  return { id: user.id, token: await tokenFor(email, password) }
}

beforeAll(async () => {
  payload = await getPayload()
  ;({ admin, editor } = await staffTokens())
  ;({ id: salesId, token: sales } = await salesAccount())
  adminId = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@keyan.example.com' } } }))
    .docs[0]!.id
})

describe('settings that route personal data are the admin’s alone', () => {
  it('an editor cannot point enquiries, CVs or site ownership elsewhere; the rest of the settings stay theirs', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const answer = await rest('POST', 'globals/site-settings', editor, {
      enquiry_notify_email: 'editor@evil.example',
      careers_email: 'editor@evil.example',
      search_verification: { google: 'editor-owns-it' },
      footer_intro: '编辑可以修改页脚简介。',
    })
    expect(answer.status).toBeLessThan(300)
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.enquiry_notify_email).toBe(before.enquiry_notify_email)
    expect(after.careers_email).toBe(before.careers_email)
    expect(after.search_verification?.google ?? null).toBe(before.search_verification?.google ?? null)
    expect(after.footer_intro).toBe('编辑可以修改页脚简介。')

    const byAdmin = await rest('POST', 'globals/site-settings', admin, {
      enquiry_notify_email: 'leads@keyan.example.com',
      footer_intro: before.footer_intro ?? '',
    })
    expect(byAdmin.status).toBeLessThan(300)
    const changed = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(changed.enquiry_notify_email).toBe('leads@keyan.example.com')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { enquiry_notify_email: before.enquiry_notify_email },
      overrideAccess: true,
      context: CTX,
    })
  })
})

describe('what a client wrote in an enquiry is read-only for every role', () => {
  it('sales and admins change the status and follow-ups, never the client’s words or the member it belongs to', async () => {
    const member = await payload.create({
      collection: 'users',
      data: {
        email: `m-${crypto.randomBytes(4).toString('hex')}@example.com`,
        password: `Member-${crypto.randomBytes(8).toString('hex')}`,
        roles: ['member'],
      },
      overrideAccess: true,
      context: CTX,
    })
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: '王老师',
        email: 'wang@example.com',
        message: '想咨询单细胞测序分析。',
        consent: true,
        status: 'new',
      },
      overrideAccess: true,
      context: CTX,
    })
    for (const token of [sales, admin]) {
      const answer = await rest('PATCH', `enquiries/${enquiry.id}`, token, {
        name: '改过的名字',
        email: 'attacker@evil.example',
        message: '改过的内容',
        phone: '13800000000',
        member: member.id,
        consent: false,
        utm: { source: 'forged' },
        status: 'contacted',
        assignee: salesId,
      })
      expect(answer.status, answer.text).toBe(200)
    }
    const stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ name: '王老师', email: 'wang@example.com', message: '想咨询单细胞测序分析。' })
    expect(stored.phone ?? null).toBeNull()
    expect(stored.member ?? null).toBeNull()
    expect(stored.consent).toBe(true)
    expect(stored.utm?.source ?? null).toBeNull()
    expect(stored.status).toBe('contacted')
    expect(stored.assignee).toBe(salesId)
    await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: true, context: CTX })
  })
})

describe('document locks', () => {
  it('name the person who asked for them, never the admin', async () => {
    const news = (await payload.find({ collection: 'news', limit: 1, overrideAccess: true })).docs[0]!
    const answer = await rest('POST', 'payload-locked-documents', editor, {
      document: { relationTo: 'news', value: news.id },
      user: { relationTo: 'users', value: adminId },
    })
    expect(answer.status, answer.text).toBe(201)
    const lock = await payload.findByID({
      collection: 'payload-locked-documents',
      id: answer.json.doc.id,
      overrideAccess: true,
      depth: 0,
    })
    const editorId = (
      await payload.find({ collection: 'users', where: { email: { equals: 'editor@keyan.example.com' } } })
    ).docs[0]!.id
    expect((lock.user as { value: number }).value).toBe(editorId)

    const takeOver = await rest('PATCH', `payload-locked-documents/${lock.id}`, editor, {
      user: { relationTo: 'users', value: adminId },
    })
    expect(takeOver.status).toBe(200)
    const still = await payload.findByID({
      collection: 'payload-locked-documents',
      id: lock.id,
      overrideAccess: true,
      depth: 0,
    })
    expect((still.user as { value: number }).value).toBe(editorId)
    await payload.delete({ collection: 'payload-locked-documents', id: lock.id, overrideAccess: true })
  })

  it('only on a document the person may edit', async () => {
    const news = (await payload.find({ collection: 'news', limit: 1, overrideAccess: true })).docs[0]!
    const bySales = await rest('POST', 'payload-locked-documents', sales, {
      document: { relationTo: 'news', value: news.id },
      user: { relationTo: 'users', value: salesId },
    })
    expect(bySales.status).toBe(403)
    const settingsBySales = await rest('POST', 'payload-locked-documents', sales, {
      globalSlug: 'site-settings',
      user: { relationTo: 'users', value: salesId },
    })
    expect(settingsBySales.status).toBe(403)
    // Editors edit only their own account: not a lock on the admin's.
    const adminRecordByEditor = await rest('POST', 'payload-locked-documents', editor, {
      document: { relationTo: 'users', value: adminId },
    })
    expect(adminRecordByEditor.status).toBe(403)
    const locks = await payload.find({
      collection: 'payload-locked-documents',
      where: { 'user.value': { equals: salesId } },
      overrideAccess: true,
    })
    expect(locks.totalDocs).toBe(0)
  })
})
