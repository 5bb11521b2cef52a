import crypto from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '@/lib/rate-limit'
import { z } from 'zod'
import type { Payload } from 'payload'
import type { InvoiceRequest, Offering, Project, ProjectQuote, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { pdfDocument } from '@/cms/seed/guide-pdf'
import * as mineRoute from '@/app/api/projects/mine/handler'
import * as detailRoute from '@/app/api/projects/[number]/handler'
import * as acceptRoute from '@/app/api/projects/[number]/accept-quote/handler'
import * as messagesRoute from '@/app/api/projects/[number]/messages/handler'
import * as invoiceRequestsRoute from '@/app/api/projects/[number]/invoice-requests/handler'
import * as confirmationRoute from '@/app/api/projects/[number]/confirmation/handler'
import * as invoiceFileRoute from '@/app/api/projects/[number]/invoices/[id]/file/handler'
import {
  callRoute,
  clientAddress,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  staffTokens,
} from '@/app/api/_shared/testing'
import { ADMIN, tokenFor } from '@/testing/routes'
import { outboxMailsTo } from '@/testing/outbox'
import { apiRoutes } from '@/app/api/_shared/route-docs'
import { projectDetailSchema, projectSummarySchema } from './schemas'

/**
 * The client's side of a project (我的项目) through the real route handlers, with bearer tokens:
 * the answers' shapes (the zod schemas route-docs.ts documents), who may reach a project (only its
 * client; everyone else, staff included, the 404 of an unknown number), acceptance and its
 * 服务确认单, messages and their mails, invoice requests and the download of an issued invoice.
 * Projects and quotes are made by staff through the Local API (quotes.int.test.ts tests that side).
 */

type Account = { user: User; token: string }
type AnyRouteHandler = (request: Request, context: never) => Promise<Response> | Response

let payload: Payload
let owner: Account
let other: Account
let sales: Account
let admin: User
let staff: { admin: string; editor: string }
let priced: Offering

const NOT_FOUND = '未找到该项目'
const SIGN_IN = '请先登录'
const messageSchema = projectDetailSchema.shape.messages.element
const invoiceSchema = projectDetailSchema.shape.invoices.element

const unique = () => crypto.randomBytes(4).toString('hex')
const as = (user: User) => ({ user, overrideAccess: false as const })
const futureDay = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

async function account(role: 'member' | 'sales', fullName: string): Promise<Account> {
  const email = `project-api-${role}-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], full_name: fullName, email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { user, token: await tokenFor(email, password) }
}

/** A project of `client`, worked by the `sales` account (its staff mails go there). */
function newProject(client: Account = owner, data: Partial<Project> = {}): Promise<Project> {
  return payload.create({
    collection: 'projects',
    data: {
      client: client.user.id,
      title: `论文数据分析 ${unique()}`,
      assignees: [sales.user.id],
      ...data,
    } as Project,
    ...as(admin),
    depth: 0,
  })
}

function sendQuote(project: Project, data: Partial<ProjectQuote> = {}): Promise<ProjectQuote> {
  return payload.create({
    collection: 'project-quotes',
    data: {
      project: project.id,
      items: [
        { offering: priced.id, quantity: 1 },
        { name: '图表精修', quantity: 2, unit_price: 150.5, discount: 1 },
      ],
      status: 'sent',
      valid_until: futureDay(),
      terms: '交付后 7 日内可免费修改。',
      ...data,
    } as ProjectQuote,
    ...as(sales.user),
    depth: 0,
  })
}

const readProject = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true })
const readQuote = (id: number) => payload.findByID({ collection: 'project-quotes', id, depth: 0, overrideAccess: true })

const params = (number: string) => ({ number })
const detail = (number: string, token?: string) =>
  callRoute(detailRoute.GET, `/api/projects/${number}`, { params: params(number), token })
const post = (
  handler: AnyRouteHandler,
  path: string,
  number: string,
  body: unknown,
  token: string | undefined,
  options: { ip?: string; rawBody?: string; headers?: Record<string, string> } = {},
) =>
  callRoute(handler, `/api/projects/${number}/${path}`, {
    method: 'POST',
    params: params(number),
    body: options.rawBody === undefined ? body : undefined,
    rawBody: options.rawBody,
    token,
    headers: { 'x-forwarded-for': options.ip ?? clientAddress(), ...options.headers },
  })
const accept = (number: string, body: unknown, token = owner.token, ip?: string) =>
  post(acceptRoute.POST, 'accept-quote', number, body, token, { ip })
const message = (number: string, body: unknown, token = owner.token) =>
  post(messagesRoute.POST, 'messages', number, body, token)
const requestInvoice = (number: string, body: unknown, token = owner.token) =>
  post(invoiceRequestsRoute.POST, 'invoice-requests', number, body, token)

const INVOICE = {
  title: '某某大学附属医院',
  tax_id: '12100000400000000X',
  type: 'normal',
  email: 'finance@example.edu.cn',
}

/** A file answer read as bytes (callRoute reads text, which would mangle a PDF). */
async function download(handler: AnyRouteHandler, path: string, routeParams: Record<string, string>, token?: string) {
  const headers = new Headers({ 'x-forwarded-for': clientAddress() })
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await handler(new Request(new URL(path, 'http://localhost:3000'), { headers }), {
    params: Promise.resolve(routeParams),
  } as never)
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

function expectPdf(result: Awaited<ReturnType<typeof download>>, filename: string) {
  expect(result.status, result.bytes.toString('utf8').slice(0, 200)).toBe(200)
  expect(result.headers.get('content-type')).toBe('application/pdf')
  expect(result.headers.get('cache-control')).toBe('private, no-store')
  expect(result.headers.get('content-disposition')).toMatch(/^attachment;/)
  expect(result.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(filename)}`)
  expect(result.headers.get('content-length')).toBe(String(result.bytes.length))
  expect(result.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

/** A project whose client accepted version 1: its number, project and quote. */
async function acceptedProject(client: Account = owner) {
  const project = await newProject(client)
  const quote = await sendQuote(project)
  const accepted = await accept(project.number!, { version: 1 }, client.token)
  expect(accepted.status, accepted.text).toBe(200)
  return { number: project.number!, project: await readProject(project.id), quote: await readQuote(quote.id) }
}

/** An invoice PDF, uploaded by sales into project-files. */
async function uploadInvoicePdf(project: Project) {
  const data = pdfDocument({
    title: `发票 ${project.number}`,
    subtitle: '测试',
    sections: [{ heading: '发票', paragraphs: [`编号 ${unique()}`] }],
  })
  const file = await payload.create({
    collection: 'project-files',
    data: { project: project.id },
    file: { data, mimetype: 'application/pdf', name: `invoice-${unique()}.pdf`, size: data.length },
    ...as(sales.user),
    depth: 0,
  })
  return { file, data }
}

const issue = (invoiceId: number, fileId: number, invoiceNumber = `No.${unique()}`) =>
  payload.update({
    collection: 'invoice-requests',
    id: invoiceId,
    data: { invoice_file: fileId, status: 'issued', invoice_number: invoiceNumber },
    ...as(sales.user),
    depth: 0,
  })

/** The project mails a recipient received about `number`. */
async function mailsAbout(address: string, number: string) {
  await flushBackgroundTasks()
  return outboxMailsTo(address).filter((mail) => mail.subject.includes(number))
}

beforeAll(async () => {
  payload = await getPayload()
  ;[owner, other, sales, staff] = await Promise.all([
    account('member', '会员小李'),
    account('member', '另一位会员'),
    account('sales', '销售小王'),
    staffTokens(),
  ])
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true }))
    .docs[0]!
  const offerings = await payload.find({
    collection: 'offerings',
    where: { price: { greater_than: 0 } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  priced = offerings.docs[0]!
  expect(priced, 'a seeded offering with a price').toBeDefined()
})

// Each test starts with the routes' per-address budgets full (they all come from one test address).
beforeEach(() => resetRateLimits())

describe('the documented answers', () => {
  it('are the schemas these tests check the answers against (route-docs.ts → /api/openapi.json)', () => {
    const documented = (path: string, method: 'get' | 'post') =>
      apiRoutes.find((route) => route.path === path)?.operations.find((operation) => operation.method === method)?.data
    expect((documented('/api/projects/mine', 'get') as z.ZodArray).element).toBe(projectSummarySchema)
    expect(documented('/api/projects/{number}', 'get')).toBe(projectDetailSchema)
    expect(documented('/api/projects/{number}/accept-quote', 'post')).toBe(projectDetailSchema)
    expect(documented('/api/projects/{number}/messages', 'post')).toBe(messageSchema)
    expect(documented('/api/projects/{number}/invoice-requests', 'post')).toBe(invoiceSchema)
  })
})

describe('GET /api/projects/mine', () => {
  it('lists the caller’s own projects, last changed first, in the documented shape', async () => {
    const client = await account('member', '列表会员')
    const older = await newProject(client, { service: 'Meta分析' })
    const newer = await newProject(client)
    await newProject(other)
    // Changing the older project makes it the last changed.
    await payload.update({ collection: 'projects', id: older.id, data: { title: '改过的项目' }, ...as(admin) })

    const result = await callRoute(mineRoute.GET, '/api/projects/mine', { token: client.token })
    const list = expectSuccess(result, z.array(projectSummarySchema), { message: '获取项目成功' })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(list.map((project) => project.number)).toEqual([older.number, newer.number])
    expect(list[0]).toMatchObject({
      title: '改过的项目',
      service: 'Meta分析',
      stage: 'quoting',
      stage_label: '待报价',
      next_step: '顾问正在为您准备报价',
      due_date: null,
    })

    // Nobody else's: a member without projects and staff (who are no clients) get an empty list.
    for (const token of [(await account('member', '新会员')).token, staff.admin, staff.editor, sales.token]) {
      expect(
        expectSuccess(await callRoute(mineRoute.GET, '/api/projects/mine', { token }), z.array(z.never())),
      ).toEqual([])
    }
  })

  it('answers 401 without a valid token and 405 to other methods', async () => {
    expectFailure(await callRoute(mineRoute.GET, '/api/projects/mine'), 401, SIGN_IN)
    expectFailure(await callRoute(mineRoute.GET, '/api/projects/mine', { token: 'not-a-token' }), 401)
    // The member API reads the bearer token only, not the admin's cookie.
    const cookie = { cookie: `payload-token=${owner.token}` }
    expectFailure(await callRoute(mineRoute.GET, '/api/projects/mine', { headers: cookie }), 401, SIGN_IN)
    await expectMethodsRefused(mineRoute, '/api/projects/mine', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })
})

describe('GET /api/projects/{number}', () => {
  it('answers its client the project: timeline, milestones, sent versions newest first, the one to accept', async () => {
    const project = await newProject(owner, {
      service: '生信分析',
      milestones: [{ title: '数据分析中', due_date: futureDay() }],
    })
    const first = await sendQuote(project)
    const second = await sendQuote(project, { items: [{ offering: priced.id, quantity: 2 }] })
    await sendQuote(project, { status: 'draft' }) // a draft is not the client's to see

    const result = await detail(project.number!, owner.token)
    const data = expectSuccess(result, projectDetailSchema, { message: '获取项目成功' })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(data).toMatchObject({
      number: project.number,
      title: project.title,
      service: '生信分析',
      stage: 'quoted',
      stage_label: '已报价',
      next_step: '请查看报价并在线确认',
      accepted: null,
      messages: [],
      invoices: [],
      invoiceable: 0,
    })
    expect(data.timeline.map((entry) => [entry.stage, entry.label])).toEqual([
      ['quoting', '待报价'],
      ['quoted', '已报价'],
    ])
    expect(data.milestones).toEqual([{ title: '数据分析中', due_date: expect.any(String), done_at: null }])
    expect(data.quotes.map((quote) => [quote.version, quote.status, quote.can_accept])).toEqual([
      [2, 'sent', true],
      [1, 'superseded', false],
    ])
    const [latest, older] = data.quotes
    expect(latest).toMatchObject({ total: second.total, status_label: '已发送', accepted_at: null })
    expect(latest!.total_in_words).toMatch(/^人民币.+/)
    expect(older!.items).toEqual(
      first.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unit_price: item.unit_price,
        discount: item.discount,
        amount: item.amount,
        note: null,
      })),
    )
    expect(older).toMatchObject({
      total: first.total,
      terms: '交付后 7 日内可免费修改。',
      status_label: '已被新版本取代',
    })
  })
})

