import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { Forbidden, type Payload } from 'payload'
import type { InvoiceRequest, Offering, Project, ProjectFile, ProjectQuote, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { withAccountLock } from '@/cms/auth/account-lock'
import { pdfDocument } from '@/cms/seed/guide-pdf'
import { env } from '@/lib/env'
import { ADMIN, EDITOR, tokenFor } from '@/testing/routes'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import * as convertRoute from '@/app/api/enquiries/[id]/project/handler'
import * as acceptRoute from '@/app/api/projects/[number]/accept-quote/handler'
import * as messagesRoute from '@/app/api/projects/[number]/messages/handler'
import * as invoiceRequestsRoute from '@/app/api/projects/[number]/invoice-requests/handler'
import { callRoute, clientAddress, expectFailure } from '@/app/api/_shared/testing'

/**
 * The rules of client projects that the security review added or tightened, each pinned so that
 * undoing its fix fails here: control characters in what a client writes, a project's client
 * fixed once work exists, the cap on a quote's total, an older draft not sent after a newer
 * version, invoice requests (final once returned, an explicit empty file not issued, the file the
 * project's own and kept once issued), who reads which accounts and what a role list becomes,
 * what a non-admin's bulk edit of accounts locks, and 转为项目 (a long service, a double click).
 */

let payload: Payload
let admin: User
let editor: User
let sales: User
let owner: User
let otherMember: User
let priced: Offering
let tokens: { owner: string; sales: string }

const unique = () => crypto.randomBytes(4).toString('hex')
const PASSWORD = `Pw-${unique()}-${unique()}`
const as = (user: User) => ({ user, overrideAccess: false as const })
const futureDay = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

const INVALID_CHARACTERS = '内容包含无效字符，请删除后重试'
const CLIENT_FIXED = '项目已有报价、消息或发票，不能更换客户；如选错客户，请取消此项目并新建'
const TOTAL_TOO_LARGE = '报价合计过大（上限 1 亿元），请检查数量和单价'
const REJECTED_IS_FINAL = '开票申请已退回，不能再修改；如需开票，请客户重新申请'
const FILE_FIRST = '请先上传发票文件（PDF）再设为“已开具”'
const NOT_THIS_PROJECT = '所选文件不属于该项目：上传发票文件时请选择同一个项目'
const ISSUED_FILE_KEPT = '该文件是已开具发票的文件，不能修改或删除'

async function account(roles: User['roles'], fullName: string): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      email: `rules-${roles.join('-')}-${unique()}@example.com`,
      password: PASSWORD,
      roles,
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

const newProject = (client: User = owner) =>
  payload.create({
    collection: 'projects',
    data: { client: client.id, title: `规则测试项目 ${unique()}`, assignees: [sales.id] } as Project,
    ...as(sales),
    depth: 0,
  })

const quote = (project: Project, data: Partial<ProjectQuote> = {}) =>
  payload.create({
    collection: 'project-quotes',
    data: {
      project: project.id,
      items: [{ offering: priced.id, quantity: 1 }],
      status: 'sent',
      valid_until: futureDay(),
      ...data,
    } as ProjectQuote,
    ...as(sales),
    depth: 0,
  })

const readProject = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true })
const readQuote = (id: number) => payload.findByID({ collection: 'project-quotes', id, depth: 0, overrideAccess: true })
const readInvoice = (id: number) =>
  payload.findByID({ collection: 'invoice-requests', id, depth: 0, overrideAccess: true })
const countOf = async (collection: 'project-quotes' | 'project-messages' | 'invoice-requests', project: Project) =>
  (await payload.count({ collection, where: { project: { equals: project.id } }, overrideAccess: true })).totalDocs

/** A request as the client makes it on the project page (the server writes it; staff cannot create one). */
const invoiceRequest = (project: Project) =>
  payload.create({
    collection: 'invoice-requests',
    data: {
      project: project.id,
      title: '某某大学附属医院',
      type: 'normal',
      amount: 100,
      email: 'finance@example.edu.cn',
      requested_by: owner.id,
      status: 'requested',
    } as InvoiceRequest,
    overrideAccess: true,
    depth: 0,
  })

/**
 * A PDF in project-files, filed under `project`, uploaded by sales; under none (`null`): a row
 * from before the file room, when files could be filed without a project (new ones cannot).
 */
