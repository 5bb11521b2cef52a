import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { parseEml } from '@/cms/admin/eml'
import { env } from '@/lib/env'
import * as enquiriesRoute from '@/app/api/enquiries/handler'
import * as mineRoute from '@/app/api/enquiries/mine/handler'
import * as exportRoute from '@/app/api/enquiries/export/handler'
import { callRoute, clientAddress, expectFailure, expectMethodsRefused, expectSuccess } from '@/app/api/_shared/testing'
import { ADMIN, EDITOR, tokenFor } from '@/testing/routes'
import { enquiryCreatedSchema, memberEnquirySchema } from './schemas'

const THANKS = '提交成功！学术顾问将在1个工作日内与您联系。'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
})

const unique = () => crypto.randomBytes(4).toString('hex')
const valid = (extra: Record<string, unknown> = {}) => ({
  name: `测试客户${unique()}`,
  phone: '13800138000',
  service: 'Meta分析',
  message: '想了解 Meta 分析的周期和报价',
  consent: true,
  ...extra,
})

const send = (
  body: unknown,
  options: { ip?: string; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
) =>
  callRoute(enquiriesRoute.POST, '/api/enquiries', {
    method: 'POST',
    body: options.rawBody === undefined ? body : undefined,
    rawBody: options.rawBody,
    token: options.token,
    headers: { 'x-forwarded-for': options.ip ?? clientAddress(), ...options.headers },
  })

async function storedEnquiry(name: string) {
  const found = await payload.find({ collection: 'enquiries', where: { name: { equals: name } }, overrideAccess: true })
  return found.docs[0] ?? null
}

async function userWithRole(role: 'member' | 'sales') {
  const email = `${role}-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], full_name: role === 'sales' ? '销售小王' : '会员小李' },
    overrideAccess: true,
  })
  return { user, token: await tokenFor(email, password) }
}

function outboxTo(address: string) {
  if (!fs.existsSync(env.outboxDir)) return []
  return fs
    .readdirSync(env.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => parseEml(fs.readFileSync(path.join(env.outboxDir, file), 'utf8')))
    .filter((mail) => mail.to.includes(address))
}

describe('POST /api/enquiries', () => {
  it('stores an enquiry with its source page and UTM parameters, and answers 201 { id }', async () => {
    const body = valid({
      phone: '+86 139-0000-1111',
      organization: '某医院',
      contact_time: '工作日上午',
      source_page: '/services/meta-analysis',
      utm_source: 'baidu',
      utm_campaign: 'meta-2026',
    })
    const result = await send(body)
    const data = expectSuccess(result, enquiryCreatedSchema, { status: 201, message: THANKS })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    const stored = await payload.findByID({ collection: 'enquiries', id: data.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({
      name: body.name,
      phone: '13900001111',
      organization: '某医院',
      service: 'Meta分析',
      contact_time: '工作日上午',
      status: 'new',
      consent: true,
      source_page: '/services/meta-analysis',
      utm: { source: 'baidu', campaign: 'meta-2026' },
      member: null,
    })
  })

  it('answers 400 with a Chinese message per field, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs
    const result = await send({ phone: '123', email: 'x@', consent: false })
    expect(result.status).toBe(400)
    expect(Object.keys(result.json).sort()).toEqual(['errors', 'message', 'success'])
    expect(result.json.success).toBe(false)
    expect(result.json.errors).toEqual({
      name: '请填写您的姓名',
      phone: '请输入正确的手机号码',
      email: '请输入有效的邮箱格式',
      message: '请填写咨询内容',
      consent: '请阅读并同意《隐私政策》后提交',
    })
    expect(result.json.message).toBe('请填写您的姓名')
    const noWay = await send(valid({ phone: undefined }))
    expect(noWay.json.errors).toEqual({ phone: '请至少填写手机号、微信号或邮箱中的一项' })
    expect((await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses what is not a JSON object, and other methods', async () => {
    expectFailure(
      await send(undefined, { rawBody: '{"name":', headers: { 'content-type': 'application/json' } }),
      400,
      '请求内容不是有效的 JSON',
    )
    expectFailure(
      await send(undefined, { rawBody: '[1]', headers: { 'content-type': 'application/json' } }),
      400,
      '请求内容必须是 JSON 对象',
    )
    expectFailure(
      await send(undefined, { rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
    )
    await expectMethodsRefused(enquiriesRoute, '/api/enquiries', ['GET', 'PUT', 'PATCH', 'DELETE'])
  })

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const body = valid({ website: 'http://spam.example' })
    const result = await send(body)
    expect(result.status).toBe(201)
    expect(result.json).toEqual({ success: true, data: { id: 0 }, message: THANKS })
    expect(await storedEnquiry(body.name)).toBeNull()
  })

  it('takes a form sent at once (autofill), and ignores the fill time older pages still send', async () => {
    for (const fill of [{}, { fill_ms: 0 }, { fill_ms: 800 }, { fill_ms: 'soon' }]) {
      const body = valid(fill)
      const result = await send(body)
      expect(result.status, JSON.stringify(fill)).toBe(201)
      expect(result.json).toMatchObject({ success: true, message: THANKS })
      const stored = await storedEnquiry(body.name)
      expect(stored).toMatchObject({ name: body.name, service: 'Meta分析' })
      expect(stored).not.toHaveProperty('fill_ms')
    }
  })

  it('allows five enquiries per address in ten minutes, then answers 429 in Chinese', async () => {
    const ip = clientAddress()
    for (let index = 0; index < 5; index++) expect((await send(valid(), { ip })).status).toBe(201)
    const refused = await send(valid(), { ip })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试$/)
    expect((await send(valid(), { ip: clientAddress() })).status).toBe(201)
  })

  it('mails the sales desk with a link to the enquiry in the admin (recorded in the outbox)', async () => {
    const notify = `sales-${unique()}@example.com`
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { enquiry_notify_email: notify },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const body = valid({ wechat: 'wx_demo', message: '需要<b>统计</b>分析' })
      const { json } = await send(body)
      await flushBackgroundTasks()
      const mails = outboxTo(notify)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toBe(`新咨询：${body.name}（Meta分析）`)
      expect(mails[0]!.text).toContain(`${env.siteUrl}/admin/collections/enquiries/${json.data.id}`)
      expect(mails[0]!.text).toContain('微信号：wx_demo')
      expect(mails[0]!.html).toContain('需要&#60;b&#62;统计&#60;/b&#62;分析')
      const record = await payload.find({
        collection: 'mail-outbox',
        where: { and: [{ to: { equals: notify } }, { kind: { equals: 'enquiry-notice' } }] },
        overrideAccess: true,
      })
      expect(record.totalDocs).toBe(1)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { enquiry_notify_email: 'sales@keyan.example.com' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('who may read and change enquiries', () => {
  it('refuses visitors, members and editors; sales and admins read and update, only admins delete', async () => {
    const { id } = (await send(valid())).json.data
    const member = await userWithRole('member')
    const sales = await userWithRole('sales')
    const editor = await payload.find({
      collection: 'users',
      where: { email: { equals: EDITOR.email } },
      overrideAccess: true,
    })
    const asUser = (user: unknown) => ({ overrideAccess: false, user }) as const
    for (const user of [undefined, member.user, editor.docs[0]]) {
      await expect(payload.find({ collection: 'enquiries', ...asUser(user) })).rejects.toThrow()
      await expect(
        payload.update({ collection: 'enquiries', id, data: { status: 'won' }, ...asUser(user) }),
      ).rejects.toThrow()
    }
    const read = await payload.find({ collection: 'enquiries', ...asUser(sales.user) })
    expect(read.docs.some((doc) => doc.id === id)).toBe(true)
    const updated = await payload.update({
      collection: 'enquiries',
      id,
      data: {
        status: 'contacted',
        assignee: sales.user.id,
        follow_ups: [{ date: new Date().toISOString(), note: '已电话联系' }],
      },
      ...asUser(sales.user),
    })
    expect(updated.status).toBe('contacted')
    await expect(payload.delete({ collection: 'enquiries', id, ...asUser(sales.user) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'enquiries',
        data: { name: '直接写入', message: '无', consent: true, status: 'new' },
        ...asUser(sales.user),
      }),
    ).rejects.toThrow()
  })
})

describe('GET /api/enquiries/mine', () => {
  it("lists a member's own enquiries with their status in plain words, and nobody else's", async () => {
    const member = await userWithRole('member')
    const other = await userWithRole('member')
    const first = await send(valid({ service: 'SCI论文润色' }), { token: member.token })
    await send(valid({ service: '别人的咨询' }), { token: other.token })
    await payload.update({
      collection: 'enquiries',
      id: first.json.data.id,
      data: { status: 'quoted' },
      overrideAccess: true,
    })
    const result = await callRoute(mineRoute.GET, '/api/enquiries/mine', { token: member.token })
    const data = expectSuccess(result, z.array(memberEnquirySchema), { message: '获取咨询记录成功' })
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ service: 'SCI论文润色', status: 'quoted', status_label: '已为您提供方案与报价' })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 401 without a session', async () => {
    expectFailure(await callRoute(mineRoute.GET, '/api/enquiries/mine'), 401, '请先登录')
    await expectMethodsRefused(mineRoute, '/api/enquiries/mine', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})

describe('GET /api/enquiries/export', () => {
  it('gives the sales desk a CSV of the filtered list, formulas defused', async () => {
    const marker = unique()
    await send(valid({ name: `=HYPERLINK("x")${marker}`, service: `导出测试${marker}` }))
    await send(valid({ name: `另一位${marker}`, service: '其他服务' }))
    const sales = await userWithRole('sales')
    const result = await callRoute(
      exportRoute.GET,
      `/api/enquiries/export?where[service][equals]=${encodeURIComponent(`导出测试${marker}`)}`,
      { token: sales.token },
    )
    expect(result.status, result.text).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = result.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '提交时间,姓名,手机号,微信号,邮箱,单位,咨询服务,咨询内容,方便联系时间,状态,负责人,下次跟进,跟进记录,来源页面,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")${marker}"`)
    expect(lines[1]).toContain(',新咨询,')
    const searched = await callRoute(
      exportRoute.GET,
      `/api/enquiries/export?search=${encodeURIComponent(`另一位${marker}`)}`,
      {
        token: sales.token,
      },
    )
    expect(searched.text.trim().split('\r\n')).toHaveLength(2)
  })

  it('refuses visitors, members and editors, and a filter on an unknown field', async () => {
    const member = await userWithRole('member')
    const editorToken = await tokenFor(EDITOR.email, EDITOR.password)
    const adminToken = await tokenFor(ADMIN.email, ADMIN.password)
    expectFailure(await callRoute(exportRoute.GET, '/api/enquiries/export'), 401, '请先登录')
    expectFailure(await callRoute(exportRoute.GET, '/api/enquiries/export', { token: member.token }), 403)
    expectFailure(await callRoute(exportRoute.GET, '/api/enquiries/export', { token: editorToken }), 403)
    expectFailure(
      await callRoute(exportRoute.GET, '/api/enquiries/export?where[password][equals]=x', { token: adminToken }),
      400,
      '筛选条件无效',
    )
    expect((await callRoute(exportRoute.GET, '/api/enquiries/export', { token: adminToken })).status).toBe(200)
    await expectMethodsRefused(exportRoute, '/api/enquiries/export', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})
