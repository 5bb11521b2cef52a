import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { Forbidden, type CollectionSlug, type Payload } from 'payload'
import type { Offering, Project, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { ADMIN, EDITOR, tokenFor } from '@/testing/routes'
import { outboxMailsTo } from '@/testing/outbox'
import * as convertRoute from '@/app/api/enquiries/[id]/project/handler'
import { apiRoutes } from '@/app/api/_shared/route-docs'
import { callRoute, expectFailure, expectSuccess, memberToken, staffTokens } from '@/app/api/_shared/testing'

/**
 * The staff side of client projects (客户项目), through the Local API with the staff member as the
 * user and access enforced, which is what the admin and /cms-api do: numbering, the client and
 * stage rules, projects made from enquiries, and quote versions (pricing, sending, superseding).
 * The client's side is in api.int.test.ts.
 */

let payload: Payload
let sales: User
let admin: User
let editor: User
let member: User
let priced: Offering
let unpriced: Offering
let tokens: { admin: string; editor: string; sales: string; member: string }

const unique = () => crypto.randomBytes(4).toString('hex')
const PASSWORD = `Pw-${unique()}-${unique()}`
const PROJECT_NUMBER = /^KY-(\d{4})-(\d{4})$/
const STAFF_CLIENT = '客户须为会员账号（客户在网站注册的账号）'
const NOT_AGREED = '客户尚未确认报价：项目须在客户接受报价后才能进入“已确认”及之后的阶段'
const SENT_IS_FINAL = '报价已发送，不能修改；如需调整，请新建报价（新版本会取代未确认的旧版本）'

/** The Local API as a signed-in staff member (or member) sees it: their rights, no override. */
const as = (user: User) => ({ user, overrideAccess: false as const })

async function account(role: 'member' | 'sales', fullName: string): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      email: `project-${role}-${unique()}@example.com`,
      password: PASSWORD,
      roles: [role],
      full_name: fullName,
      email_confirmed_at: new Date().toISOString(),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function seededUser(email: string): Promise<User> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  expect(found.docs[0], `seeded account ${email}`).toBeDefined()
  return found.docs[0]!
}