async function projectFile(project: Project | null): Promise<ProjectFile> {
  const data = pdfDocument({
    title: '发票',
    subtitle: '测试',
    sections: [{ heading: '发票', paragraphs: [`编号 ${unique()}`] }],
  })
  const file = { data, mimetype: 'application/pdf', name: `invoice-${unique()}.pdf`, size: data.length }
  if (project)
    return payload.create({ collection: 'project-files', data: { project: project.id }, file, ...as(sales), depth: 0 })
  await expect(
    payload.create({ collection: 'project-files', data: { project: null }, file, ...as(sales), depth: 0 }),
  ).rejects.toThrow('请选择文件所属的项目')
  const filed = await payload.create({
    collection: 'project-files',
    data: { project: (await newProject()).id },
    file,
    ...as(sales),
    depth: 0,
  })
  await payload.db.updateOne({ collection: 'project-files', id: filed.id, data: { project: null } })
  return { ...filed, project: null }
}

/** Holds an account's lock (as a sign-in elsewhere would) until released. */
function holdLock(email: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const done = withAccountLock(email, () => held)
  return { release, done }
}

const updateInvoice = (id: number, data: Partial<InvoiceRequest>, user: User = sales) =>
  payload.update({ collection: 'invoice-requests', id, data, ...as(user), depth: 0 })

const post = (handler: typeof messagesRoute.POST, path: string, number: string, body: unknown) =>
  callRoute(handler, `/api/projects/${number}/${path}`, {
    method: 'POST',
    params: { number },
    body,
    token: tokens.owner,
    headers: { 'x-forwarded-for': clientAddress() },
  })

beforeAll(async () => {
  payload = await getPayload()
  ;[admin, editor, sales, owner, otherMember] = await Promise.all([
    seededUser(ADMIN.email),
    seededUser(EDITOR.email),
    account(['sales'], '销售小周'),
    account(['member'], '会员小陈'),
    account(['member'], '会员小赵'),
  ])
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
  tokens = { owner: await tokenFor(owner.email, PASSWORD), sales: await tokenFor(sales.email, PASSWORD) }
})

describe('control characters in what a client writes', () => {
  it('refuses NUL and other control characters in a message (400), accepts newlines and tabs', async () => {
    const project = await newProject()
    const number = project.number!
    for (const body of ['数据\u0000已上传', '\u0000', '请看\u0007附件', '第三章\u001B[31m', '删除\u007F', 'a\u0008b']) {
      const result = await post(messagesRoute.POST, 'messages', number, { body })
      expect(result.json?.message, JSON.stringify(body)).toBe(INVALID_CHARACTERS)
      expectFailure(result, 400, INVALID_CHARACTERS)
    }
    expect(await countOf('project-messages', project)).toBe(0)

    const text = '第一段：数据已上传\n第二段：\t图表见附件\r\n谢谢'
    const posted = await post(messagesRoute.POST, 'messages', number, { body: text })
    expect(posted.status, posted.text).toBe(201)
    expect(posted.json.data.body).toBe(text)
  })

  it('refuses them in an invoice request’s title and special-invoice details (400), accepts newlines and tabs', async () => {
    const project = await newProject()
    const number = project.number!
    await quote(project)
    const accepted = await callRoute(acceptRoute.POST, `/api/projects/${number}/accept-quote`, {
      method: 'POST',
      params: { number },
      body: { version: 1 },
      token: tokens.owner,
      headers: { 'x-forwarded-for': clientAddress() },
    })
    expect(accepted.status, accepted.text).toBe(200)

    const base = {
      title: '某某大学附属医院',
      tax_id: '12100000400000000X',
      type: 'special',
      email: 'finance@example.edu.cn',
    }
    const address = '北京市海淀区某路 1 号 010-12345678 某银行 6222000000000000'
    for (const body of [
      { ...base, address, title: '某某大学\u0000附属医院' },
      { ...base, address, title: '某某大学\u0007附属医院' },
      { ...base, address: `${address}\u0000` },
      { ...base, address: `北京市\u001F海淀区 ${address}` },
    ]) {
      const result = await post(invoiceRequestsRoute.POST, 'invoice-requests', number, { ...body, amount: 1 })
      expect(result.json?.message, JSON.stringify(body)).toBe(INVALID_CHARACTERS)
      expectFailure(result, 400, INVALID_CHARACTERS)
    }
    expect(await countOf('invoice-requests', project)).toBe(0)

    const lines = '北京市海淀区某路 1 号\n电话\t010-12345678\n某银行 6222000000000000'
    const created = await post(invoiceRequestsRoute.POST, 'invoice-requests', number, {
      ...base,
      title: '某某大学\t附属医院',
      address: lines,
      amount: 1,
    })
    expect(created.status, created.text).toBe(201)
    const stored = await readInvoice(created.json.data.id)
    expect(stored).toMatchObject({ title: '某某大学\t附属医院', address: lines })
  })
})

