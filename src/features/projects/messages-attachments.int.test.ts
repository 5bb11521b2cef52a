import crypto from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Project, ProjectFile, User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { resetRateLimits } from '@/lib/rate-limit'
import * as detailRoute from '@/app/api/projects/[number]/handler'
import * as messagesRoute from '@/app/api/projects/[number]/messages/handler'
import { callRoute, clientAddress, expectFailure, expectSuccess } from '@/app/api/_shared/testing'
import { ADMIN, tokenFor } from '@/testing/routes'
import { outboxMailsTo } from '@/testing/outbox'
import { projectDetailSchema } from './schemas'

/**
 * Attachments to project messages (#40 point 3): files of the same project's file room, either
 * side's, present and not quarantined, at most ten, through the client's API and staff's Local API
 * (the admin's path); the thread lists them without storage keys; the mails count them and never
 * name them.
 */

type Account = { user: User; token: string }

let payload: Payload
let owner: Account
let other: Account
let sales: Account
let unassigned: Account
let admin: User

const NOT_IN_ROOM = '附件必须是本项目文件室中的文件'
const messageSchema = projectDetailSchema.shape.messages.element
const unique = () => crypto.randomBytes(4).toString('hex')
const as = (user: User) => ({ user, overrideAccess: false as const })

async function account(role: 'member' | 'sales', fullName: string): Promise<Account> {
  const email = `message-files-${role}-${unique()}@example.com`
  const password = `Pw-${unique()}-${unique()}`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role], full_name: fullName, email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { user, token: await tokenFor(email, password) }
}

function newProject(client: Account = owner): Promise<Project> {
  return payload.create({
    collection: 'projects',
    data: { client: client.user.id, title: `附件测试项目 ${unique()}`, assignees: [sales.user.id] } as Project,
    overrideAccess: true,
    depth: 0,
  })
}

/** A file-room row as a finished upload files it (bytes are not needed to attach it). */
function roomFile(
  project: Project,
  data: Partial<Pick<ProjectFile, 'side' | 'status' | 'name'>> = {},
): Promise<ProjectFile> {
  return payload.create({
    collection: 'project-files',
    data: {
      project: project.id,
      name: `数据-${unique()}.csv`,
      side: 'client',
      size: 1234,
      sha256: crypto.randomBytes(32).toString('hex'),
      version: 1,
      status: 'ready',
      storage_key: `file-room/${unique()}`,
      ...data,
    },
    overrideAccess: true,
    depth: 0,
    context: { fileRoom: true },
  })
}

/** `token` null: no sign-in. */
const post = (number: string, body: unknown, token: string | null = owner.token) =>
  callRoute(messagesRoute.POST, `/api/projects/${number}/messages`, {
    method: 'POST',
    params: { number },
    body,
    token: token ?? undefined,
    headers: { 'x-forwarded-for': clientAddress() },
  })

const detail = async (number: string, token = owner.token) =>
  expectSuccess(
    await callRoute(detailRoute.GET, `/api/projects/${number}`, { params: { number }, token }),
    projectDetailSchema,
  )

