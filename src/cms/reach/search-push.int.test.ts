import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { env } from '@/lib/env'
import * as keyFileRoute from '@/app/indexnow-key/[key]/route'
import { callRoute } from '@/app/api/_shared/testing'
import type { SearchPush } from '@/payload-types'
import { flushQueuedInBackground } from './background'
import { SEARCH_PUSH_RETRIES, SEARCH_PUSH_TASK } from './search-push'
import { startReceiver, type Receiver, type ReceivedRequest } from './test-receiver'

/**
 * Search-engine push (搜索引擎推送) against a local receiver standing in for 百度普通收录 and
 * IndexNow: what each engine is sent, what is recorded of its answer (never the token), which
 * saves push and which do not, and the retries of a failed submission.
 */

let payload: Payload
let receiver: Receiver
const unique = () => crypto.randomBytes(4).toString('hex')
const BAIDU_SITE = 'https://www.keyan.example.com'
const BAIDU_TOKEN = `tok${crypto.randomBytes(8).toString('hex')}`
const INDEXNOW_KEY = `key-${crypto.randomBytes(8).toString('hex')}`
const endpoints = env.searchPush as { baiduEndpoint: string; indexNowEndpoint: string }
const realEndpoints = { ...endpoints }

/** 百度's answer, echoing the submitted address (with its token) as an error page might. */
const BAIDU_OK = (request: ReceivedRequest) => ({
  status: 200,
  body: JSON.stringify({ remain: 99, success: 1, echo: `/urls?${request.query.toString()}` }),
})
const toBaidu = (request: ReceivedRequest) => request.path === '/baidu/urls'
const toIndexNow = (request: ReceivedRequest) => request.path === '/indexnow'

function answerNormally() {
  receiver.answer = (request) =>
    toBaidu(request) ? BAIDU_OK(request) : { status: 202, body: '', contentType: 'text/plain' }
}

async function setEngines(settings: { baidu?: boolean; indexNow?: boolean }) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      baidu_push_site: settings.baidu ? BAIDU_SITE : null,
      baidu_push_token: settings.baidu ? BAIDU_TOKEN : null,
      indexnow_key: settings.indexNow ? INDEXNOW_KEY : null,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const created: { collection: 'news' | 'categories'; id: number }[] = []

/** The rows of a URL, once what the hooks queue in the background is queued. */
async function pushesOf(url: string): Promise<SearchPush[]> {
  await flushQueuedInBackground()
  const found = await payload.find({
    collection: 'search-pushes',
    where: { url: { equals: url } },
    overrideAccess: true,
    sort: 'engine',
    limit: 20,
    depth: 0,
  })
  return found.docs
}

async function pushJobs() {
  await flushQueuedInBackground()
  const found = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SEARCH_PUSH_TASK } },
    overrideAccess: true,
    limit: 100,
    depth: 0,
  })
  return found.docs
}

async function runPushJobs() {
  await flushQueuedInBackground()
  await payload.jobs.run({
    queue: 'default',
    where: { taskSlug: { equals: SEARCH_PUSH_TASK } },
    limit: 20,
    silent: true,
  })
}

async function publishNews(extra: Record<string, unknown> = {}, draft = false) {
  const slug = `push-${unique()}`
  const doc = await payload.create({
    collection: 'news',
    data: { title: `推送测试 ${slug}`, slug, summary: '摘要', is_published: true, ...extra },
    draft,
    overrideAccess: true,
    depth: 0,
  })
  created.push({ collection: 'news', id: doc.id })
  await flushQueuedInBackground()
  return doc
}

beforeAll(async () => {
  payload = await getPayload()
  receiver = await startReceiver()
  answerNormally()
  endpoints.baiduEndpoint = `${receiver.url}/baidu/urls`
  endpoints.indexNowEndpoint = `${receiver.url}/indexnow`
})

afterEach(async () => {
  answerNormally()
  receiver.requests.length = 0
  await setEngines({})
  // One statement (Payload's delete by query removes the rows side by side on one connection).
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: SEARCH_PUSH_TASK } } })
})

afterAll(async () => {
  Object.assign(endpoints, realEndpoints)
  await receiver.close()
  // The other suites share this database and count the published rows themselves.
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id, overrideAccess: true, context: { disableRevalidate: true } })
  }
  await payload.db.deleteMany({ collection: 'search-pushes', where: { id: { exists: true } } })
})

