import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { seedCompany } from '@/cms/seed/company'
import { callRoute } from '@/app/api/_shared/testing'
import { EDITOR, tokenFor } from '@/testing/routes'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import {
  getAboutPage,
  getCareersPage,
  getMedicalSciGuidancePage,
  getServicePage,
  getTierPage,
  listTeamMembers,
} from './queries'

let payload: Payload
const CTX = { disableRevalidate: true }

const cms = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  slug: string[],
  options: { token?: string; body?: unknown; query?: string } = {},
) =>
  callRoute(cmsRoute[method], `/cms-api/${slug.join('/')}${options.query ?? ''}`, {
    method,
    params: { slug },
    token: options.token,
    body: options.body,
  })

beforeAll(async () => {
  payload = await getPayload()
  await seedCompany(payload)
})

describe('company seed', () => {
  it('is idempotent: a second run creates nothing', async () => {
    expect(await seedCompany(payload)).toEqual({})
  })

  it('adds no demo team beside a team already there, whatever its names', async () => {
    const { docs: team } = await payload.find({ collection: 'team-members', overrideAccess: true, limit: 100 })
    const renamed = team[0]!
    await payload.update({
      collection: 'team-members',
      id: renamed.id,
      data: { name: '王浩' },
      overrideAccess: true,
      context: CTX,
    })
    try {
      expect(await seedCompany(payload)).toEqual({})
      const { totalDocs } = await payload.count({ collection: 'team-members', overrideAccess: true })
      expect(totalDocs).toBe(team.length)
    } finally {
      await payload.update({
        collection: 'team-members',
        id: renamed.id,
        data: { name: renamed.name },
        overrideAccess: true,
        context: CTX,
      })
    }
  })
})

describe('company queries (visitor view)', () => {
  it('reads a tier page with its tiers in order', async () => {
    const data = await getTierPage('bioinformatics-1v1')
    expect(data?.page.title).toBe('生信SCI一对一辅导')
    expect(data?.tiers.map((tier) => tier.price_text)).toEqual([
      '¥13,888',
      '¥15,888',
      '¥18,888',
      '¥23,888',
      '¥36,000',
      '¥56,000',
      '¥40,000+',
      '¥80,000+',
    ])
  })

  it('leaves out an inactive tier and 404s an inactive page', async () => {
    const { docs } = await payload.find({
      collection: 'offerings',
      where: { name: { equals: '网状Meta分析' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'offerings',
      id: docs[0].id,
      data: { is_active: false },
      overrideAccess: true,
      context: CTX,
    })
    const page = await payload.find({
      collection: 'service-pages',
      where: { slug: { equals: 'english-training' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'service-pages',
      id: page.docs[0].id,
      data: { is_active: false },
      overrideAccess: true,
      context: CTX,
    })
    try {
      expect((await getTierPage('meta-analysis-1v1'))?.tiers.map((tier) => tier.price)).toEqual([13888, 16888, 28888])
      expect(await getServicePage('english-training')).toBeNull()
      expect(await getServicePage('no-such-page')).toBeNull()
    } finally {
      await payload.update({
        collection: 'offerings',
        id: docs[0].id,
        data: { is_active: true },
        overrideAccess: true,
        context: CTX,
      })
      await payload.update({
        collection: 'service-pages',
        id: page.docs[0].id,
        data: { is_active: true },
        overrideAccess: true,
        context: CTX,
      })
    }
  })

  it('builds the medical SCI guidance page from its children, tier pages priced from their cheapest tier', async () => {
    const data = await getMedicalSciGuidancePage()
    expect(data?.children.map((child) => [child.href, child.price_text, child.kind])).toEqual([
      ['/services/bioinformatics-1v1', '¥13,888 起', 'one-on-one'],
      ['/services/clinical-1v1', '¥14,888 起', 'one-on-one'],
      ['/services/meta-analysis-1v1', '¥13,888 起', 'one-on-one'],
      ['/services/statistical-analysis', '¥1,999', 'course'],
      ['/services/writing-training', '¥2,499', 'course'],
    ])
  })

  it('reads about, team and careers', async () => {
    const about = await getAboutPage()
    expect(about.team).toHaveLength(4)
    expect(about.figures).toMatchObject({ cases: '1500+', team: '100+', satisfaction: '98%', founded: '2018' })
    expect((await listTeamMembers()).map((member) => member.initials)).toEqual(['陈', '李', '张', '赵'])
    const careers = await getCareersPage()
    expect(careers.jobs.map((job) => job.salary)).toEqual(['15k-30k', '12k-25k', '8k-15k'])
    expect(careers.careers_email).toMatch(/@/)
  })
})

describe('company collections over the CMS API', () => {
  it('shows visitors only active rows', async () => {
    const { docs } = await payload.find({
      collection: 'job-postings',
      where: { title: { equals: '实验技术员' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'job-postings',
      id: docs[0].id,
      data: { is_active: false },
      overrideAccess: true,
      context: CTX,
    })
    try {
      const anonymous = await cms('GET', ['job-postings'])
      expect(anonymous.status).toBe(200)
      expect(anonymous.json.docs.map((job: { title: string }) => job.title)).toEqual(['生物信息研究员', '医学写作专家'])
      const editor = await cms('GET', ['job-postings'], { token: await tokenFor(EDITOR.email, EDITOR.password) })
      expect(editor.json.docs).toHaveLength(3)
    } finally {
      await payload.update({
        collection: 'job-postings',
        id: docs[0].id,
        data: { is_active: true },
        overrideAccess: true,
        context: CTX,
      })
    }
  })

  it('refuses writes from visitors and members, allows staff', async () => {
    const body = { kind: 'tier', name: '测试方案', price: 1 }
    expect((await cms('POST', ['offerings'], { body })).status).toBe(403)

    const email = `member-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'Member-Password-2026!', roles: ['member'] },
      overrideAccess: true,
      context: CTX,
    })
    const member = await tokenFor(email, 'Member-Password-2026!')
    expect((await cms('POST', ['offerings'], { body, token: member })).status).toBe(403)
    const [tier] = (await payload.find({ collection: 'offerings', limit: 1, overrideAccess: true })).docs
    expect((await cms('PATCH', ['offerings', String(tier.id)], { body: { price: 1 }, token: member })).status).toBe(403)
    expect((await cms('DELETE', ['team-members', '1'], { token: member })).status).toBe(403)

    const editor = await tokenFor(EDITOR.email, EDITOR.password)
    const created = await cms('POST', ['offerings'], { body, token: editor })
    expect(created.status).toBe(201)
    await payload.delete({ collection: 'offerings', id: created.json.doc.id, overrideAccess: true, context: CTX })
  })

  it('keeps a service page slug fixed after creation', async () => {
    const editor = await tokenFor(EDITOR.email, EDITOR.password)
    const [page] = (
      await payload.find({
        collection: 'service-pages',
        where: { slug: { equals: 'grant-project' } },
        overrideAccess: true,
      })
    ).docs
    const result = await cms('PATCH', ['service-pages', String(page.id)], {
      body: { slug: 'renamed', title: '基金申请与课题设计' },
      token: editor,
    })
    expect(result.status).toBe(200)
    expect(result.json.doc.slug).toBe('grant-project')
  })
})
