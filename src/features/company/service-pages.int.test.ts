import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { SLUG_FORMAT, slugTakenByCategory, slugTakenByServicePage } from '@/cms/service-slugs'
import { callRoute } from '@/app/api/_shared/testing'
import { renderServicePage } from '@/app/(site)/services/[slug]/templates'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { getConsultingDetail, listConsultingServices, listServiceMenu } from '@/features/catalogue/queries'
import { EDITOR, tokenFor } from '@/testing/routes'
import { getServicePage } from './queries'
import type { User } from '@/payload-types'

/**
 * Service pages staff create in the admin: the route's lookup finds them at once, with the
 * template they chose; slugs are well formed, never a category's, and fixed after creation.
 */

let payload: Payload
let editor: User
let editorToken: string

const cms = (method: 'GET' | 'POST' | 'PATCH', slug: string[], body?: unknown) =>
  callRoute(cmsRoute[method], `/cms-api/${slug.join('/')}`, {
    method,
    params: { slug },
    token: editorToken,
    body,
  })

/** What /services/<slug> serves: the route's own lookup and template registry. */
async function served(slug: string) {
  const page = await getServicePage(slug)
  return page ? renderServicePage(page, getServicePage) : null
}

/** The Chinese message of a refused Local API write. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return data?.errors?.map((entry) => entry.message).join(' ') ?? String(error)
  }
  throw new Error('the write was accepted')
}

beforeAll(async () => {
  payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: EDITOR.email } },
    overrideAccess: true,
  })
  editor = docs[0] as User
  expect(editor.roles).toContain('editor')
  editorToken = await tokenFor(EDITOR.email, EDITOR.password)
})

describe('existing service pages keep their addresses and content', () => {
  const EXPECTED: [string, string, string][] = [
    ['medical-sci-guidance', 'hub', '医学SCI辅导'],
    ['bioinformatics-1v1', 'tier', '生信SCI一对一辅导'],
    ['clinical-1v1', 'tier', '临床SCI一对一辅导'],
    ['meta-analysis-1v1', 'tier', 'Meta分析一对一辅导'],
    ['statistical-analysis', 'course', '统计分析指导'],
    ['writing-training', 'course', '写作技巧培训'],
    ['graduation-thesis', 'alias', '写作技巧培训'],
    ['revision-tutoring', 'revision', '论文修回辅导'],
    ['editing-journal-selection', 'range', '论文润色与选刊'],
    ['wet-lab-experiment', 'range', '湿实验外包服务'],
    ['research-fengshui', 'test-services', '测试服务'],
    ['test-category', 'alias', '测试服务'],
    ['paper-topic-guidance', 'consulting', '论文选题指导'],
    ['academic-career', 'consulting', '学术职业发展'],
  ]
  for (const [slug, template, title] of EXPECTED) {
    it(`/services/${slug}: template ${template}, titled ${title}`, async () => {
      expect((await getServicePage(slug))?.template).toBe(template)
      const page = await served(slug)
      expect(page?.metadata.title).toBe(title)
    })
  }

  it('serves graduation-thesis with the writing training content and its canonical address', async () => {
    const page = await served('graduation-thesis')
    // The canonical address (pageMetadata's path) is the page whose content is shown.
    expect(page?.metadata.path).toBe('/services/writing-training')
    expect((await served('writing-training'))?.metadata.path).toBe('/services/writing-training')
  })

  it('reads the eight consulting services from the CMS, in the spec order', async () => {
    const services = await listConsultingServices()
    expect(services.map((service) => service.link)).toEqual([
      '/services/paper-topic-guidance',
      '/services/research-methodology',
      '/services/team-collaboration',
      '/services/project-planning',
      '/services/academic-thinking',
      '/services/achievement-transformation',
      '/services/academic-reputation',
      '/services/academic-career',
    ])
    const detail = await getConsultingDetail('project-planning')
    expect(detail?.service.features).toEqual(['研究方向长期规划', '技术路线设计', '阶段目标与里程碑', '基金申报衔接'])
    expect(detail?.service.includes.map((item) => item.title)).toEqual([
      '研究基础盘点',
      '方向与课题布局',
      '技术路线图',
      '成果与申报计划',
    ])
    expect(detail?.others).toHaveLength(7)
  })

  it('leaves an unknown slug to the category lookup', async () => {
    expect(await served('no-such-service')).toBeNull()
  })
})

describe('a service page created by staff', () => {
  const slug = 'data-visualization'

  it('is served at /services/<slug> at once, with its template, title and prices', async () => {
    expect(await served(slug)).toBeNull()
    const created = await payload.create({
      collection: 'service-pages',
      data: {
        slug,
        template: 'range',
        title: '科研数据可视化',
        subtitle: '把研究数据变成期刊级图表',
        description: '由数据可视化工程师按目标期刊要求绘制图表。',
        price_note: '根据图表数量定价',
        features: [{ title: '期刊级配色', description: '符合主流期刊的图表规范。' }],
        is_active: true,
      },
      overrideAccess: false,
      user: editor,
    })
    expect(created.slug).toBe(slug)
    // Its prices are two offerings the editor places on it.
    for (const [name, price] of [
      ['基础图表包', 3000],
      ['全套图表包', 8000],
    ] as const) {
      await payload.create({
        collection: 'offerings',
        data: { kind: 'package', name, price, service_pages: [created.id], is_active: true },
        overrideAccess: false,
        user: editor,
      })
    }

    const page = await getServicePage(slug)
    expect(page).toMatchObject({ title: '科研数据可视化', template: 'range', price_text: '¥3,000 - ¥8,000' })
    expect((await served(slug))?.metadata).toEqual({
      title: '科研数据可视化',
      description: '把研究数据变成期刊级图表',
      path: `/services/${slug}`,
    })
  })

  it('keeps its slug: an edit cannot change it', async () => {
    const { docs } = await payload.find({ collection: 'service-pages', where: { slug: { equals: slug } } })
    const updated = await payload.update({
      collection: 'service-pages',
      id: docs[0]!.id,
      data: { slug: 'renamed-page', title: '科研数据可视化服务' },
      overrideAccess: false,
      user: editor,
    })
    expect(updated.slug).toBe(slug)
    expect(updated.title).toBe('科研数据可视化服务')
    expect(await getServicePage('renamed-page')).toBeNull()
  })

  it('appears in the footer service menu once staff add it there', async () => {
    const link = `/services/${slug}`
    expect((await listServiceMenu()).some((item) => item.link === link)).toBe(false)
    await payload.create({
      collection: 'service-menu',
      data: { name: '科研数据可视化', link, sort_order: 99, is_active: true },
      overrideAccess: false,
      user: editor,
    })
    expect((await listServiceMenu()).at(-1)).toMatchObject({ name: '科研数据可视化', link })
  })

  it('can be created through the CMS REST API with a staff session, with any template', async () => {
    const result = await cms('POST', ['service-pages'], {
      slug: 'journal-consulting',
      template: 'consulting',
      title: '期刊投稿咨询',
      description: '帮你选对期刊、写好投稿信。',
      icon: 'star',
      color: 'rose',
      card_features: ['期刊匹配', '投稿信', '审稿进度', '申诉'],
      intro: '从选刊到录用的投稿咨询。',
      audience: ['第一次投稿的作者'],
      steps: [{ title: '需求沟通', description: '了解稿件与目标。' }],
      format: '线上一对一。',
      sort_order: 200,
    })
    expect(result.status, result.text).toBe(201)
    const page = await served('journal-consulting')
    expect(page?.metadata.title).toBe('期刊投稿咨询')
    expect((await listConsultingServices()).at(-1)?.link).toBe('/services/journal-consulting')
  })

  it('is refused to visitors', async () => {
    const message = await refusal(
      payload.create({
        collection: 'service-pages',
        data: { slug: 'visitor-page', template: 'course', title: '访客页面' },
        overrideAccess: false,
      }),
    )
    expect(message).toMatch(/[\u4e00-\u9fff]|Forbidden|not allowed/i)
    expect(await getServicePage('visitor-page')).toBeNull()
  })
})

describe('service page slugs', () => {
  const create = (slug: string) =>
    payload.create({
      collection: 'service-pages',
      data: { slug, template: 'course', title: '测试页面' },
      overrideAccess: false,
      user: editor,
    })

  it('refuses a category slug, in Chinese', async () => {
    expect(await refusal(create('bioinformatics'))).toContain(slugTakenByCategory('bioinformatics'))
    expect(await served('bioinformatics')).toBeNull()
  })

  it('refuses a category slug through the CMS REST API with the same message', async () => {
    const result = await cms('POST', ['service-pages'], { slug: 'meta-analysis', template: 'course', title: '撞名' })
    expect(result.status).toBe(400)
    expect(result.text).toContain(slugTakenByCategory('meta-analysis'))
  })

  it('refuses malformed slugs', async () => {
    for (const slug of ['Data Viz', '数据可视化', 'data_viz', '2027', '-viz']) {
      expect(await refusal(create(slug)), slug).toContain(SLUG_FORMAT)
    }
  })

  it('refuses a second page with the same slug', async () => {
    expect(await refusal(create('writing-training'))).not.toBe('')
    expect((await getServicePage('writing-training'))?.title).toBe('写作技巧培训')
  })

  it('keeps categories off service page slugs, on create and on rename', async () => {
    const refused = await refusal(
      payload.create({
        collection: 'categories',
        data: { name: '数据可视化', slug: 'data-visualization' },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(refused).toContain(slugTakenByServicePage('data-visualization'))

    const category = await payload.create({
      collection: 'categories',
      data: { name: '新类目', slug: 'new-category-2027', is_active: false },
      overrideAccess: false,
      user: editor,
    })
    const renamed = await refusal(
      payload.update({
        collection: 'categories',
        id: category.id,
        data: { slug: 'clinical-1v1' },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(renamed).toContain(slugTakenByServicePage('clinical-1v1'))
    // A category whose slug the spec shares with a service page can still be edited.
    const { docs } = await payload.find({ collection: 'categories', where: { slug: { equals: 'grant-project' } } })
    const edited = await payload.update({
      collection: 'categories',
      id: docs[0]!.id,
      data: { description: '基金申请与课题设计' },
      overrideAccess: false,
      user: editor,
    })
    expect(edited.slug).toBe('grant-project')
  })
})