const storedMessages = async (project: Project) =>
  (
    await payload.find({
      collection: 'project-messages',
      where: { project: { equals: project.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

async function mailsAbout(address: string, number: string) {
  await flushBackgroundTasks()
  return outboxMailsTo(address).filter((mail) => mail.subject.includes(number))
}

beforeAll(async () => {
  payload = await getPayload()
  ;[owner, other, sales, unassigned] = await Promise.all([
    account('member', '附件客户'),
    account('member', '另一位会员'),
    account('sales', '附件顾问'),
    account('sales', '其他顾问'),
  ])
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true }))
    .docs[0]!
})

beforeEach(() => resetRateLimits())

describe('the client attaches files of their project room to a message', () => {
  it('stores and answers files of either side, lists them in the thread, and mails staff a count, never a name', async () => {
    const project = await newProject()
    const number = project.number!
    const mine = await roomFile(project, { side: 'client', name: `原始数据-${unique()}.fastq.gz` })
    const theirs = await roomFile(project, { side: 'staff', name: `分析报告-${unique()}.pdf` })
    const words = `请看附件里的两份文件，暗号${unique()}`

    const result = await post(number, { body: words, attachments: [mine.id, theirs.id, mine.id] })
    const posted = expectSuccess(result, messageSchema, { status: 201, message: '消息已发送' })
    expect(posted.attachments).toEqual([
      { id: mine.id, name: mine.name, size: 1234 },
      { id: theirs.id, name: theirs.name, size: 1234 },
    ])
    expect(result.text).not.toContain('storage_key')
    expect(result.text).not.toContain('file-room/')

    const [stored] = await storedMessages(project)
    expect(stored!.attachments).toEqual([mine.id, theirs.id])

    const thread = (await detail(number)).messages
    expect(thread).toHaveLength(1)
    expect(thread[0]!.attachments).toEqual(posted.attachments)

    const [mail, ...more] = await mailsAbout(sales.user.email, number)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe(`客户在项目 ${number} 留言`)
    expect(mail!.text).toContain('含 2 个附件')
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain(mine.name!)
      expect(part).not.toContain(theirs.name!)
      expect(part).not.toContain('fastq')
      expect(part).not.toContain(words.slice(-8))
    }
  })

  it('a message without attachments answers an empty list (the mail says nothing of files)', async () => {
    const project = await newProject()
    const posted = expectSuccess(await post(project.number!, { body: '没有附件' }), messageSchema, { status: 201 })
    expect(posted.attachments).toEqual([])
    const [mail] = await mailsAbout(sales.user.email, project.number!)
    expect(mail!.text).not.toContain('附件')
  })

  it('refuses another project’s file, an unknown, deleted or quarantined file, more than ten and ids that are not whole numbers (400), storing nothing', async () => {
    const project = await newProject()
    const number = project.number!
    const elsewhere = await roomFile(await newProject())
    const othersFile = await roomFile(await newProject(other))
    const deleted = await roomFile(project, { status: 'deleted' })
    const quarantined = await roomFile(project, { status: 'quarantined' })
    const fine = await roomFile(project)
    const eleven = await Promise.all(Array.from({ length: 11 }, () => roomFile(project)))

    const refusals: [unknown, string][] = [
      [[elsewhere.id], NOT_IN_ROOM],
      [[fine.id, othersFile.id], NOT_IN_ROOM],
      [[999_999_999], NOT_IN_ROOM],
      [[quarantined.id], NOT_IN_ROOM],
      [[deleted.id], '附件中有文件已按保留期限删除，请重新选择'],
      [eleven.map((file) => file.id), '每条消息最多 10 个附件'],
      [['abc'], NOT_IN_ROOM],
      [[String(fine.id)], NOT_IN_ROOM],
      [[1.5], NOT_IN_ROOM],
      [[0], NOT_IN_ROOM],
      [[-fine.id], NOT_IN_ROOM],
      [[{ id: fine.id }], NOT_IN_ROOM],
      [fine.id, '附件须为文件 ID 的列表'],
      [null, '附件须为文件 ID 的列表'],
      ['1,2', '附件须为文件 ID 的列表'],
    ]
    for (const [attachments, message] of refusals) {
      expectFailure(await post(number, { body: '附件有问题', attachments }), 400, message)
    }
    expect(await storedMessages(project)).toHaveLength(0)

    // Ten is the most, and allowed; an empty list is no attachment.
    const ten = eleven.slice(0, 10).map((file) => file.id)
    expect(
      expectSuccess(await post(number, { body: '十个', attachments: ten }), messageSchema, {
        status: 201,
      }).attachments.map((file) => file.id),
    ).toEqual(ten)
    expect(
      expectSuccess(await post(number, { body: '空', attachments: [] }), messageSchema, { status: 201 }).attachments,
    ).toEqual([])
  })

  it('another member gets the project’s 404 (even attaching the project’s own file); no sign-in 401', async () => {
    const project = await newProject()
    const file = await roomFile(project)
    expectFailure(
      await post(project.number!, { body: '不是我的项目', attachments: [file.id] }, other.token),
      404,
      '未找到该项目',
    )
    expectFailure(await post(project.number!, { body: '未登录', attachments: [file.id] }, null), 401, '请先登录')
    expect(await storedMessages(project)).toHaveLength(0)
  })

  it('the thread leaves out a file quarantined after it was attached, and keeps one deleted after retention', async () => {
    const project = await newProject()
    const [kept, later] = await Promise.all([roomFile(project), roomFile(project)])
    expectSuccess(await post(project.number!, { body: '两份', attachments: [kept.id, later.id] }), messageSchema, {
      status: 201,
    })
    await payload.update({
      collection: 'project-files',
      id: later.id,
      data: { status: 'quarantined' },
      overrideAccess: true,
      context: { fileRoom: true },
    })
    await payload.update({
      collection: 'project-files',
      id: kept.id,
      data: { status: 'deleted', deleted_at: new Date().toISOString() },
      overrideAccess: true,
      context: { fileRoom: true },
    })
    const data = await detail(project.number!)
    expect(data.messages[0]!.attachments.map((file) => file.id)).toEqual([kept.id])
    expect(data.files.find((file) => file.id === kept.id)?.status).toBe('deleted')
  })
})

describe('staff attach files in the admin (Local API as the user, as the admin’s form saves)', () => {
  const staffMessage = (user: User, project: Project, attachments: number[]) =>
    payload.create({
      collection: 'project-messages',
      data: { project: project.id, body: `报告已上传，请查收。${unique()}`, attachments },
      ...as(user),
      depth: 0,
    })

  it('the assigned sales attach their project’s files; the client is mailed a count without names', async () => {
    const project = await newProject()
    const report = await roomFile(project, { side: 'staff', name: `最终报告-${unique()}.pdf` })
    const message = await staffMessage(sales.user, project, [report.id])
    expect(message).toMatchObject({ from_staff: true, attachments: [report.id] })
    const [mail] = await mailsAbout(owner.user.email, project.number!)
    expect(mail!.text).toContain('含 1 个附件')
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain(report.name!)
    const thread = (await detail(project.number!)).messages
    expect(thread[0]).toMatchObject({
      from_staff: true,
      attachments: [{ id: report.id, name: report.name, size: 1234 }],
    })
  })

  it('refuses another project’s, a deleted or quarantined file (400 in Chinese), and files of a project the sales user is not assigned to (403)', async () => {
    const project = await newProject()
    const elsewhere = await roomFile(await newProject(other))
    const deleted = await roomFile(project, { status: 'deleted' })
    const quarantined = await roomFile(project, { status: 'quarantined' })
    const fine = await roomFile(project)
    for (const [user, ids, status, message] of [
      [sales.user, [fine.id, elsewhere.id], 400, NOT_IN_ROOM],
      [sales.user, [quarantined.id], 400, NOT_IN_ROOM],
      [sales.user, [deleted.id], 400, '附件中有文件已按保留期限删除，请重新选择'],
      [admin, [elsewhere.id], 400, NOT_IN_ROOM],
      [admin, [quarantined.id], 400, NOT_IN_ROOM],
      [unassigned.user, [fine.id], 403, '只能附加自己负责的项目中的文件'],
    ] as const) {
      const refused = await staffMessage(user, project, [...ids]).then(
        () => null,
        (error: { status?: number; message?: string }) => error,
      )
      expect(refused, `${user.email} ${ids.join(',')}`).toMatchObject({ status, message })
    }
    expect(await storedMessages(project)).toHaveLength(0)
  })

  it('the admin’s picker offers only the message’s project’s files that may be attached', async () => {
    const field = payload.collections['project-messages'].config.fields.find(
      (candidate) => 'name' in candidate && candidate.name === 'attachments',
    ) as { filterOptions?: (args: unknown) => unknown }
    const project = await newProject()
    const [fine, staffSide] = await Promise.all([roomFile(project), roomFile(project, { side: 'staff' })])
    await Promise.all([
      roomFile(project, { status: 'deleted' }),
      roomFile(project, { status: 'quarantined' }),
      roomFile(await newProject()),
    ])
    const where = field.filterOptions!({ siblingData: { project: project.id }, data: {}, relationTo: 'project-files' })
    const offered = await payload.find({
      collection: 'project-files',
      where: where as never,
      ...as(sales.user),
      depth: 0,
      limit: 100,
    })
    expect(offered.docs.map((file) => file.id).sort()).toEqual([fine.id, staffSide.id].sort())
    // No project chosen yet: nothing to pick.
    expect(field.filterOptions!({ siblingData: {}, data: {}, relationTo: 'project-files' })).toBe(false)
  })
})
