import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import * as servicesRoute from '@/app/api/services/handler'
import * as serviceRoute from '@/app/api/services/[id]/handler'
import * as cmsApi from '@/app/(payload)/cms-api/[...slug]/route'
import {
  PUBLIC_CACHE_CONTROL,
  expectFailure,
  expectMethodsRefused,
  expectSuccess,
  isSortedBy,
  memberToken,
  staffTokens,
  callRoute,
} from '@/app/api/_shared/testing'
import { serviceSchema } from './schemas'

const INACTIVE_SERVICE = '科研数据托管（已停用）'

let payload: Payload
let tokens: { admin: string; editor: string; member: string }

beforeAll(async () => {
  payload = await getPayload()
  tokens = { ...(await staffTokens()), member: await memberToken() }
})

const serviceCount = async () => (await payload.count({ collection: 'services', overrideAccess: true })).totalDocs
const storedService = (id: number) =>
  payload.findByID({ collection: 'services', id, overrideAccess: true, disableErrors: true })

const post = (body: unknown, options: { token?: string; headers?: Record<string, string>; rawBody?: string } = {}) =>
  callRoute(servicesRoute.POST, '/api/services', {
    method: 'POST',
    body: options.rawBody === undefined ? body : undefined,
    ...options,
  })
const put = (id: number | string, body: unknown, token?: string) =>
  callRoute(serviceRoute.PUT, `/api/services/${id}`, { method: 'PUT', params: { id: String(id) }, body, token })
const remove = (id: number | string, token?: string) =>
  callRoute(serviceRoute.DELETE, `/api/services/${id}`, { method: 'DELETE', params: { id: String(id) }, token })
const getOne = (id: number | string, token?: string) =>
  callRoute(serviceRoute.GET, `/api/services/${id}`, { params: { id: String(id) }, token })

