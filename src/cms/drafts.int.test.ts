import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { LEASE_MS, takeRunnerLease } from '@/cms/jobs'
import { readProbes } from '@/lib/ops-events.mjs'
import { changesPublicView } from '@/cms/hooks/revalidate'
import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import * as newsRoute from '@/app/api/news/handler'
import * as articleRoute from '@/app/api/news/[slug]/handler'
import * as caseRoute from '@/app/api/cases/[id]/handler'
import * as productRoute from '@/app/api/products/[id]/handler'
import { callRoute, memberToken, staffTokens } from '@/app/api/_shared/testing'
import { getNewsBySlug, getNewsPreview } from '@/features/news/queries'
import { getCasePreview } from '@/features/cases/queries'
import { getProductPreview } from '@/features/catalogue/queries'
import { getServicePage, getServicePagePreview } from '@/features/company/queries'
import type { User } from '@/payload-types'

/**
 * Drafts, versions and scheduled publishing (src/cms/drafts.ts, src/cms/jobs.ts): visitors and
 * members never read a draft, through the site's API, the pages' queries or Payload's REST API;
 * a draft saved over a published document changes nothing they see until it is published.
 */

let payload: Payload
let editor: User
let editorToken: string
let member: string
let run = 0

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(run += 1)}`

type Who = 'anonymous' | 'member' | 'editor'
const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : who === 'member' ? member : editorToken)

/** Payload's REST API (/cms-api) in-process, with a query string. */
function cms(who: Who, slug: string[], query = '', method: 'GET' | 'POST' = 'GET') {
  return callRoute(cmsRoute[method], `/cms-api/${slug.join('/')}${query}`, {
    method,
    params: { slug },
    token: tokenOf(who),
  })
}

const restTitles = (result: { json: any }) =>
  ((result.json?.docs ?? []) as { title?: string; name?: string }[]).map((doc) => doc.title ?? doc.name)

async function listedNewsTitles(): Promise<string[]> {
  const result = await callRoute(newsRoute.GET, '/api/news?limit=100')
  expect(result.status).toBe(200)
  return (result.json.data as { title: string }[]).map((item) => item.title)
}

async function articleTitle(slug: string): Promise<string | null> {
  const result = await callRoute(articleRoute.GET, `/api/news/${encodeURIComponent(slug)}`, { params: { slug } })
  return result.status === 200 ? (result.json.data.title as string) : null
}

const asEditor = () => ({ overrideAccess: false, user: editor }) as const

// Everything created here is deleted afterwards: the other suites share this database and count
// the published rows themselves.
type Draftable = 'news' | 'cases' | 'offerings' | 'service-pages'
const created: { collection: Draftable; id: number }[] = []
function track<T extends { id: number }>(collection: Draftable, doc: T): T {
  created.push({ collection, id: doc.id })
  return doc
}
afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id, overrideAccess: true, context: { disableRevalidate: true } })
  }
})

async function createNews(title: string, options: { draft: boolean }) {
  return track(
    'news',
    await payload.create({
      collection: 'news',
      data: { title, slug: unique('drafts-int'), summary: `${title} 摘要`, is_published: true },
      draft: options.draft,
      ...asEditor(),
      depth: 0,
    }),
  )
}

beforeAll(async () => {
  payload = await getPayload()
  editorToken = (await staffTokens()).editor
  member = await memberToken()
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: 'editor@keyan.example.com' } },
    limit: 1,
    overrideAccess: true,
  })
  editor = { ...found.docs[0]!, collection: 'users' } as User
})

describe('existing and seeded content', () => {
  it('is published, so visitors keep seeing it', async () => {
    for (const collection of ['service-pages', 'offerings'] as const) {
      const drafts = await payload.count({ collection, where: { _status: { not_equals: 'published' } } })
      expect(drafts.totalDocs, collection).toBe(0)
      expect((await payload.count({ collection })).totalDocs, collection).toBeGreaterThan(0)
    }
  })

  it('hidden with the old 已发布 flag is a draft: one publish model (news, cases)', async () => {
    for (const collection of ['news', 'cases'] as const) {
      const published = await payload.count({ collection, where: { _status: { equals: 'published' } } })
      const drafts = await payload.find({ collection, where: { _status: { equals: 'draft' } }, depth: 0 })
      expect(published.totalDocs, collection).toBeGreaterThan(0)
      // The seed hides one item of each with the old flag; it is a draft and the flag mirrors it.
      expect(drafts.totalDocs, collection).toBeGreaterThan(0)
      expect(drafts.docs.every((doc) => doc.is_published === false)).toBe(true)
      const flagged = await payload.count({ collection, where: { is_published: { equals: true } } })
      expect(flagged.totalDocs, collection).toBe(published.totalDocs)
    }
  })
})

describe('a new document saved as a draft', () => {
  it('is absent from the site API, the pages and Payload REST for visitors and members', async () => {
    const title = unique('草稿新闻')
    const draft = await createNews(title, { draft: true })
    expect(draft._status).toBe('draft')

    expect(await listedNewsTitles()).not.toContain(title)
    expect(await articleTitle(draft.slug!)).toBeNull()
    expect(await getNewsBySlug(draft.slug!)).toBeNull()

    for (const who of ['anonymous', 'member'] as const) {
      for (const query of ['?limit=200', '?limit=200&draft=true', `?where[id][equals]=${draft.id}&draft=true`]) {
        const list = await cms(who, ['news'], query)
        expect(list.status, `${who} ${query}`).toBe(200)
        expect(restTitles(list), `${who} ${query}`).not.toContain(title)
      }
      for (const query of ['', '?draft=true']) {
        const one = await cms(who, ['news', String(draft.id)], query)
        expect(one.status, `${who} ${query}`).toBeGreaterThanOrEqual(400)
        expect(one.text).not.toContain(title)
      }
      const versions = await cms(who, ['news', 'versions'], '?limit=200')
      expect(versions.status, who).toBeGreaterThanOrEqual(401)
      expect(versions.text).not.toContain(title)
    }

    // Staff read it in the admin's API and in the preview.
    const staff = await cms('editor', ['news', String(draft.id)], '?draft=true')
    expect(staff.status).toBe(200)
    expect(staff.json.title).toBe(title)
    expect(await getNewsPreview(draft.id, editor)).toMatchObject({ status: 'draft', data: { title } })
  })

  it('is absent for visitors in cases, products and service pages too, and previews for staff', async () => {
    const category = (
      await payload.find({ collection: 'categories', where: { is_active: { equals: true } }, limit: 1 })
    ).docs[0]!
    const caseTitle = unique('草稿案例')
    const draftCase = track(
      'cases',
      await payload.create({
        collection: 'cases',
        data: { title: caseTitle, slug: unique('draft-case'), is_published: true },
        draft: true,
        ...asEditor(),
      }),
    )
    const productName = unique('草稿商品')
    const draftProduct = track(
      'offerings',
      await payload.create({
        collection: 'offerings',
        data: { name: productName, category: category.id, is_active: true },
        draft: true,
        ...asEditor(),
      }),
    )
    const pageSlug = unique('draft-page')
    const draftPage = track(
      'service-pages',
      await payload.create({
        collection: 'service-pages',
        data: { slug: pageSlug, template: 'range', title: unique('草稿服务页'), is_active: true },
        draft: true,
        ...asEditor(),
      }),
    )

    const caseAnswer = await callRoute(caseRoute.GET, `/api/cases/${draftCase.id}`, {
      params: { id: String(draftCase.id) },
    })
    expect(caseAnswer.status).toBe(404)
    const productAnswer = await callRoute(productRoute.GET, `/api/products/${draftProduct.id}`, {
      params: { id: String(draftProduct.id) },
    })
    expect(productAnswer.status).toBe(404)
    expect(await getServicePage(pageSlug)).toBeNull()
    for (const who of ['anonymous', 'member'] as const) {
      expect((await cms(who, ['cases', String(draftCase.id)], '?draft=true')).status).toBeGreaterThanOrEqual(400)
      expect((await cms(who, ['offerings', String(draftProduct.id)], '?draft=true')).status).toBeGreaterThanOrEqual(400)
      expect((await cms(who, ['service-pages', String(draftPage.id)], '?draft=true')).status).toBeGreaterThanOrEqual(
        400,
      )
    }

    expect(await getCasePreview(draftCase.id, editor)).toMatchObject({ status: 'draft', data: { title: caseTitle } })
    expect(await getProductPreview(draftProduct.id, editor)).toMatchObject({
      status: 'draft',
      data: { product: { name: productName } },
    })
    expect(await getServicePagePreview(draftPage.id, editor)).toMatchObject({
      status: 'draft',
      data: { slug: pageSlug },
    })
  })
})

describe('a draft saved over a published document', () => {
  it('leaves what visitors see unchanged until it is published', async () => {
    const original = unique('已发布新闻')
    const changed = `${original}（修改稿）`
    const doc = await createNews(original, { draft: false })
    expect(doc._status).toBe('published')
    expect(await articleTitle(doc.slug!)).toBe(original)

    await payload.update({ collection: 'news', id: doc.id, data: { title: changed }, draft: true, ...asEditor() })

    expect(await articleTitle(doc.slug!)).toBe(original)
    expect(await listedNewsTitles()).toContain(original)
    expect(await listedNewsTitles()).not.toContain(changed)
    for (const who of ['anonymous', 'member'] as const) {
      for (const query of ['', '?draft=true']) {
        const one = await cms(who, ['news', String(doc.id)], query)
        expect(one.status, `${who} ${query}`).toBe(200)
        expect(one.json.title, `${who} ${query}`).toBe(original)
      }
      expect(restTitles(await cms(who, ['news'], '?limit=200&draft=true'))).not.toContain(changed)
    }
    expect(await getNewsPreview(doc.id, editor)).toMatchObject({ status: 'draft', data: { title: changed } })

    // Publishing (what the admin's 发布 and the scheduled job send) makes the draft the public version.
    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published' }, ...asEditor() })
    expect(await articleTitle(doc.slug!)).toBe(changed)
    expect(await listedNewsTitles()).toContain(changed)
  })
})

describe('versions', () => {
  it('are kept, listed for staff only, and an earlier one can be restored', async () => {
    const first = unique('版本一')
    const doc = await createNews(first, { draft: false })
    await payload.update({ collection: 'news', id: doc.id, data: { title: `${first}·二` }, ...asEditor() })
    await payload.update({ collection: 'news', id: doc.id, data: { title: `${first}·三` }, draft: true, ...asEditor() })

    const versions = await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: doc.id } },
      sort: 'createdAt',
      ...asEditor(),
    })
    expect(versions.docs.map((version) => version.version.title)).toEqual([first, `${first}·二`, `${first}·三`])
    expect(versions.docs.map((version) => version.version._status)).toEqual(['published', 'published', 'draft'])

    const rest = await cms('editor', ['news', 'versions'], `?where[parent][equals]=${doc.id}`)
    expect(rest.status).toBe(200)
    expect(rest.json.totalDocs).toBe(3)
    const memberRestore = await cms('member', ['news', 'versions', String(versions.docs[0]!.id)], '', 'POST')
    expect(memberRestore.status).toBeGreaterThanOrEqual(401)
    expect(await articleTitle(doc.slug!)).toBe(`${first}·二`)

    await payload.restoreVersion({ collection: 'news', id: versions.docs[0]!.id, ...asEditor() })
    expect(await articleTitle(doc.slug!)).toBe(first)
    const after = await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: doc.id } },
      ...asEditor(),
    })
    expect(after.totalDocs).toBe(4)
  })
})

describe('scheduled publishing', () => {
  it("publishes a draft through Payload's jobs queue once its time has come, and only then", async () => {
    const title = unique('定时发布新闻')
    const draft = await createNews(title, { draft: true })
    // The public date is left for the publication to fill (发布时间 and 预约发布 are one time).
    expect(draft.published_at ?? null).toBeNull()
    expect(draft.is_published).toBe(false)
    const schedule = (waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        // What the admin's 定时发布 drawer queues (@payloadcms/ui schedulePublishHandler).
        input: {
          type: 'publish',
          doc: { relationTo: 'news', value: draft.id },
          user: { relationTo: 'users', value: editor.id },
        },
        waitUntil,
      })
    const jobsReading = async () => (await readProbes(10_000)).jobs!
    const before = await jobsReading()
    const later = await schedule(new Date(Date.now() + 60 * 60 * 1000))
    // /metrics: a publication scheduled for later is queued, not due (no alert for it).
    expect(await jobsReading()).toMatchObject({ queued: before.queued! + 1, due: before.due })
    await payload.jobs.run({ limit: 100 })
    expect(await articleTitle(draft.slug!)).toBeNull()

    await schedule(new Date(Date.now() - 1000))
    expect(await jobsReading()).toMatchObject({ queued: before.queued! + 2, due: before.due! + 1 })
    await payload.jobs.run({ limit: 100 })
    expect(await articleTitle(draft.slug!)).toBe(title)
    expect(await listedNewsTitles()).toContain(title)
    const stored = await payload.findByID({ collection: 'news', id: draft.id, depth: 0 })
    expect(stored._status).toBe('published')
    expect(stored.is_published).toBe(true)
    expect(Date.now() - new Date(stored.published_at!).getTime()).toBeLessThan(60_000)

    // The job for later is still waiting; the done one is gone.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.doc.value': { equals: draft.id } },
      overrideAccess: true,
    })
    expect(jobs.docs.map((job) => job.id)).toEqual([later.id])
    await payload.delete({ collection: 'payload-jobs', id: later.id, overrideAccess: true })
  })

  it('members cannot run or queue jobs through the REST API', async () => {
    const answer = await cms('member', ['payload-jobs', 'run'])
    expect(answer.status).toBeGreaterThanOrEqual(401)
  })

  it('lets one instance at a time pick jobs up (the runner lease)', async () => {
    const start = Date.now() + 30 * 24 * 3600 * 1000
    // Many instances asking at the same moment: exactly one gets the lease.
    const asked = await Promise.all(
      Array.from({ length: 6 }, (_, index) => takeRunnerLease(payload, `instance-${index}`, start)),
    )
    expect(asked.filter(Boolean)).toHaveLength(1)
    const holder = `instance-${asked.indexOf(true)}`
    const other = holder === 'instance-0' ? 'instance-1' : 'instance-0'
    expect(await takeRunnerLease(payload, holder, start + 1000)).toBe(true)
    expect(await takeRunnerLease(payload, other, start + 2000)).toBe(false)
    // The holder stopped renewing: another instance takes over once the lease has run out.
    expect(await takeRunnerLease(payload, other, start + 1000 + LEASE_MS + 1)).toBe(true)
    expect(await takeRunnerLease(payload, holder, start + 1000 + LEASE_MS + 2)).toBe(false)
  })
})

describe('page expiry', () => {
  it('expires the public pages on publish and unpublish, not for a draft of an unpublished document', () => {
    expect(changesPublicView({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    expect(changesPublicView({ _status: 'published' }, { _status: 'published' })).toBe(true)
    expect(changesPublicView({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(changesPublicView({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(changesPublicView({ _status: 'draft' }, null)).toBe(false)
    expect(changesPublicView({}, null)).toBe(true)
  })
})
