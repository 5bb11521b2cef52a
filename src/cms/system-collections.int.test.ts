import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import { callRoute, memberToken, staffTokens } from '@/app/api/_shared/testing'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const cms = (method: Method, path: string, token?: string, body?: unknown) => {
  const slug = path.split('/').filter(Boolean)
  return callRoute(cmsApi[method] as Parameters<typeof callRoute>[0], `/cms-api/${slug.join('/')}`, {
    method,
    params: { slug },
    body,
    token,
  })
}

let payload: Payload
let member: string
let editor: string
let newsId: number

beforeAll(async () => {
  payload = await getPayload()
  member = await memberToken()
  editor = (await staffTokens()).editor
  const news = await payload.create({
    collection: 'news',
    data: { title: '锁定测试新闻', is_published: false },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  newsId = news.id
})

const lockCount = async () =>
  (await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs

describe('Payload’s system collections are for staff only', () => {
  it('refuses members: no document locks listed, created or deleted', async () => {
    const before = await lockCount()
    const created = await cms('POST', 'payload-locked-documents', member, {
      document: { relationTo: 'news', value: newsId },
      globalSlug: null,
    })
    expect(created.status).toBe(403)
    expect(await lockCount()).toBe(before)

    const listed = await cms('GET', 'payload-locked-documents', member)
    expect(listed.status).toBe(403)

    const staffLock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'news', value: newsId }, user: { relationTo: 'users', value: 1 } },
      overrideAccess: true,
    })
    const deleted = await cms('DELETE', `payload-locked-documents/${staffLock.id}`, member)
    expect([403, 404]).toContain(deleted.status)
    expect(await lockCount()).toBe(before + 1)
    await payload.delete({ collection: 'payload-locked-documents', id: staffLock.id, overrideAccess: true })
  })

  it('refuses anonymous callers', async () => {
    expect((await cms('GET', 'payload-locked-documents')).status).toBe(403)
    expect((await cms('GET', 'payload-preferences')).status).toBe(403)
  })

  it('refuses members admin preferences, through the collection and its key endpoints', async () => {
    const count = async () =>
      (await payload.count({ collection: 'payload-preferences', overrideAccess: true })).totalDocs
    const before = await count()
    const byKey = await cms('POST', 'payload-preferences/nav', member, { value: { open: true } })
    expect(byKey.status).toBe(403)
    expect(byKey.json).toEqual({ errors: [{ message: '没有权限执行此操作' }] })
    expect((await cms('GET', 'payload-preferences/nav', member)).status).toBe(403)
    expect((await cms('DELETE', 'payload-preferences/nav', member)).status).toBe(403)
    expect(await count()).toBe(before)
  })

  it('still lets staff keep their preferences, and a missing one is a 404, not a 500', async () => {
    const saved = await cms('POST', 'payload-preferences/system-collections-test', editor, { value: { open: true } })
    expect(saved.status, saved.text).toBe(200)
    const read = await cms('GET', 'payload-preferences/system-collections-test', editor)
    expect(read.json.value).toEqual({ open: true })
    expect((await cms('DELETE', 'payload-preferences/system-collections-test', editor)).status).toBe(200)
    expect((await cms('DELETE', 'payload-preferences/system-collections-test', editor)).status).toBe(404)
    expect((await cms('DELETE', 'payload-preferences/999999', editor)).status).toBe(404)
  })

  it('lets staff lock a document for editing', async () => {
    const me = await payload.find({ collection: 'users', where: { roles: { contains: 'editor' } }, limit: 1 })
    const locked = await cms('POST', 'payload-locked-documents', editor, {
      document: { relationTo: 'news', value: newsId },
      user: { relationTo: 'users', value: me.docs[0]!.id },
    })
    expect(locked.status, locked.text).toBe(201)
    await payload.delete({ collection: 'payload-locked-documents', id: locked.json.doc.id, overrideAccess: true })
  })
})
