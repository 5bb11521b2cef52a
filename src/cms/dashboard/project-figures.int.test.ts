import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { getPayload } from '@/cms/client'
import { projectFigures } from './project-figures'

let payload: Payload
let assignee: User
let client: User
let colleague: User

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
    expect(mine.awaitingAcceptance).toBe(1)
    expect(mine.invoicesToIssue).toBe(1)
  })

  it('lists overdue milestones and deliveries, never a done or future one, oldest first', async () => {
    const mine = await projectFigures(payload, assignee.id, NOW)
    expect(mine.overdue.map((item) => `${item.title}:${item.what}`)).toEqual(['看板：逾期节点:数据质控'])
    const theirs = await projectFigures(payload, colleague.id, NOW)
    expect(theirs.overdue.map((item) => `${item.title}:${item.what}`)).toEqual(['看板：他人:交付'])
    const dues = (await projectFigures(payload, null, NOW)).overdue.map((item) => item.due)
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