describe('who reaches a project through /api/projects/{number}/…', () => {
  it('only its client: another member and every staff role with their own token get the 404 of an unknown number; no token 401', async () => {
    const { number, project } = await acceptedProject()
    const created = await requestInvoice(number, { ...INVOICE, amount: 100 })
    expect(created.status, created.text).toBe(201)
    const { file } = await uploadInvoicePdf(project)
    await issue(created.json.data.id, file.id)
    const invoiceId = String(created.json.data.id)
    const counts = async () =>
      Promise.all(
        (['project-messages', 'invoice-requests'] as const).map(
          async (collection) =>
            (await payload.count({ collection, where: { project: { equals: project.id } }, overrideAccess: true }))
              .totalDocs,
        ),
      )
    const before = await counts()

    type Call = (number: string, token?: string) => ReturnType<typeof callRoute>
    const routes: Record<string, Call> = {
      detail: (n, token) => detail(n, token),
      // post(), not accept() and the others: their token defaults to the owner's.
      'accept-quote': (n, token) => post(acceptRoute.POST, 'accept-quote', n, { version: 1 }, token),
      messages: (n, token) => post(messagesRoute.POST, 'messages', n, { body: '别人的项目' }, token),
      'invoice-requests': (n, token) =>
        post(invoiceRequestsRoute.POST, 'invoice-requests', n, { ...INVOICE, amount: 1 }, token),
      confirmation: (n, token) =>
        callRoute(confirmationRoute.GET, `/api/projects/${n}/confirmation`, { params: params(n), token }),
      'invoice file': (n, token) =>
        callRoute(invoiceFileRoute.GET, `/api/projects/${n}/invoices/${invoiceId}/file`, {
          params: { number: n, id: invoiceId },
          token,
        }),
    }
    const strangers = { 'another member': other.token, sales: sales.token, editor: staff.editor, admin: staff.admin }
    for (const [name, call] of Object.entries(routes)) {
      expectFailure(await call(number), 401, SIGN_IN)
      expectFailure(await call(number, 'not-a-token'), 401, '登录已过期，请重新登录')
      for (const [who, token] of Object.entries(strangers)) {
        const result = await call(number, token)
        expect(result.status, `${name} as ${who}: ${result.text}`).toBe(404)
        expectFailure(result, 404, NOT_FOUND)
      }
      // An unknown number, and what is no project number at all, answer the same.
      for (const unknown of ['KY-1999-9999', 'abc', 'KY-2026-1', 'ky-2026-0001', `${number}0000`, '']) {
        const result = await call(unknown, owner.token)
        expect(result.status, `${name} ${unknown}: ${result.text}`).toBe(404)
        expectFailure(result, 404, NOT_FOUND)
      }
    }
    expect(await counts()).toEqual(before)

    // Its client reaches every read.
    expectSuccess(await detail(number, owner.token), projectDetailSchema)
    for (const name of ['confirmation', 'invoice file'])
      expect((await routes[name]!(number, owner.token)).status).toBe(200)
  })

  it('answers 405 in JSON to the methods a route does not take', async () => {
    const n = { number: 'KY-2026-0001' }
    await expectMethodsRefused(detailRoute, '/api/projects/KY-2026-0001', ['POST', 'PUT', 'PATCH', 'DELETE'], n)
    for (const [route, path] of [
      [acceptRoute, 'accept-quote'],
      [messagesRoute, 'messages'],
      [invoiceRequestsRoute, 'invoice-requests'],
    ] as const) {
      await expectMethodsRefused(route, `/api/projects/KY-2026-0001/${path}`, ['GET', 'PUT', 'PATCH', 'DELETE'], n)
    }
    await expectMethodsRefused(
      confirmationRoute,
      '/api/projects/KY-2026-0001/confirmation',
      ['POST', 'PUT', 'PATCH', 'DELETE'],
      n,
    )
    await expectMethodsRefused(
      invoiceFileRoute,
      '/api/projects/KY-2026-0001/invoices/1/file',
      ['POST', 'PUT', 'PATCH', 'DELETE'],
      { ...n, id: '1' },
    )
  })
})