describe('a project’s client', () => {
  it('may be changed to another member before any quote, message or invoice request exists', async () => {
    const project = await newProject()
    const changed = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { client: otherMember.id },
      ...as(sales),
      depth: 0,
    })
    expect(changed.client).toBe(otherMember.id)
  })

  it('is fixed once the project has a quote (even a draft), a message or an invoice request', async () => {
    const withDraft = await newProject()
    await quote(withDraft, { status: 'draft' })
    const withMessage = await newProject()
    await payload.create({
      collection: 'project-messages',
      data: { project: withMessage.id, body: '您好，资料已收到。' },
      ...as(sales),
    })
    const withInvoice = await newProject()
    await invoiceRequest(withInvoice)

    for (const project of [withDraft, withMessage, withInvoice]) {
      for (const user of [sales, admin]) {
        await expect(
          payload.update({ collection: 'projects', id: project.id, data: { client: otherMember.id }, ...as(user) }),
        ).rejects.toThrow(CLIENT_FIXED)
      }
      expect((await readProject(project.id)).client).toBe(owner.id)
      // Everything else of the project is still worked, the same client named again included.
      const renamed = await payload.update({
        collection: 'projects',
        id: project.id,
        data: { client: owner.id, title: '改名后的项目' },
        ...as(sales),
        depth: 0,
      })
      expect(renamed).toMatchObject({ client: owner.id, title: '改名后的项目' })
    }
  })
})

describe('quotes', () => {
  it('refuses a total over ¥100,000,000, on create and on a draft’s update; exactly ¥100,000,000 is a quote', async () => {
    const project = await newProject()
    const tooLarge = [{ name: '大型项目', quantity: 2, unit_price: 50_000_000.01 }]
    await expect(quote(project, { items: tooLarge })).rejects.toThrow(TOTAL_TOO_LARGE)
    await expect(
      quote(project, {
        status: 'draft',
        items: [
          { name: '第一部分', quantity: 1, unit_price: 60_000_000 },
          { name: '第二部分', quantity: 1, unit_price: 40_000_000.01 },
        ],
      }),
    ).rejects.toThrow(TOTAL_TOO_LARGE)
    expect(await countOf('project-quotes', project)).toBe(0)

    const draft = await quote(project, {
      status: 'draft',
      items: [{ name: '大型项目', quantity: 2, unit_price: 50_000_000 }],
    })
    expect(draft.total).toBe(100_000_000)
    await expect(
      payload.update({ collection: 'project-quotes', id: draft.id, data: { items: tooLarge }, ...as(sales) }),
    ).rejects.toThrow(TOTAL_TOO_LARGE)
    expect((await readQuote(draft.id)).total).toBe(100_000_000)
  })

  it('refuses to send an older draft once a newer version was sent', async () => {
    const project = await newProject()
    const older = await quote(project, { status: 'draft' })
    const newer = await quote(project)
    expect([older.version, newer.version]).toEqual([1, 2])
    await expect(
      payload.update({ collection: 'project-quotes', id: older.id, data: { status: 'sent' }, ...as(sales) }),
    ).rejects.toThrow('已发送过更新的版本：第 1 版不能再发送，请新建报价')
    expect((await readQuote(older.id)).status).toBe('draft')
    expect((await readQuote(newer.id)).status).toBe('sent')
  })
})

