import crypto from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { flushBackgroundTasks } from '@/cms/auth/background'
import { AWAITING_SHOWN, OVERDUE_SHOWN, projectFigures } from './project-figures'

let payload: Payload
let assignee: User
let client: User
let colleague: User
let busy: User
let offeringId: number

// Wednesday 2031-06-11 10:00 in Beijing.
const NOW = new Date('2031-06-11T02:00:00Z')
const SERVER = { overrideAccess: true, context: { disableRevalidate: true, projectServer: true, quietStage: true } }

async function account(role: 'sales' | 'member'): Promise<User> {
  return payload.create({
    collection: 'users',
    data: {
      email: `figures-${role}-${crypto.randomBytes(4).toString('hex')}@example.com`,
      password: `Pw-${crypto.randomBytes(6).toString('hex')}`,
      roles: [role],
      email_confirmed_at: NOW.toISOString(),
    },
    ...SERVER,
  })
}

beforeAll(async () => {
  payload = await getPayload()
  assignee = await account('sales')
  client = await account('member')
  colleague = await account('sales')
  const offering = (
    await payload.find({
      collection: 'offerings',
      where: { price: { greater_than: 0 } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
  offeringId = offering.id
  const quoted = await payload.create({
    collection: 'projects',
    data: { title: '看板：已报价', client: client.id, stage: 'quoting', assignees: [assignee.id] },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'project-quotes',
    data: { project: quoted.id, status: 'sent', items: [{ offering: offering.id, quantity: 1 }] },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'invoice-requests',
    data: {
      project: quoted.id,
      title: '看板大学',
      type: 'normal',
      email: 'finance@example.com',
      amount: 1,
      status: 'requested',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'projects',
    data: {
      title: '看板：逾期节点',
      client: client.id,
      stage: 'quoting',
      assignees: [assignee.id],
      milestones: [
        { title: '数据质控', due_date: '2031-06-01T04:00:00.000Z' },
        { title: '初稿', due_date: '2031-05-20T04:00:00.000Z', done_at: '2031-05-19T04:00:00.000Z' },
        { title: '修改第 1 轮', due_date: '2031-07-01T04:00:00.000Z' },
      ],
    },
    overrideAccess: true,
  })
  // Somebody else's project: not in the assignee's figures.
  await payload.create({
    collection: 'projects',
    data: {
      title: '看板：他人',
      client: client.id,
      stage: 'quoting',
      assignees: [colleague.id],
      due_date: '2031-06-02T04:00:00.000Z',
    },
    overrideAccess: true,
  })
})

describe('projectFigures', () => {
  it('counts one assignee’s projects by stage, their quotes awaiting the client and invoices to issue', async () => {
    const mine = await projectFigures(payload, assignee.id, NOW)
    const stage = (value: string) => mine.byStage.find((row) => row.stage === value)!
    expect(stage('quoted')).toMatchObject({ label: '已报价', count: 1 })
    expect(stage('quoting')).toMatchObject({ label: '待报价', count: 1 })
    expect(stage('confirmed').count).toBe(0)
    expect(mine.awaitingAcceptance.total).toBe(1)
    expect(mine.awaitingAcceptance.items).toEqual([
      expect.objectContaining({ title: '看板：已报价', version: 1, number: expect.stringMatching(/^KY-\d{4}-\d+$/) }),
    ])
    expect(mine.invoicesToIssue.total).toBe(1)
    expect(mine.invoicesToIssue.items).toEqual([expect.objectContaining({ title: '看板：已报价', amount: 1 })])
  })

  it('lists overdue milestones and deliveries, never a done or future one, oldest first', async () => {
    const mine = await projectFigures(payload, assignee.id, NOW)
    expect(mine.overdue.items.map((item) => `${item.title}:${item.what}`)).toEqual(['看板：逾期节点:数据质控'])
    expect(mine.overdue.total).toBe(1)
    expect(mine.overdue.items[0]!.due).toBe('2031-06-01T04:00:00.000Z')
    const theirs = await projectFigures(payload, colleague.id, NOW)
    expect(theirs.overdue.items.map((item) => `${item.title}:${item.what}`)).toEqual(['看板：他人:交付'])
    const dues = (await projectFigures(payload, null, NOW)).overdue.items.map((item) => item.due)
    expect(dues.length).toBeGreaterThanOrEqual(2)
    expect([...dues].sort()).toEqual(dues)
  })

  it('counts everyone’s projects without an assignee', async () => {
    const everyone = await projectFigures(payload, null, NOW)
    const mine = await projectFigures(payload, assignee.id, NOW)
    for (const row of everyone.byStage) {
      expect(row.count).toBeGreaterThanOrEqual(mine.byStage.find((other) => other.stage === row.stage)!.count)
    }
    expect(everyone.byStage.find((row) => row.stage === 'quoting')!.count).toBeGreaterThanOrEqual(2)
  })
})

describe('projectFigures at scale', () => {
  const day = (date: string) => `${date}T04:00:00.000Z`

  beforeAll(async () => {
    busy = await account('sales')
    // Twelve milestones past their day, one of them done, in an open project due long ago.
    await payload.create({
      collection: 'projects',
      data: {
        title: '看板：积压',
        client: client.id,
        stage: 'quoting',
        assignees: [busy.id],
        due_date: day('2031-05-15'),
        milestones: [
          ...Array.from({ length: 12 }, (_, index) => ({
            title: `节点 ${index + 1}`,
            due_date: day(`2031-05-${String(20 - index).padStart(2, '0')}`),
          })),
          { title: '已完成节点', due_date: day('2031-05-01'), done_at: day('2031-05-01') },
          // 2031-06-10 23:59:59.999 in Beijing: yesterday there, so overdue.
          { title: '昨天最后一刻', due_date: '2031-06-10T15:59:59.999Z' },
          // 2031-06-11 00:00 in Beijing: today, not overdue yet.
          { title: '今天零点', due_date: '2031-06-10T16:00:00.000Z' },
        ],
      },
      overrideAccess: true,
    })
    // A cancelled project's milestones and delivery are nobody's worry.
    await payload.create({
      collection: 'projects',
      data: {
        title: '看板：已取消',
        client: client.id,
        stage: 'cancelled',
        assignees: [busy.id],
        due_date: day('2031-01-01'),
        milestones: [{ title: '取消前的节点', due_date: day('2031-01-01') }],
      },
      overrideAccess: true,
    })
    // Seven projects, each with a quote sent and an invoice requested, oldest first.
    for (let index = 1; index <= 7; index++) {
      const project = await payload.create({
        collection: 'projects',
        data: { title: `看板：待办 ${index}`, client: client.id, stage: 'quoting', assignees: [busy.id, colleague.id] },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'project-quotes',
        data: { project: project.id, status: 'sent', items: [{ offering: offeringId, quantity: 1 }] },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'invoice-requests',
        data: {
          project: project.id,
          title: `看板大学 ${index}`,
          type: 'normal',
          email: 'finance@example.com',
          amount: index,
          status: 'requested',
        },
        overrideAccess: true,
      })
    }
    // The quotes' mails to the client are sent after the save; none may query while statements are counted.
    await flushBackgroundTasks()
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('lists only the oldest overdue items the dashboard shows, with how many there are', async () => {
    const figures = await projectFigures(payload, busy.id, NOW)
    // The twelve dated milestones, 昨天最后一刻 and the delivery.
    expect(figures.overdue.total).toBe(14)
    expect(figures.overdue.items).toHaveLength(OVERDUE_SHOWN)
    const what = figures.overdue.items.map((item) => item.what)
    // 节点 12 is due 2031-05-09, 节点 6 on 05-15 like the delivery, and a project's milestones come
    // before its delivery on the same day.
    expect(what).toEqual([
      '节点 12',
      '节点 11',
      '节点 10',
      '节点 9',
      '节点 8',
      '节点 7',
      '节点 6',
      '交付',
      '节点 5',
      '节点 4',
    ])
    expect(what).not.toContain('已完成节点')
    expect(what).not.toContain('今天零点')
    expect(what).not.toContain('取消前的节点')
    const dues = figures.overdue.items.map((item) => item.due)
    expect([...dues].sort()).toEqual(dues)
    expect(figures.overdue.items.every((item) => item.title === '看板：积压')).toBe(true)

    const everything = await projectFigures(payload, busy.id, NOW, { overdue: 100 })
    expect(everything.overdue.items.map((item) => item.what)).toContain('昨天最后一刻')
    expect(everything.overdue.items).toHaveLength(14)
    expect(everything.overdue.items.at(-1)).toMatchObject({ what: '昨天最后一刻', due: '2031-06-10T15:59:59.999Z' })
  })

  it('lists the longest waiting quotes and invoice requests, with the totals', async () => {
    const figures = await projectFigures(payload, busy.id, NOW)
    expect(figures.awaitingAcceptance.total).toBe(7)
    expect(figures.awaitingAcceptance.items.map((quote) => quote.title)).toEqual(
      Array.from({ length: AWAITING_SHOWN }, (_, index) => `看板：待办 ${index + 1}`),
    )
    expect(figures.invoicesToIssue.total).toBe(7)
    expect(figures.invoicesToIssue.items.map((request) => request.amount)).toEqual([1, 2, 3, 4, 5])
    // Sending a quote moved each of the seven to 已报价.
    const stages = (figures: Awaited<ReturnType<typeof projectFigures>>) =>
      Object.fromEntries(figures.byStage.filter((row) => row.count > 0).map((row) => [row.stage, row.count]))
    expect(stages(figures)).toEqual({ quoting: 1, quoted: 7, cancelled: 1 })
    // The colleague shares the seven, besides their own project.
    const theirs = await projectFigures(payload, colleague.id, NOW)
    expect(theirs.awaitingAcceptance.total).toBe(7)
    expect(theirs.invoicesToIssue.total).toBe(7)
    expect(stages(theirs)).toEqual({ quoting: 1, quoted: 7 })
  })

  it('asks the database one statement per figure and reads no documents', async () => {
    const db = payload.db as unknown as {
      name: string
      pool?: { query: (...args: unknown[]) => unknown }
      client?: { execute: (...args: unknown[]) => unknown }
    }
    const statements = db.name === 'postgres' ? vi.spyOn(db.pool!, 'query') : vi.spyOn(db.client!, 'execute')
    const find = vi.spyOn(payload, 'find')
    const count = vi.spyOn(payload, 'count')
    await projectFigures(payload, null, NOW)
    await projectFigures(payload, busy.id, NOW)
    expect(statements).toHaveBeenCalledTimes(8)
    expect(find).not.toHaveBeenCalled()
    expect(count).not.toHaveBeenCalled()
  })
})