async function offering(where: 'priced' | 'unpriced'): Promise<Offering> {
  const found = await payload.find({
    collection: 'offerings',
    where: where === 'priced' ? { price: { greater_than: 0 } } : { price: { exists: false } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  expect(found.docs[0], `a seeded offering ${where}`).toBeDefined()
  return found.docs[0]!
}

const newProject = (data: Partial<Project> = {}, user: User = admin) =>
  payload.create({
    collection: 'projects',
    data: { client: member.id, title: `测试项目 ${unique()}`, ...data } as Project,
    ...as(user),
  })

const readProject = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true })

const futureDay = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

beforeAll(async () => {
  payload = await getPayload()
  ;[sales, admin, editor, member, priced, unpriced] = await Promise.all([
    account('sales', '销售小王'),
    seededUser(ADMIN.email),
    seededUser(EDITOR.email),
    account('member', '会员小李'),
    offering('priced'),
    offering('unpriced'),
  ])
  tokens = { ...(await staffTokens()), sales: await tokenFor(sales.email, PASSWORD), member: await memberToken() }
})

describe('projects: the staff contract', () => {
  it('numbers a new project KY-<year>-<serial>, starts it at 待报价 with a dated log; the next one gets the next number', async () => {
    const before = Date.now()
    const first = await newProject({ number: 'KY-1999-0001' })
    expect(first.number).toMatch(PROJECT_NUMBER)
    expect(first.number).not.toBe('KY-1999-0001') // the server numbers, whatever is sent
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date())
    expect(PROJECT_NUMBER.exec(first.number!)![1]).toBe(year)
    expect(first.stage).toBe('quoting')
    expect(first.client).toMatchObject({ id: member.id })
    expect(first.stage_log).toHaveLength(1)
    expect(first.stage_log![0]!.stage).toBe('quoting')
    expect(Date.parse(first.stage_log![0]!.at!)).toBeGreaterThanOrEqual(before - 1000)
    expect(first.accepted_quote ?? null).toBeNull()
    expect(first.accepted_total ?? null).toBeNull()

    const second = await payload.create({
      collection: 'projects',
      data: { client: member.id, title: '管理员建的项目' } as Project,
      ...as(admin),
    })
    const serial = (project: Project) => Number(PROJECT_NUMBER.exec(project.number!)![2])
    expect(second.number!.slice(0, 8)).toBe(first.number!.slice(0, 8))
    expect(serial(second)).toBe(serial(first) + 1)

    // The number is the server's: an update does not change it.
    const renamed = await payload.update({
      collection: 'projects',
      id: first.id,
      data: { title: '改名后的项目', number: 'KY-1999-0002' },
      ...as(admin),
    })
    expect(renamed).toMatchObject({ title: '改名后的项目', number: first.number })
  })

  // The sales desk works projects in the admin: the client picked must pass the client field's
  // filterOptions, which Payload checks with the staff member's own read access to users.
  it('lets a sales user create a project for a member client', async () => {
    const project = await newProject({ title: '销售建的项目' }, sales)
    expect(project.number).toMatch(PROJECT_NUMBER)
    expect(project).toMatchObject({ title: '销售建的项目', stage: 'quoting' })
  })

  it('lets a sales user work a project: assignees, milestones, due date, stage', async () => {
    const project = await newProject()
    const worked = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { assignees: [sales.id], milestones: [{ title: '数据分析中' }], due_date: futureDay() },
      ...as(sales),
      depth: 0,
    })
    expect(worked).toMatchObject({ assignees: [sales.id], milestones: [{ title: '数据分析中' }] })
    const cancelled = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { stage: 'cancelled' },
      ...as(sales),
      depth: 0,
    })
    expect(cancelled.stage).toBe('cancelled')
  })

  it('keeps projects and their records from editors and members: no create, no read', async () => {
    const project = await newProject()
    for (const user of [editor, member]) {
      await expect(
        payload.create({
          collection: 'projects',
          data: { client: member.id, title: '不应创建' } as Project,
          ...as(user),
        }),
      ).rejects.toThrow(Forbidden)
      await expect(payload.findByID({ collection: 'projects', id: project.id, ...as(user) })).rejects.toThrow(Forbidden)
      await expect(
        payload.update({ collection: 'projects', id: project.id, data: { title: '不应修改' }, ...as(user) }),
      ).rejects.toThrow(Forbidden)
      for (const collection of [
        'projects',
        'project-quotes',
        'project-messages',
        'invoice-requests',
        'project-files',
      ] as CollectionSlug[]) {
        await expect(payload.find({ collection, ...as(user) }), `${collection} for ${user.roles}`).rejects.toThrow(
          Forbidden,
        )
      }
    }
    // Sales read and update; only administrators delete.
    expect((await payload.findByID({ collection: 'projects', id: project.id, ...as(sales) })).id).toBe(project.id)
    await expect(payload.delete({ collection: 'projects', id: project.id, ...as(sales) })).rejects.toThrow(Forbidden)
    expect((await readProject(project.id)).title).toBe(project.title)
  })

  it('refuses a staff account as the client, on create and on update, with a Chinese message', async () => {
    for (const staff of [sales, editor, admin]) {
      await expect(newProject({ client: staff.id })).rejects.toThrow(STAFF_CLIENT)
    }
    // A member who is also staff is staff.
    const both = await payload.update({
      collection: 'users',
      id: (await account('member', '兼职会员')).id,
      data: { roles: ['member', 'sales'] },
      overrideAccess: true,
    })
    await expect(newProject({ client: both.id })).rejects.toThrow(STAFF_CLIENT)
    await expect(newProject({ client: 999_999_999 })).rejects.toThrow(STAFF_CLIENT)

    const project = await newProject()
    await expect(
      payload.update({ collection: 'projects', id: project.id, data: { client: sales.id }, ...as(sales) }),
    ).rejects.toThrow(STAFF_CLIENT)
    expect((await readProject(project.id)).client).toBe(member.id)
  })

  it('refuses 已确认 and the stages after it before the client has accepted a quote', async () => {
    for (const stage of ['confirmed', 'in_progress', 'delivered', 'completed'] as const) {
      await expect(newProject({ stage })).rejects.toThrow(NOT_AGREED)
    }
    const project = await newProject()
    for (const stage of ['confirmed', 'in_progress', 'delivered', 'completed'] as const) {
      await expect(
        payload.update({ collection: 'projects', id: project.id, data: { stage }, ...as(sales) }),
      ).rejects.toThrow(NOT_AGREED)
    }
    expect((await readProject(project.id)).stage).toBe('quoting')

    // Cancelling needs no acceptance; it is logged and the client is told (without details).
    const cancelled = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { stage: 'cancelled' },
      ...as(admin),
    })
    expect(cancelled.stage_log!.map((entry) => entry.stage)).toEqual(['quoting', 'cancelled'])
    await flushBackgroundTasks()
    const mails = outboxMailsTo(member.email).filter((mail) => mail.subject.includes(project.number!))
    expect(mails.map((mail) => mail.subject)).toEqual([`您的项目 ${project.number} 进入新阶段：已取消`])
    expect(mails[0]!.text).toContain(`/profile/projects/${project.number}`)
  })

  it('refuses 已报价 on a new project: only a sent quote sets it', async () => {
    await expect(newProject({ stage: 'quoted' })).rejects.toThrow('“已报价”在发送报价时自动设置')
  })

  it('made from an enquiry, takes the enquiry’s member as client and its service', async () => {
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        name: '会员小李',
        email: member.email,
        service: 'Meta分析',
        message: '想做一篇 Meta 分析',
        consent: true,
        status: 'new',
        member: member.id,
      },
      overrideAccess: true,
      context: { quietEnquiry: true },
    })
    const made = await payload.create({
      collection: 'projects',
      data: { enquiry: enquiry.id } as Project,
      ...as(admin),
      depth: 0,
    })
    expect(made).toMatchObject({
      client: member.id,
      service: 'Meta分析',
      title: 'Meta分析项目',
      enquiry: enquiry.id,
      stage: 'quoting',
    })
    expect(made.number).toMatch(PROJECT_NUMBER)
    // What staff give wins over the enquiry's.
    const named = await payload.create({
      collection: 'projects',
      data: { enquiry: enquiry.id, title: '自拟名称', service: '生信分析' } as Project,
      ...as(admin),
      depth: 0,
    })
    expect(named).toMatchObject({ client: member.id, title: '自拟名称', service: '生信分析' })
  })
})