describe('invoice requests and their files', () => {
  it('keeps a returned request as it is', async () => {
    const project = await newProject()
    const request = await invoiceRequest(project)
    await updateInvoice(request.id, { status: 'rejected', staff_note: '抬头有误，请重新申请' })
    for (const data of [{ status: 'requested' }, { staff_note: '改说明' }, { status: 'issued' }] as const) {
      await expect(updateInvoice(request.id, data)).rejects.toThrow(REJECTED_IS_FINAL)
    }
    await expect(updateInvoice(request.id, { status: 'requested' }, admin)).rejects.toThrow(REJECTED_IS_FINAL)
    expect(await readInvoice(request.id)).toMatchObject({ status: 'rejected', staff_note: '抬头有误，请重新申请' })
  })

  it('does not issue with the file cleared in the same save, nor with another project’s file or one of no project', async () => {
    const project = await newProject()
    const request = await invoiceRequest(project)
    const own = await projectFile(project)
    // The file attached first, not yet issued.
    expect((await updateInvoice(request.id, { invoice_file: own.id })).invoice_file).toBe(own.id)
    await expect(updateInvoice(request.id, { invoice_file: null, status: 'issued' })).rejects.toThrow(FILE_FIRST)
    expect(await readInvoice(request.id)).toMatchObject({ status: 'requested', invoice_file: own.id })

    const elsewhere = await projectFile(await newProject(otherMember))
    const unfiled = await projectFile(null)
    for (const file of [elsewhere, unfiled]) {
      await expect(updateInvoice(request.id, { invoice_file: file.id, status: 'issued' })).rejects.toThrow(
        NOT_THIS_PROJECT,
      )
      await expect(updateInvoice(request.id, { invoice_file: file.id })).rejects.toThrow(NOT_THIS_PROJECT)
    }
    expect(await readInvoice(request.id)).toMatchObject({ status: 'requested', invoice_file: own.id })
    // A save that leaves the file out keeps the stored one: issued with it.
    const issued = await updateInvoice(request.id, { status: 'issued', invoice_number: 'No.2' })
    expect(issued).toMatchObject({ status: 'issued', invoice_file: own.id })
  })

  it('keeps the file of an issued invoice: sales and administrators neither change nor delete it', async () => {
    const project = await newProject()
    const request = await invoiceRequest(project)
    const file = await projectFile(project)
    // Before it is issued the file is still the sales desk's to work.
    await payload.update({ collection: 'project-files', id: file.id, data: { project: project.id }, ...as(sales) })
    const issued = await updateInvoice(request.id, { invoice_file: file.id, status: 'issued', invoice_number: 'No.1' })
    expect(issued.status).toBe('issued')

    for (const user of [sales, admin]) {
      await expect(
        payload.update({ collection: 'project-files', id: file.id, data: { project: project.id }, ...as(user) }),
      ).rejects.toThrow(ISSUED_FILE_KEPT)
    }
    await expect(payload.delete({ collection: 'project-files', id: file.id, ...as(sales) })).rejects.toThrow(Forbidden)
    await expect(payload.delete({ collection: 'project-files', id: file.id, ...as(admin) })).rejects.toThrow(
      ISSUED_FILE_KEPT,
    )
    const kept = await payload.findByID({ collection: 'project-files', id: file.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ id: file.id, filename: file.filename, project: project.id })
    expect(fs.statSync(path.join(env.uploadDir, 'project-files', file.filename!)).size).toBe(file.filesize)
    expect((await readInvoice(request.id)).invoice_file).toBe(file.id)
  })
})