describe('POST /api/projects/{number}/accept-quote', () => {
  it('refuses a missing or malformed version (400) and a body that is not JSON (415), accepting nothing', async () => {
    const project = await newProject()
    const quote = await sendQuote(project)
    const number = project.number!
    const cases: [unknown, string][] = [
      [{}, '请指定要接受的报价版本'],
      [{ version: null }, '请指定要接受的报价版本'],
      [{ version: '1' }, '请指定要接受的报价版本'],
      [{ version: 1.5 }, '报价版本须为整数'],
      [{ version: 0 }, '报价版本须为正整数'],
      [{ version: -1 }, '报价版本须为正整数'],
      [{ version: 1_000_000 }, '报价版本无效'],
      [[1], '请指定要接受的报价版本'],
    ]
    for (const [body, expected] of cases) expectFailure(await accept(number, body), 400, expected)
    expectFailure(
      await post(acceptRoute.POST, 'accept-quote', number, undefined, owner.token, {
        rawBody: '{"version":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      '请求内容不是有效的 JSON',
    )
    expectFailure(
      await post(acceptRoute.POST, 'accept-quote', number, undefined, owner.token, {
        rawBody: 'version=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    )
    // A version that was never sent to the client: no such quote.
    expectFailure(await accept(number, { version: 2 }), 404, '未找到该版本的报价')
    expect((await readQuote(quote.id)).status).toBe('sent')
    expect((await readProject(project.id)).stage).toBe('quoted')
  })

  it('accepts the latest sent version: records who, when, from where and the company; the project is 已确认', async () => {
    const project = await newProject()
    const quote = await sendQuote(project)
    const ip = clientAddress()
    const before = Date.now()
    const result = await accept(project.number!, { version: 1 }, owner.token, ip)
    const data = expectSuccess(result, projectDetailSchema, { message: '报价已确认，服务确认单已生成' })
    expect(result.headers.get('cache-control')).toBe('private, no-store')

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const stored = await readQuote(quote.id)
    expect(stored).toMatchObject({
      status: 'accepted',
      accepted_by: owner.user.id,
      accepted_ip: ip,
      company_name: settings.company_name?.trim() || settings.brand_name,
      total: quote.total,
      items: quote.items,
    })
    expect(Date.parse(stored.accepted_at!)).toBeGreaterThanOrEqual(before - 1000)
    const agreed = await readProject(project.id)
    expect(agreed).toMatchObject({ stage: 'confirmed', accepted_quote: quote.id, accepted_total: quote.total })
    expect(agreed.stage_log!.map((entry) => entry.stage)).toEqual(['quoting', 'quoted', 'confirmed'])

    expect(data).toMatchObject({
      stage: 'confirmed',
      stage_label: '已确认',
      accepted: {
        version: 1,
        total: quote.total,
        accepted_at: stored.accepted_at,
        confirmation_url: `/api/projects/${project.number}/confirmation`,
      },
      invoiceable: quote.total,
    })
    expect(data.quotes.map((entry) => [entry.version, entry.status, entry.can_accept])).toEqual([
      [1, 'accepted', false],
    ])
    expect(data.quotes[0]!.accepted_at).toBe(stored.accepted_at)

    // The project's staff hear of it, without the amount.
    const [mail, ...more] = await mailsAbout(sales.user.email, project.number!)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(`客户已确认项目 ${project.number} 的报价`)
    expect(mail!.text).toContain(`/admin/collections/projects/${project.id}`)
    expect(mail!.text).not.toContain(String(quote.total))
    // Staff may now move the work on, and can no longer quote.
    const moving = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { stage: 'in_progress' },
      ...as(admin),
    })
    expect(moving.stage).toBe('in_progress')
    await expect(sendQuote(project)).rejects.toThrow('客户已确认报价，不能再修改或新建报价')
  })

  it('refuses a superseded version and a second acceptance (409), and a cancelled project', async () => {
    const project = await newProject()
    const first = await sendQuote(project)
    const second = await sendQuote(project)
    const number = project.number!
    expectFailure(await accept(number, { version: 1 }), 409, '该版本已不是最新报价，请刷新后查看最新版本')
    expect((await readQuote(first.id)).status).toBe('superseded')
    expect((await readProject(project.id)).stage).toBe('quoted')

    expect(expectSuccess(await accept(number, { version: 2 }), projectDetailSchema).stage).toBe('confirmed')
    // Another tab, the same version or the older one: already agreed.
    expectFailure(await accept(number, { version: 2 }), 409, '该项目已确认过报价')
    expectFailure(await accept(number, { version: 1 }), 409, '该项目已确认过报价')
    const stored = await readQuote(second.id)
    expect(stored.accepted_by).toBe(owner.user.id)
    expect((await readProject(project.id)).accepted_quote).toBe(second.id)

    const cancelled = await newProject()
    await sendQuote(cancelled)
    await payload.update({ collection: 'projects', id: cancelled.id, data: { stage: 'cancelled' }, ...as(admin) })
    expectFailure(await accept(cancelled.number!, { version: 1 }), 409, '项目已取消，不能确认报价')
    expect((await readProject(cancelled.id)).accepted_quote ?? null).toBeNull()
  })
})

describe('GET /api/projects/{number}/confirmation', () => {
  it('serves the 服务确认单 PDF, private and not cached, once the quote is accepted', async () => {
    const waiting = await newProject()
    await sendQuote(waiting)
    expectFailure(
      await callRoute(confirmationRoute.GET, `/api/projects/${waiting.number}/confirmation`, {
        params: params(waiting.number!),
        token: owner.token,
      }),
      404,
      '报价确认后才有服务确认单',
    )

    const { number } = await acceptedProject()
    const pdf = await download(
      confirmationRoute.GET,
      `/api/projects/${number}/confirmation`,
      params(number),
      owner.token,
    )
    expectPdf(pdf, `服务确认单-${number}.pdf`)
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex')
  })
})

describe('POST /api/projects/{number}/messages', () => {
  it('posts the client’s message to the thread, mails staff a link without its words; staff replies reach the client alike', async () => {
    const project = await newProject()
    const number = project.number!
    const secret = `初稿已收到，第三章的图表能否调整配色？暗号${unique()}`
    const result = await message(number, { body: `  ${secret}\n` })
    const posted = expectSuccess(result, messageSchema, { status: 201, message: '消息已发送' })
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(posted).toMatchObject({ body: secret, from_staff: false, author: '我' })

    const staffMails = await mailsAbout(sales.user.email, number)
    expect(staffMails.map((mail) => mail.subject)).toEqual([`客户在项目 ${number} 留言`])
    for (const part of [staffMails[0]!.subject, staffMails[0]!.text, staffMails[0]!.html]) {
      expect(part).not.toContain(secret.slice(0, 12))
      expect(part).not.toContain(secret.slice(-12))
    }
    expect(staffMails[0]!.text).toContain(`/admin/collections/projects/${project.id}`)

    // A staff reply, written in the admin (the Local API as the sales user).
    const reply = `好的，我们调整为色盲友好配色。回执${unique()}`
    const staffMessage = await payload.create({
      collection: 'project-messages',
      data: { project: project.id, body: reply },
      ...as(sales.user),
      depth: 0,
    })
    expect(staffMessage).toMatchObject({ author: sales.user.id, from_staff: true })
    const clientMails = await mailsAbout(owner.user.email, number)
    expect(clientMails.map((mail) => mail.subject)).toEqual([`您的项目 ${number} 有一条新消息`])
    for (const part of [clientMails[0]!.subject, clientMails[0]!.text, clientMails[0]!.html]) {
      expect(part).not.toContain(reply.slice(0, 10))
      expect(part).not.toContain(reply.slice(-10))
    }
    expect(clientMails[0]!.text).toContain(`/profile/projects/${number}`)
    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { subject: { like: number } },
      overrideAccess: true,
      depth: 0,
    })
    expect(outbox.docs.map((row) => [row.to, row.kind]).sort()).toEqual(
      [
        [owner.user.email, 'project-update'],
        [sales.user.email, 'project-update'],
      ].sort(),
    )
    expect(JSON.stringify(outbox.docs)).not.toContain(secret.slice(-12))

    const data = expectSuccess(await detail(number, owner.token), projectDetailSchema)
    expect(data.messages.map((entry) => [entry.body, entry.from_staff, entry.author])).toEqual([
      [secret, false, '我'],
      [reply, true, '顾问 销售小王'],
    ])
    expect(data.messages[0]!.id).toBe(posted.id)
  })

  it('refuses an empty or over-long message (400) and a body that is not JSON (415), storing nothing', async () => {
    const project = await newProject()
    const number = project.number!
    for (const body of [{}, { body: '' }, { body: ' \n\t ' }, { body: null }, { body: 42 }, []]) {
      expectFailure(await message(number, body), 400, '请填写消息内容')
    }
    expectFailure(await message(number, { body: '长'.repeat(5001) }), 400, '消息不能超过 5000 字')
    expectFailure(
      await post(messagesRoute.POST, 'messages', number, undefined, owner.token, {
        rawBody: 'body=hello',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
    )
    const count = async () =>
      (
        await payload.count({
          collection: 'project-messages',
          where: { project: { equals: project.id } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await count()).toBe(0)
    // 5000 characters is the most, and allowed.
    expect(
      expectSuccess(await message(number, { body: '长'.repeat(5000) }), messageSchema, { status: 201 }).body,
    ).toHaveLength(5000)
    expect(await count()).toBe(1)
  })

  it('counts 5000 characters the way the answer promises: characters outside the BMP are not a 500', async () => {
    const project = await newProject()
    // 3000 characters (each an emoji, two UTF-16 units): within “最多 5000 字”.
    const result = await message(project.number!, { body: '😀'.repeat(3000) })
    expect(result.status, result.text).not.toBe(500)
    expect([201, 400]).toContain(result.status)
  })
})

describe('POST /api/projects/{number}/invoice-requests', () => {
  it('refuses a request before a quote is accepted (409)', async () => {
    const project = await newProject()
    await sendQuote(project)
    expectFailure(await requestInvoice(project.number!, INVOICE), 409, '报价确认后才能申请发票')
  })

  it('refuses bad input with a Chinese message (400), storing nothing', async () => {
    const { number, project } = await acceptedProject()
    const remaining = project.accepted_total!
    const cases: [Record<string, unknown>, string][] = [
      [{ ...INVOICE, title: undefined }, '请填写发票抬头'],
      [{ ...INVOICE, title: ' ' }, '请填写发票抬头'],
      [{ ...INVOICE, title: '抬'.repeat(101) }, '发票抬头不能超过 100 字'],
      [{ ...INVOICE, tax_id: 'abc' }, '税号格式不正确：应为 15–20 位数字或大写字母'],
      [{ ...INVOICE, tax_id: '12100000400000000X!' }, '税号格式不正确：应为 15–20 位数字或大写字母'],
      [{ ...INVOICE, type: 'x' }, '请选择发票类型：普票（normal）或专票（special）'],
      [{ ...INVOICE, type: undefined }, '请选择发票类型：普票（normal）或专票（special）'],
      [{ ...INVOICE, type: 'special' }, '开具专票须填写注册地址、电话、开户行及账号'],
      [{ ...INVOICE, type: 'special', tax_id: undefined, address: '北京市…' }, '开具专票须填写税号'],
      [{ ...INVOICE, type: 'special', tax_id: '', address: '北京市…' }, '开具专票须填写税号'],
      [{ ...INVOICE, email: undefined }, '请输入邮箱地址'],
      [{ ...INVOICE, email: 'finance@' }, '请输入有效的邮箱格式'],
      [{ ...INVOICE, amount: 0 }, '开票金额须大于 0'],
      [{ ...INVOICE, amount: -5 }, '开票金额须大于 0'],
      [{ ...INVOICE, amount: 1.005 }, '开票金额最多两位小数'],
      [{ ...INVOICE, amount: '100' }, '开票金额须为数字'],
    ]
    for (const [body, expected] of cases) {
      const result = await requestInvoice(number, body)
      expect(result.json?.message, JSON.stringify(body)).toBe(expected)
      expectFailure(result, 400, expected)
    }
    expectFailure(
      await requestInvoice(number, { ...INVOICE, amount: remaining + 0.01 }),
      400,
      `开票金额超过可开票金额（¥${remaining.toFixed(2)}）`,
    )
    expectFailure(
      await post(invoiceRequestsRoute.POST, 'invoice-requests', number, undefined, owner.token, {
        rawBody: 'title=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    )
    expect(
      (await payload.count({ collection: 'invoice-requests', where: { project: { equals: project.id } } })).totalDocs,
    ).toBe(0)
  })

  it('takes requests up to the accepted total, never past it (the rest when no amount is given)', async () => {
    const { number, project } = await acceptedProject()
    const total = project.accepted_total!
    const first = await requestInvoice(number, { ...INVOICE, tax_id: '12100000400000000x', amount: 100 })
    const created = expectSuccess(first, invoiceSchema, {
      status: 201,
      message: '开票申请已提交，开具后将邮件通知您',
    })
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(created).toMatchObject({
      title: INVOICE.title,
      tax_id: '12100000400000000X',
      type: 'normal',
      type_label: '增值税普通发票',
      amount: 100,
      email: INVOICE.email,
      status: 'requested',
      status_label: '待开具',
      invoice_number: null,
      issued_at: null,
      download_url: null,
    })
    const stored = await payload.findByID({ collection: 'invoice-requests', id: created.id, overrideAccess: true })
    expect(stored).toMatchObject({ requested_by: { id: owner.user.id }, project: { id: project.id }, address: null })

    // A special invoice for the rest, without an amount.
    const rest = expectSuccess(
      await requestInvoice(number, { ...INVOICE, type: 'special', address: '北京市海淀区… 010-12345678 某银行 6222…' }),
      invoiceSchema,
      { status: 201 },
    )
    expect(rest).toMatchObject({
      type: 'special',
      type_label: '增值税专用发票',
      amount: (total * 100 - 100 * 100) / 100,
    })
    expectFailure(await requestInvoice(number, { ...INVOICE, amount: 0.01 }), 409, '该项目的金额已全部申请开票')
    expectFailure(await requestInvoice(number, INVOICE), 409, '该项目的金额已全部申请开票')

    const data = expectSuccess(await detail(number, owner.token), projectDetailSchema)
    expect(data.invoiceable).toBe(0)
    expect(data.invoices.map((invoice) => invoice.id).sort()).toEqual([created.id, rest.id].sort())
    const sum = data.invoices.reduce((fen, invoice) => fen + Math.round(invoice.amount * 100), 0)
    expect(sum).toBe(Math.round(total * 100))

    const mails = await mailsAbout(sales.user.email, number)
    expect(mails.filter((mail) => mail.subject === `客户申请开具发票（项目 ${number}）`)).toHaveLength(2)
  })
})

describe('issuing an invoice (staff) and downloading it (its client)', () => {
  it('needs the PDF before 已开具; then the client is mailed and downloads the same bytes; an issued invoice is final', async () => {
    const { number, project } = await acceptedProject()
    const requested = expectSuccess(await requestInvoice(number, { ...INVOICE, amount: 200 }), invoiceSchema, {
      status: 201,
    })
    const pending = expectSuccess(await requestInvoice(number, { ...INVOICE, amount: 50 }), invoiceSchema, {
      status: 201,
    })
    await expect(
      payload.update({
        collection: 'invoice-requests',
        id: requested.id,
        data: { status: 'issued' },
        ...as(sales.user),
      }),
    ).rejects.toThrow('请先上传发票文件（PDF）再设为“已开具”')
    // Staff cannot rewrite what the client asked for.
    const touched = await payload.update({
      collection: 'invoice-requests',
      id: requested.id,
      data: { amount: 1, title: '改掉的抬头' } as Partial<InvoiceRequest>,
      ...as(sales.user),
      depth: 0,
    })
    expect(touched).toMatchObject({ amount: 200, title: INVOICE.title, status: 'requested' })

    const { file, data: bytes } = await uploadInvoicePdf(project)
    const before = Date.now()
    const issued = await issue(requested.id, file.id, 'No.20261128')
    expect(issued).toMatchObject({ status: 'issued', invoice_file: file.id, invoice_number: 'No.20261128' })
    expect(Date.parse(issued.issued_at!)).toBeGreaterThanOrEqual(before - 1000)

    const mails = await mailsAbout(owner.user.email, number)
    expect(mails.filter((mail) => mail.subject === `您的项目 ${number} 发票已开具`)).toHaveLength(1)

    const data = expectSuccess(await detail(number, owner.token), projectDetailSchema)
    const shown = data.invoices.find((invoice) => invoice.id === requested.id)!
    const path = `/api/projects/${number}/invoices/${requested.id}/file`
    expect(shown).toMatchObject({
      status: 'issued',
      status_label: '已开具',
      invoice_number: 'No.20261128',
      issued_at: issued.issued_at,
      download_url: path,
    })
    expect(data.invoices.find((invoice) => invoice.id === pending.id)!.download_url).toBeNull()

    const fileParams = (id: number | string) => ({ number, id: String(id) })
    const got = await download(invoiceFileRoute.GET, path, fileParams(requested.id), owner.token)
    expectPdf(got, `发票-${number}-No.20261128.pdf`)
    expect(got.bytes.equals(bytes)).toBe(true)

    const denied = (id: string, token: string, at = number) =>
      callRoute(invoiceFileRoute.GET, `/api/projects/${at}/invoices/${id}/file`, {
        params: { number: at, id },
        token,
      })
    expectFailure(await denied(String(requested.id), other.token), 404, NOT_FOUND)
    expectFailure(await denied(String(requested.id), sales.token), 404, NOT_FOUND)
    expectFailure(await denied(String(pending.id), owner.token), 404, '未找到该发票文件') // not issued
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expectFailure(await denied(id, owner.token), 404, '未找到该发票文件')
    }
    // The owner's other project does not lend its number to this invoice.
    const elsewhere = await newProject()
    expectFailure(await denied(String(requested.id), owner.token, elsewhere.number!), 404, '未找到该发票文件')

    await expect(
      payload.update({
        collection: 'invoice-requests',
        id: requested.id,
        data: { invoice_number: 'No.1' },
        ...as(sales.user),
      }),
    ).rejects.toThrow('发票已开具，不能修改；如需更正，请客户重新申请')
    await expect(
      payload.update({
        collection: 'invoice-requests',
        id: requested.id,
        data: { status: 'rejected' },
        ...as(admin),
      }),
    ).rejects.toThrow('发票已开具，不能修改；如需更正，请客户重新申请')
    expect(
      (await payload.findByID({ collection: 'invoice-requests', id: requested.id, overrideAccess: true })).status,
    ).toBe('issued')
  })

  it('keeps the requests of a project within its accepted total when staff reopen a rejected one', async () => {
    const { number, project } = await acceptedProject()
    const total = project.accepted_total!
    const first = expectSuccess(await requestInvoice(number, INVOICE), invoiceSchema, { status: 201 })
    await payload.update({
      collection: 'invoice-requests',
      id: first.id,
      data: { status: 'rejected', staff_note: '抬头有误，请重新申请' },
      ...as(sales.user),
    })
    const again = expectSuccess(await requestInvoice(number, INVOICE), invoiceSchema, { status: 201 })
    expect(again.amount).toBe(total)
    // Reopening the rejected request would make two requests of the whole total.
    await payload
      .update({ collection: 'invoice-requests', id: first.id, data: { status: 'requested' }, ...as(sales.user) })
      .catch(() => null)
    const open = await payload.find({
      collection: 'invoice-requests',
      where: { project: { equals: project.id }, status: { not_equals: 'rejected' } },
      overrideAccess: true,
      depth: 0,
    })
    const sum = open.docs.reduce((fen, invoice) => fen + Math.round(invoice.amount * 100), 0)
    expect(sum).toBeLessThanOrEqual(Math.round(total * 100))
  })
})