describe('project quotes', () => {
  const quote = (projectId: number, data: Record<string, unknown> = {}, user: User = sales) =>
    payload.create({
      collection: 'project-quotes',
      data: {
        project: projectId,
        items: [{ offering: priced.id, quantity: 2 }],
        status: 'sent',
        valid_until: futureDay(),
        ...data,
      },
      ...as(user),
      depth: 0,
    })
  const readQuote = (id: number) =>
    payload.findByID({ collection: 'project-quotes', id, depth: 0, overrideAccess: true })

  it('prices a sent quote from the offerings, numbers it version 1, dates it and moves the project to 已报价', async () => {
    const project = await newProject()
    const sent = await quote(project.id, {
      items: [
        { offering: priced.id, quantity: 2 },
        { name: '加急处理', quantity: 3, unit_price: 0.1, discount: 0.05, note: '三天内交付' },
      ],
      terms: '服务条款正文',
    })
    const line = (priced.price! * 2 * 100) / 100
    expect(sent.items).toHaveLength(2)
    expect(sent.items[0]).toMatchObject({
      offering: priced.id,
      name: priced.name,
      quantity: 2,
      unit_price: priced.price,
      discount: 0,
      amount: line,
    })
    // 3 × ¥0.10 − ¥0.05, in fen: exactly ¥0.25.
    expect(sent.items[1]).toMatchObject({
      name: '加急处理',
      quantity: 3,
      unit_price: 0.1,
      discount: 0.05,
      amount: 0.25,
    })
    expect(sent.total).toBe((Math.round(line * 100) + 25) / 100)
    expect(sent).toMatchObject({ version: 1, status: 'sent', label: `${project.number} 第 1 版` })
    expect(Date.now() - Date.parse(sent.sent_at!)).toBeLessThan(60_000)
    expect(sent.accepted_at ?? null).toBeNull()

    const moved = await readProject(project.id)
    expect(moved.stage).toBe('quoted')
    expect(moved.stage_log!.map((entry) => entry.stage)).toEqual(['quoting', 'quoted'])

    // The client is told there is a quote, not what it says.
    await flushBackgroundTasks()
    const mails = outboxMailsTo(member.email).filter((mail) => mail.subject.includes(project.number!))
    expect(mails.map((mail) => mail.subject)).toEqual([`您的项目 ${project.number} 有新的报价（第 1 版）`])
    for (const figure of [String(sent.total), sent.total!.toFixed(2), sent.total!.toLocaleString('zh-CN')]) {
      expect(mails[0]!.text).not.toContain(figure)
      expect(mails[0]!.html).not.toContain(figure)
    }
    expect(mails[0]!.text).not.toContain('服务条款正文')
  })

  it('never changes a sent quote; a newer version sent supersedes the older ones', async () => {
    const project = await newProject()
    const first = await quote(project.id)
    await expect(
      payload.update({ collection: 'project-quotes', id: first.id, data: { terms: '改条款' }, ...as(sales) }),
    ).rejects.toThrow(SENT_IS_FINAL)
    await expect(
      payload.update({ collection: 'project-quotes', id: first.id, data: { status: 'draft' }, ...as(admin) }),
    ).rejects.toThrow(SENT_IS_FINAL)
    await expect(quote(project.id, { status: 'accepted' })).rejects.toThrow(/报价状态只能设为/)

    const draft = await quote(project.id, { status: 'draft', items: [{ offering: priced.id, quantity: 1 }] })
    expect(draft).toMatchObject({ version: 2, status: 'draft', total: priced.price })
    expect(draft.sent_at ?? null).toBeNull()
    expect((await readQuote(first.id)).status).toBe('sent') // a draft supersedes nothing
    // A draft may change, and be sent.
    const edited = await payload.update({
      collection: 'project-quotes',
      id: draft.id,
      data: { items: [{ offering: priced.id, quantity: 3 }] },
      ...as(sales),
      depth: 0,
    })
    expect(edited).toMatchObject({ version: 2, status: 'draft', total: priced.price! * 3 })
    await expect(
      payload.update({ collection: 'project-quotes', id: draft.id, data: { status: 'superseded' }, ...as(sales) }),
    ).rejects.toThrow(/报价状态只能设为/)
    const second = await payload.update({
      collection: 'project-quotes',
      id: draft.id,
      data: { status: 'sent' },
      ...as(sales),
      depth: 0,
    })
    expect(second).toMatchObject({ version: 2, status: 'sent' })
    expect(second.sent_at).toBeTruthy()
    expect((await readQuote(first.id)).status).toBe('superseded')

    const third = await quote(project.id)
    expect(third.version).toBe(3)
    const stored = await payload.find({
      collection: 'project-quotes',
      where: { project: { equals: project.id } },
      sort: 'version',
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => [doc.version, doc.status])).toEqual([
      [1, 'superseded'],
      [2, 'superseded'],
      [3, 'sent'],
    ])
    expect((await readProject(project.id)).stage).toBe('quoted')
  })

  it('refuses a line without a price (an offering 价格面议 and no unit price) or without a name', async () => {
    const project = await newProject()
    expect(unpriced.price ?? null).toBeNull()
    await expect(quote(project.id, { items: [{ offering: unpriced.id, quantity: 1 }] })).rejects.toThrow(
      '第 1 项：该服务价格面议，请填写单价',
    )
    await expect(
      quote(project.id, {
        items: [
          { offering: priced.id, quantity: 1 },
          { name: '无价项', quantity: 1 },
        ],
      }),
    ).rejects.toThrow('第 2 项：该服务价格面议，请填写单价')
    await expect(quote(project.id, { items: [{ quantity: 1, unit_price: 100 }] })).rejects.toThrow(
      '第 1 项：请选择服务项目或填写名称',
    )
    await expect(quote(project.id, { valid_until: '2020-01-01T00:00:00.000Z' })).rejects.toThrow(
      '报价有效期已过，请修改有效期后再发送',
    )
    // Nothing was stored, and the project is still waiting for its quote.
    expect(
      (await payload.count({ collection: 'project-quotes', where: { project: { equals: project.id } } })).totalDocs,
    ).toBe(0)
    expect((await readProject(project.id)).stage).toBe('quoting')

    // Given a unit price, an offering 价格面议 is quoted.
    const given = await quote(project.id, { items: [{ offering: unpriced.id, quantity: 1, unit_price: 8800 }] })
    expect(given.items[0]).toMatchObject({ name: unpriced.name, unit_price: 8800, amount: 8800 })
    expect(given).toMatchObject({ version: 1, total: 8800 })
  })

  it('lets sales delete a draft, but not a sent quote', async () => {
    const project = await newProject()
    const draft = await quote(project.id, { status: 'draft' })
    const sent = await quote(project.id)
    expect([draft.version, sent.version]).toEqual([1, 2])
    await payload.delete({ collection: 'project-quotes', id: draft.id, ...as(sales) })
    await expect(payload.delete({ collection: 'project-quotes', id: sent.id, ...as(sales) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'project-quotes', id: sent.id, ...as(admin) })).rejects.toThrow()
    const left = await payload.find({
      collection: 'project-quotes',
      where: { project: { equals: project.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([sent.id])
    // Editors and members cannot quote at all.
    for (const user of [editor, member]) await expect(quote(project.id, {}, user)).rejects.toThrow(Forbidden)
  })
})

describe('POST /api/enquiries/{id}/project (转为项目)', () => {
  const documented = apiRoutes
    .find((route) => route.path === '/api/enquiries/{id}/project')!
    .operations.find((operation) => operation.method === 'post')!.data!
  const convert = (id: number | string, token?: string) =>
    callRoute(convertRoute.POST, `/api/enquiries/${id}/project`, { method: 'POST', params: { id: String(id) }, token })
  const enquiryOf = (memberId: number | null) =>
    payload.create({
      collection: 'enquiries',
      data: {
        name: '会员小李',
        email: `enquirer-${unique()}@example.com`,
        service: '生信分析',
        message: '想做生信分析',
        consent: true,
        status: 'contacted',
        member: memberId,
      },
      overrideAccess: true,
      context: { quietEnquiry: true },
    })

  it('makes the project of a member’s enquiry once and marks the enquiry won; refuses a guest enquiry and non-sales callers', async () => {
    const enquiry = await enquiryOf(member.id)
    const first = await convert(enquiry.id, tokens.admin)
    const made = expectSuccess(first, documented, { status: 201 }) as { id: number; number: string; created: boolean }
    expect(first.json.message).toBe(`已创建项目 ${made.number}`)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(made).toMatchObject({ number: expect.stringMatching(PROJECT_NUMBER), created: true })
    expect(await readProject(made.id)).toMatchObject({
      number: made.number,
      client: member.id,
      enquiry: enquiry.id,
      service: '生信分析',
      title: '生信分析项目',
      stage: 'quoting',
      assignees: [],
    })
    const stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id, depth: 0, overrideAccess: true })
    expect(stored.status).toBe('won')

    // Asked again: the project already made.
    const again = await convert(enquiry.id, tokens.admin)
    expect(expectSuccess(again, documented)).toEqual({ id: made.id, number: made.number, created: false })
    expect(again.json.message).toBe(`该咨询已转为项目 ${made.number}`)

    const guest = await enquiryOf(null)
    expectFailure(await convert(guest.id, tokens.admin), 409, /^该咨询尚未关联会员账号/)
    expectFailure(await convert(999_999_999, tokens.admin), 404, '未找到该咨询')
    expectFailure(await convert('abc', tokens.admin), 404, '未找到该咨询')
    const untouched = await enquiryOf(member.id)
    expectFailure(await convert(untouched.id), 401, '请先登录')
    for (const token of [tokens.editor, tokens.member]) expectFailure(await convert(untouched.id, token), 403)
    expect(
      (await payload.count({ collection: 'projects', where: { enquiry: { equals: untouched.id } } })).totalDocs,
    ).toBe(0)
  })

  it('lets a sales user convert an enquiry, assigning the project to them', async () => {
    const enquiry = await enquiryOf(member.id)
    const result = await convert(enquiry.id, tokens.sales)
    const made = expectSuccess(result, documented, { status: 201 }) as { id: number }
    expect(await readProject(made.id)).toMatchObject({ client: member.id, assignees: [sales.id] })
  })
})