describe('accounts', () => {
  const readAs = (reader: User, target: User) =>
    payload.findByID({ collection: 'users', id: target.id, depth: 0, ...as(reader), disableErrors: true })

  it('sales read members’ and administrators’ accounts, never an editor’s; an editor reads only their own', async () => {
    expect((await readAs(sales, owner))?.email).toBe(owner.email)
    expect((await readAs(sales, admin))?.email).toBe(admin.email)
    expect(await readAs(sales, editor)).toBeNull()
    const seen = await payload.find({
      collection: 'users',
      where: { id: { in: [owner.id, admin.id, editor.id] } },
      depth: 0,
      ...as(sales),
    })
    expect(seen.docs.map((user) => user.id).sort()).toEqual([owner.id, admin.id].sort())

    expect((await readAs(editor, editor))?.email).toBe(editor.email)
    for (const target of [owner, sales, admin]) expect(await readAs(editor, target)).toBeNull()
    const all = await payload.find({ collection: 'users', depth: 0, limit: 0, ...as(editor) })
    expect(all.docs.map((user) => user.id)).toEqual([editor.id])
  })

  it('an account is a member or an employee: member and editor is stored as editor; member stays member', async () => {
    const made = await payload.create({
      collection: 'users',
      data: {
        email: `rules-both-${unique()}@example.com`,
        password: PASSWORD,
        roles: ['member', 'editor'],
        full_name: '兼职编辑',
      },
      ...as(admin),
      depth: 0,
    })
    expect(made.roles).toEqual(['editor'])

    const member = await account(['member'], '普通会员')
    const promoted = await payload.update({
      collection: 'users',
      id: member.id,
      data: { roles: ['member', 'editor'] },
      ...as(admin),
      depth: 0,
    })
    expect(promoted.roles).toEqual(['editor'])
    expect((await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true })).roles).toEqual([
      'editor',
    ])
    // The sales desk's read of members no longer reaches them.
    for (const user of [made, promoted]) expect(await readAs(sales, user)).toBeNull()

    const stays = await payload.update({
      collection: 'users',
      id: (await account(['member'], '另一位会员')).id,
      data: { roles: ['member'], full_name: '改名会员' },
      ...as(admin),
      depth: 0,
    })
    expect(stays.roles).toEqual(['member'])
  })

  it('a sales user’s bulk edit of accounts (/cms-api/users?where=…) locks and changes only their own', async () => {
    const bulkEdit = (fullName: string) =>
      callRoute(cmsApi.PATCH, '/cms-api/users?where[id][exists]=true', {
        method: 'PATCH',
        params: { slug: ['users'] },
        body: { full_name: fullName },
        token: tokens.sales,
      })
    const settled = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

    // The caller's own account is locked for the write: it waits for the lock's holder.
    const own = holdLock(sales.email)
    const waiting = bulkEdit('销售小周（一）')
    expect(await settled(waiting, 300)).toBe(false)
    own.release()
    await own.done
    const first = await waiting
    expect(first.status, first.text).toBe(200)

    // The accounts the sales desk reads (a member, an administrator) are not locked: held
    // elsewhere, the write goes on.
    const others = [holdLock(owner.email), holdLock(admin.email)]
    const edit = bulkEdit('销售小周（二）')
    try {
      expect(await settled(edit, 3000), 'the bulk edit waited for a member’s or an admin’s lock').toBe(true)
    } finally {
      for (const held of others) held.release()
      await Promise.all(others.map((held) => held.done))
    }
    const second = await edit
    expect(second.status, second.text).toBe(200)
    expect(second.json.docs.map((doc: { id: number }) => doc.id)).toEqual([sales.id])

    const [me, member, administrator] = await Promise.all(
      [sales, owner, admin].map((user) => payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })),
    )
    expect(me.full_name).toBe('销售小周（二）')
    expect(member.full_name).toBe(owner.full_name)
    expect(administrator.full_name).toBe(admin.full_name)
  })
})

describe('POST /api/enquiries/{id}/project (转为项目)', () => {
  const convert = (id: number) =>
    callRoute(convertRoute.POST, `/api/enquiries/${id}/project`, {
      method: 'POST',
      params: { id: String(id) },
      token: tokens.sales,
    })
  const enquiry = (service: string) =>
    payload.create({
      collection: 'enquiries',
      data: {
        name: '会员小陈',
        email: owner.email,
        service,
        message: '想做一项分析',
        consent: true,
        status: 'contacted',
        member: owner.id,
      },
      overrideAccess: true,
      context: { quietEnquiry: true },
    })
  const projectsOf = (enquiryId: number) =>
    payload.find({ collection: 'projects', where: { enquiry: { equals: enquiryId } }, depth: 0, overrideAccess: true })

  it('names the project of a 100-character service within the title’s 100 characters', async () => {
    const service = `${'单细胞转录组测序数据分析'.repeat(8)}生信分析服务`.slice(0, 100)
    expect(service).toHaveLength(100)
    const made = await convert((await enquiry(service)).id)
    expect(made.status, made.text).toBe(201)
    const project = await readProject(made.json.data.id)
    expect(project.title.length).toBeLessThanOrEqual(100)
    expect(project.title).toBe(`${service.slice(0, 98)}项目`)
    expect(project.service).toBe(service)
  })

  it('makes one project of two conversions at once; both answers name it', async () => {
    // A few rounds, one after another: whether two requests overlap is up to the scheduler.
    for (const service of ['Meta分析', '生信分析', '临床研究设计']) {
      const asked = await enquiry(service)
      const answers = await Promise.all([convert(asked.id), convert(asked.id)])
      for (const answer of answers) expect([200, 201], answer.text).toContain(answer.status)
      const projects = await projectsOf(asked.id)
      expect(projects.docs, service).toHaveLength(1)
      const [only] = projects.docs
      expect(answers.map((answer) => answer.json.data.number)).toEqual([only!.number, only!.number])
      expect(answers.map((answer) => answer.json.data.id)).toEqual([only!.id, only!.id])
      expect(answers.filter((answer) => answer.json.data.created)).toHaveLength(1)
    }
  })
})