let sequence = 0
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}-${++sequence}`

describe('GET /api/services', () => {
  it('lists active services in sort order, in the spec shape', async () => {
    const result = await callRoute(servicesRoute.GET, '/api/services')
    const data = expectSuccess(result, z.array(serviceSchema), { message: '获取服务成功' })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const stored = (
      await payload.find({ collection: 'services', overrideAccess: true, limit: 1000, pagination: false })
    ).docs
    expect(stored.map((service) => service.title)).toContain(INACTIVE_SERVICE)
    expect(data.map((service) => service.title)).not.toContain(INACTIVE_SERVICE)
    expect(data.map((service) => service.id).sort()).toEqual(
      stored
        .filter((service) => service.is_active)
        .map((service) => service.id)
        .sort(),
    )
    expect(isSortedBy(data, (service) => service.sort_order)).toBe(true)
  })

  it('answers 405 in JSON for PUT, PATCH and DELETE on the collection path', async () => {
    await expectMethodsRefused(servicesRoute, '/api/services', ['PUT', 'PATCH', 'DELETE'])
  })
})

describe('POST /api/services', () => {
  it('refuses anonymous visitors (401), members (403) and bad tokens, and stores nothing', async () => {
    const before = await serviceCount()
    const body = { title: uniqueTitle('匿名服务') }
    expectFailure(await post(body), 401, '请先登录')
    expectFailure(await post(body, { token: 'not-a-token' }), 401, '请先登录')
    expectFailure(await post(body, { token: tokens.member }), 403, '没有权限执行此操作')
    expectFailure(
      await post(body, { headers: { cookie: `payload-token=${tokens.member}`, origin: env.siteUrl } }),
      403,
      '没有权限执行此操作',
    )
    expect(await serviceCount()).toBe(before)
  })

  it('lets an editor add a service with the whole admin form, sort_order read as an integer', async () => {
    const title = uniqueTitle('论文查重服务')
    const result = await post(
      {
        title,
        slug: '',
        description: '查重与降重指导',
        content: '<p>查重说明</p>',
        price_range: '299-999',
        features: ['知网查重', ' 降重建议 ', ''],
        is_active: true,
        sort_order: '7',
      },
      { token: tokens.editor },
    )
    const created = expectSuccess(result, serviceSchema, { status: 201, message: '添加服务成功' })
    expect(created).toMatchObject({
      title,
      description: '查重与降重指导',
      content: '<p>查重说明</p>',
      price_range: '299-999',
      features: ['知网查重', '降重建议'],
      is_active: true,
      sort_order: 7,
    })
    expect(created.slug).toMatch(/^lun-wen-cha-zhong-fu-wu/)
    expect(await storedService(created.id)).toMatchObject({ title, sort_order: 7 })
    const list = (await callRoute(servicesRoute.GET, '/api/services')).json.data as { id: number }[]
    expect(list.map((service) => service.id)).toContain(created.id)
  })

  it('lets an admin add a service, also through the payload-token cookie', async () => {
    const byBearer = await post({ title: uniqueTitle('管理员添加') }, { token: tokens.admin })
    expectSuccess(byBearer, serviceSchema, { status: 201 })
    const byCookie = await post(
      { title: uniqueTitle('Cookie 添加'), slug: `cookie-${sequence}` },
      { headers: { cookie: `payload-token=${tokens.admin}`, origin: env.siteUrl } },
    )
    const created = expectSuccess(byCookie, serviceSchema, { status: 201 })
    expect(created.slug).toBe(`cookie-${sequence}`)
    expect(created.features).toEqual([])
    expect(created.is_active).toBe(true)
  })

  it('ignores the staff cookie on a request from another origin, or with no sign of coming from the site', async () => {
    const before = await serviceCount()
    const cookie = `payload-token=${tokens.admin}`
    const attempts: Record<string, string>[] = [
      { cookie, origin: 'http://evil.example' },
      { cookie, origin: 'null' },
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie },
    ]
    for (const headers of attempts) {
      expectFailure(await post({ title: uniqueTitle('跨站添加') }, { headers }), 401, '请先登录')
    }
    // A same-origin form post without Origin still works (the browser says same-origin).
    const sameSite = await post(
      { title: uniqueTitle('同源添加') },
      { headers: { cookie, 'sec-fetch-site': 'same-origin' } },
    )
    expectSuccess(sameSite, serviceSchema, { status: 201 })
    expect(await serviceCount()).toBe(before + 1)
  })

  it('refuses a duplicate slug with 409 and a Chinese message', async () => {
    const before = await serviceCount()
    const result = await post(
      { title: uniqueTitle('重复链接'), slug: 'editing-journal-selection' },
      { token: tokens.editor },
    )
    expectFailure(result, 409, /链接标识/)
    expect(await serviceCount()).toBe(before)
  })

  it('refuses bad input with a Chinese 4xx and stores nothing', async () => {
    const before = await serviceCount()
    const cases: [unknown, number, string | RegExp][] = [
      [{}, 400, '请输入服务标题'],
      [{ title: '   ' }, 400, '请输入服务标题'],
      [{ title: 42 }, 400, '服务标题必须是文本'],
      [{ title: 'x'.repeat(201) }, 400, /不能超过 200 个字符/],
      [{ title: '服务', features: '一条' }, 400, /features/],
      [{ title: '服务', features: [1, 2] }, 400, /features/],
      [{ title: '服务', is_active: 'yes' }, 400, /is_active/],
      [{ title: '服务', sort_order: 'abc' }, 400, /sort_order/],
      [{ title: '服务', sort_order: 1.5 }, 400, /sort_order/],
      [{ title: '服务', sort_order: 1e12 }, 400, /sort_order/],
      [{ title: '服务', slug: '!!!' }, 400, /链接标识/],
      [{ title: '服务', price_range: 'x'.repeat(101) }, 400, /price_range/],
      [[], 400, '请求内容必须是 JSON 对象'],
      ['title', 400, '请求内容必须是 JSON 对象'],
      [null, 400, '请求内容必须是 JSON 对象'],
    ]
    for (const [body, status, message] of cases) {
      expectFailure(await post(body, { token: tokens.editor }), status, message)
    }
    expectFailure(
      await post(undefined, {
        token: tokens.editor,
        rawBody: '{"title": "半截',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      '请求内容不是有效的 JSON',
    )
    expectFailure(
      await post(undefined, {
        token: tokens.editor,
        rawBody: 'title=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    )
    expectFailure(await post(undefined, { token: tokens.editor, rawBody: '{"title":"x"}' }), 415)
    const huge = JSON.stringify({ title: '大请求', content: 'x'.repeat(70 * 1024) })
    expectFailure(
      await post(undefined, { token: tokens.editor, rawBody: huge, headers: { 'content-type': 'application/json' } }),
      413,
      '请求内容过大',
    )
    expect(await serviceCount()).toBe(before)
  })
})

describe('/api/services/{id}', () => {
  async function createAsEditor(extra: Record<string, unknown> = {}) {
    return expectSuccess(
      await post({ title: uniqueTitle('待修改服务'), ...extra }, { token: tokens.editor }),
      serviceSchema,
      { status: 201 },
    )
  }

  it('GET shows an active service to anyone and an inactive one only to staff', async () => {
    const service = await createAsEditor({ is_active: false })
    expectFailure(await getOne(service.id), 404, '服务不存在')
    expectFailure(await getOne(service.id, tokens.member), 404, '服务不存在')
    expect(expectSuccess(await getOne(service.id, tokens.editor), serviceSchema)).toEqual(service)
    expect(expectSuccess(await getOne(service.id, tokens.admin), serviceSchema).id).toBe(service.id)

    const active = await createAsEditor()
    const anonymous = await getOne(active.id)
    expect(expectSuccess(anonymous, serviceSchema).id).toBe(active.id)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
  })

  it('GET answers 404 服务不存在 for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '9'.repeat(40)]) {
      expectFailure(await getOne(id, tokens.admin), 404, '服务不存在')
    }
  })

  it('PUT refuses anonymous visitors and members and changes nothing', async () => {
    const service = await createAsEditor()
    expectFailure(await put(service.id, { title: '匿名修改' }), 401, '请先登录')
    expectFailure(await put(service.id, { title: '会员修改' }, tokens.member), 403, '没有权限执行此操作')
    expect((await storedService(service.id))?.title).toBe(service.title)
  })

  it('PUT takes the whole object as the admin page sends it', async () => {
    const service = await createAsEditor({ features: ['一'], sort_order: 3 })
    const whole = {
      ...service,
      title: `${service.title}（改）`,
      features: ['一', '二'],
      sort_order: '12',
      is_active: false,
    }
    const updated = expectSuccess(await put(service.id, whole, tokens.editor), serviceSchema, {
      message: '更新服务成功',
    })
    expect(updated).toMatchObject({
      id: service.id,
      title: whole.title,
      features: ['一', '二'],
      sort_order: 12,
      is_active: false,
      slug: service.slug,
    })
    const list = (await callRoute(servicesRoute.GET, '/api/services')).json.data as { id: number }[]
    expect(list.map((item) => item.id)).not.toContain(service.id)
  })

  it('PUT takes only the fields to change', async () => {
    const service = await createAsEditor({ description: '原简介', price_range: '100-200' })
    const updated = expectSuccess(await put(service.id, { price_range: '300-400' }, tokens.admin), serviceSchema)
    expect(updated).toMatchObject({ title: service.title, description: '原简介', price_range: '300-400' })
  })

  it('PUT refuses bad input, unknown ids and a taken slug, changing nothing', async () => {
    const service = await createAsEditor()
    const other = await createAsEditor()
    expectFailure(await put(service.id, {}, tokens.editor), 400, '请提供要修改的字段')
    expectFailure(await put(service.id, { title: '' }, tokens.editor), 400, '请输入服务标题')
    expectFailure(await put(service.id, { sort_order: 'x' }, tokens.editor), 400, /sort_order/)
    expectFailure(await put(service.id, { slug: other.slug }, tokens.editor), 409, /链接标识/)
    expectFailure(await put('999999', { title: '不存在' }, tokens.editor), 404, '服务不存在')
    expectFailure(await put('abc', { title: '不存在' }, tokens.editor), 404, '服务不存在')
    const malformed = await callRoute(serviceRoute.PUT, '/api/services/x', {
      method: 'PUT',
      params: { id: String(service.id) },
      token: tokens.editor,
      rawBody: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expectFailure(malformed, 400, '请求内容不是有效的 JSON')
    expect(await storedService(service.id)).toMatchObject({ title: service.title, slug: service.slug })
  })

  it('DELETE is for staff only, then the service is gone', async () => {
    const service = await createAsEditor()
    expectFailure(await remove(service.id), 401, '请先登录')
    expectFailure(await remove(service.id, tokens.member), 403, '没有权限执行此操作')
    expect(await storedService(service.id)).toBeTruthy()
    expect(expectSuccess(await remove(service.id, tokens.editor), serviceSchema, { message: '删除服务成功' }).id).toBe(
      service.id,
    )
    expect(await storedService(service.id)).toBeFalsy()
    expectFailure(await remove(service.id, tokens.admin), 404, '服务不存在')
    expectFailure(await remove('abc', tokens.admin), 404, '服务不存在')
    // 0 is not an id: Payload would read it as "no id" and delete by query (was a 500).
    const services = await serviceCount()
    for (const id of ['0', '00', '-1']) expectFailure(await remove(id, tokens.admin), 404, '服务不存在')
    expect(await serviceCount()).toBe(services)
  })

  it('answers 405 in JSON for POST and PATCH', async () => {
    await expectMethodsRefused(serviceRoute, '/api/services/1', ['POST', 'PATCH'], { id: '1' })
  })
})

describe('Payload’s own REST API (/cms-api) obeys the same rules', () => {
  const cms = (
    method: 'POST' | 'PATCH' | 'DELETE',
    slug: string[],
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ) =>
    callRoute(cmsApi[method] as Parameters<typeof callRoute>[0], `/cms-api/${slug.join('/')}`, {
      method,
      params: { slug },
      body,
      token,
      headers,
    })

  it('ignores a staff cookie sent from another origin (CSRF) and honours it from the site', async () => {
    const news = (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs
    const cookie = `payload-token=${tokens.editor}`
    const forged = await cms('POST', ['news'], { title: '跨站新闻', is_published: true }, undefined, {
      cookie,
      origin: 'http://evil.example',
    })
    expect(forged.status).toBe(403)
    expect((await payload.count({ collection: 'news', overrideAccess: true })).totalDocs).toBe(news)
    const fromSite = await cms('POST', ['news'], { title: uniqueTitle('同源新闻'), is_published: false }, undefined, {
      cookie,
      origin: env.siteUrl,
    })
    expect(fromSite.status, fromSite.text).toBe(201)
    await payload.delete({ collection: 'news', id: fromSite.json.doc.id, overrideAccess: true })
  })

  it('refuses services and news writes by anonymous visitors and members', async () => {
    const services = await serviceCount()
    const news = (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs
    const someService = (await payload.find({ collection: 'services', overrideAccess: true, limit: 1 })).docs[0]!
    const someNews = (await payload.find({ collection: 'news', overrideAccess: true, limit: 1 })).docs[0]!

    for (const token of [undefined, tokens.member]) {
      const createService = await cms('POST', ['services'], { title: '越权服务' }, token)
      expect([401, 403]).toContain(createService.status)
      const createNews = await cms('POST', ['news'], { title: '越权新闻', is_published: true }, token)
      expect([401, 403]).toContain(createNews.status)
      const editService = await cms('PATCH', ['services', String(someService.id)], { title: '越权修改' }, token)
      expect([401, 403, 404]).toContain(editService.status)
      const editNews = await cms('PATCH', ['news', String(someNews.id)], { title: '越权修改' }, token)
      expect([401, 403, 404]).toContain(editNews.status)
      const deleteNews = await cms('DELETE', ['news', String(someNews.id)], undefined, token)
      expect([401, 403, 404]).toContain(deleteNews.status)
    }

    expect(await serviceCount()).toBe(services)
    expect((await payload.count({ collection: 'news', overrideAccess: true })).totalDocs).toBe(news)
    expect((await storedService(someService.id))?.title).toBe(someService.title)
    expect((await payload.findByID({ collection: 'news', id: someNews.id, overrideAccess: true })).title).toBe(
      someNews.title,
    )
  })

  it('lets an editor write through it (so the refusals above are about the user, not the call)', async () => {
    const created = await cms('POST', ['services'], { title: uniqueTitle('后台接口添加') }, tokens.editor)
    expect(created.status, created.text).toBe(201)
    expect(await storedService(created.json.doc.id)).toBeTruthy()
  })
})