describe('publishing a page submits it to the search engines', () => {
  it('百度: the URL as text/plain to ?site=&token=; IndexNow: {host, key, keyLocation, urlList}; both recorded as sent', async () => {
    await setEngines({ baidu: true, indexNow: true })
    const news = await publishNews()
    const url = `${env.siteUrl}/news/${news.slug}`
    const queued = await pushesOf(url)
    expect(queued.map((row) => [row.engine, row.status, row.reason, row.attempts])).toEqual([
      ['baidu', 'queued', 'published', 0],
      ['indexnow', 'queued', 'published', 0],
    ])

    await runPushJobs()
    expect(await pushJobs()).toHaveLength(0)
    expect(receiver.requests).toHaveLength(2)

    const baidu = receiver.requests.find(toBaidu)!
    expect(baidu.method).toBe('POST')
    expect(baidu.query.get('site')).toBe(BAIDU_SITE)
    expect(baidu.query.get('token')).toBe(BAIDU_TOKEN)
    expect(baidu.headers['content-type']).toBe('text/plain')
    expect(baidu.body.split('\n').filter(Boolean)).toEqual([url])

    const indexNow = receiver.requests.find(toIndexNow)!
    expect(indexNow.method).toBe('POST')
    expect(indexNow.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(indexNow.body)).toEqual({
      host: new URL(env.siteUrl).host,
      key: INDEXNOW_KEY,
      keyLocation: `${env.siteUrl}/indexnow-${INDEXNOW_KEY}.txt`,
      urlList: [url],
    })

    const [baiduRow, indexNowRow] = await pushesOf(url)
    expect(baiduRow).toMatchObject({ status: 'sent', attempts: 1 })
    expect(baiduRow!.response).toContain('"success":1')
    expect(baiduRow!.response).toContain('token=***')
    expect(baiduRow!.response).not.toContain(BAIDU_TOKEN)
    expect(indexNowRow).toMatchObject({ status: 'sent', attempts: 1, response: 'HTTP 202' })
  })

  it('pushes only to engines whose settings are filled in, and nothing when none is', async () => {
    const before = await publishNews()
    expect(await pushesOf(`${env.siteUrl}/news/${before.slug}`)).toEqual([])
    expect(await pushJobs()).toHaveLength(0)

    await setEngines({ indexNow: true })
    const news = await publishNews()
    expect((await pushesOf(`${env.siteUrl}/news/${news.slug}`)).map((row) => row.engine)).toEqual(['indexnow'])
  })

  it('pushes what visitors can newly see or reach at a new address: not drafts, hidden items or unchanged saves', async () => {
    await setEngines({ indexNow: true })
    const hidden = await publishNews({ is_published: false })
    const draft = await publishNews({}, true)
    expect(await pushesOf(`${env.siteUrl}/news/${hidden.slug}`)).toEqual([])
    expect(await pushesOf(`${env.siteUrl}/news/${draft.slug}`)).toEqual([])

    // Shown: pushed once; saved again unchanged: not again.
    await payload.update({ collection: 'news', id: hidden.id, data: { is_published: true }, overrideAccess: true })
    await payload.update({ collection: 'news', id: hidden.id, data: { summary: '改了摘要' }, overrideAccess: true })
    expect(await pushesOf(`${env.siteUrl}/news/${hidden.slug}`)).toHaveLength(1)

    // The draft published: pushed.
    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    expect((await pushesOf(`${env.siteUrl}/news/${draft.slug}`)).map((row) => row.reason)).toEqual(['published'])

    // A new slug: the new address, as moved.
    const moved = `${hidden.slug}-new`
    await payload.update({ collection: 'news', id: hidden.id, data: { slug: moved }, overrideAccess: true })
    expect((await pushesOf(`${env.siteUrl}/news/${moved}`)).map((row) => row.reason)).toEqual(['moved'])

    // A category once it is active, at its own address.
    const category = await payload.create({
      collection: 'categories',
      data: { name: `推送类目 ${unique()}`, slug: `push-cat-${unique()}`, is_active: false },
      overrideAccess: true,
      depth: 0,
    })
    created.push({ collection: 'categories', id: category.id })
    const categoryUrl = `${env.siteUrl}/category-products/${category.id}`
    expect(await pushesOf(categoryUrl)).toEqual([])
    await payload.update({ collection: 'categories', id: category.id, data: { is_active: true }, overrideAccess: true })
    expect(await pushesOf(categoryUrl)).toHaveLength(1)

    // Scripts (the seed) push nothing.
    const quiet = await payload.create({
      collection: 'news',
      data: { title: `脚本导入 ${unique()}`, slug: `push-quiet-${unique()}`, is_published: true },
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    created.push({ collection: 'news', id: quiet.id })
    expect(await pushesOf(`${env.siteUrl}/news/${quiet.slug}`)).toEqual([])
  })

  it('a failed submission is recorded and retried, attempt by attempt, until the engine takes it', async () => {
    await setEngines({ baidu: true, indexNow: true })
    receiver.answer = (request) =>
      toBaidu(request)
        ? { status: 401, body: '{"error":401,"message":"token is not valid"}' }
        : { status: 500, body: 'upstream error', contentType: 'text/plain' }
    const news = await publishNews()
    const url = `${env.siteUrl}/news/${news.slug}`

    await runPushJobs()
    let rows = await pushesOf(url)
    expect(rows.map((row) => [row.engine, row.status, row.attempts])).toEqual([
      ['baidu', 'failed', 1],
      ['indexnow', 'failed', 1],
    ])
    expect(rows[0]!.response).toBe('HTTP 401 {"error":401,"message":"token is not valid"}')
    expect(rows[1]!.response).toBe('HTTP 500 upstream error')
    const jobs = await pushJobs()
    expect(jobs).toHaveLength(2)
    for (const job of jobs) {
      expect(job.totalTried).toBe(1)
      expect(job.hasError).toBeFalsy()
      expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
      expect(JSON.stringify(job)).not.toContain(BAIDU_TOKEN)
    }

    // Second attempt (its backoff not waited out: run by id), still failing.
    for (const job of jobs) await payload.jobs.runByID({ id: job.id, silent: true })
    rows = await pushesOf(url)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ])

    // The engines recover: the third attempt goes through.
    answerNormally()
    for (const job of jobs) await payload.jobs.runByID({ id: job.id, silent: true })
    rows = await pushesOf(url)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ])
    expect(await pushJobs()).toHaveLength(0)
  })

  it('gives up after the configured retries, the row left failed with every attempt counted', async () => {
    await setEngines({ indexNow: true })
    receiver.answer = () => ({ status: 429, body: '', contentType: 'text/plain' })
    const news = await publishNews()
    const [job] = await pushJobs()
    for (let attempt = 0; attempt < 10 && !(await pushJobs())[0]!.hasError; attempt++) {
      await payload.jobs.runByID({ id: job!.id, silent: true })
    }
    const [done] = await pushJobs()
    expect(done!.hasError).toBe(true)
    expect(done!.totalTried).toBe(SEARCH_PUSH_RETRIES.attempts + 1)
    const [row] = await pushesOf(`${env.siteUrl}/news/${news.slug}`)
    expect(row).toMatchObject({ status: 'failed', attempts: SEARCH_PUSH_RETRIES.attempts + 1, response: 'HTTP 429' })
  })

  it('settings emptied before the job ran: recorded as not sent, not retried', async () => {
    await setEngines({ baidu: true })
    const news = await publishNews()
    await setEngines({})
    await runPushJobs()
    const [row] = await pushesOf(`${env.siteUrl}/news/${news.slug}`)
    expect(row).toMatchObject({ status: 'failed', attempts: 1, response: '推送设置已清空，未提交' })
    expect(await pushJobs()).toHaveLength(0)
    expect(receiver.requests).toHaveLength(0)
  })
})

describe('the IndexNow key file', () => {
  const get = (key: string) => callRoute(keyFileRoute.GET, `/indexnow-key/${key}`, { params: { key } })

  it('answers the configured key as text, and 404 for any other name or when none is set', async () => {
    expect((await get(INDEXNOW_KEY)).status).toBe(404)
    await setEngines({ indexNow: true })
    const found = await get(INDEXNOW_KEY)
    expect(found.status).toBe(200)
    expect(found.text).toBe(INDEXNOW_KEY)
    expect(found.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect((await get(`${INDEXNOW_KEY}x`)).status).toBe(404)
    expect((await get('abcdefgh')).status).toBe(404)
  })
})
