import crypto from 'node:crypto'
import { expect } from 'vitest'
import { z } from 'zod'
import { paginationSchema } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { ADMIN, EDITOR, callRoute as callAnyRoute, tokenFor, type CallOptions } from '@/testing/routes'

/** Helpers shared by the API integration tests (src/features/*\/api.int.test.ts). */

type CallResult = Awaited<ReturnType<typeof callAnyRoute>>
type RouteModule = Record<string, unknown>
/** Any route handler, whatever its params type (`never` accepts every handler's context). */
type AnyRouteHandler = (request: Request, context: never) => Promise<Response> | Response

/** src/testing/routes.ts's callRoute for handlers with typed params (`{ params: Promise<{ id: string }> }`). */
export function callRoute(handler: AnyRouteHandler, url: string, options?: CallOptions): Promise<CallResult> {
  return callAnyRoute(handler as unknown as Parameters<typeof callAnyRoute>[0], url, options)
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

/** A `{ success: true, data, message }` answer whose data matches `schema` exactly; returns the data. */
export function expectSuccess<S extends z.ZodType>(
  result: CallResult,
  schema: S,
  options: { status?: number; message?: string } = {},
) {
  expect(result.status, result.text).toBe(options.status ?? 200)
  expect(Object.keys(result.json).sort()).toEqual(['data', 'message', 'success'])
  expect(result.json.success).toBe(true)
  expect(typeof result.json.message).toBe('string')
  if (options.message !== undefined) expect(result.json.message).toBe(options.message)
  const parsed = schema.safeParse(result.json.data)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
  return result.json.data as z.infer<S>
}

/**
 * A paged list answer (`?page=`): the usual envelope plus `pagination`, whose figures agree with the
 * items. Returns the items and the pagination.
 */
export function expectPage<S extends z.ZodType>(result: CallResult, itemSchema: S, options: { message?: string } = {}) {
  expect(result.status, result.text).toBe(200)
  const keys = Object.keys(result.json).sort()
  expect(keys.filter((key) => key !== 'message')).toEqual(['data', 'pagination', 'success'])
  expect(result.json.success).toBe(true)
  if (options.message !== undefined) expect(result.json.message).toBe(options.message)
  const parsed = z.array(itemSchema).safeParse(result.json.data)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
  const pagination = paginationSchema.parse(result.json.pagination)
  const items = result.json.data as z.infer<S>[]
  expect(pagination.pages).toBe(Math.max(1, Math.ceil(pagination.total / pagination.limit)))
  const expected = Math.max(0, Math.min(pagination.limit, pagination.total - (pagination.page - 1) * pagination.limit))
  expect(items).toHaveLength(expected)
  return { items, pagination }
}

/** A `{ success: false, message }` answer with a Chinese message. */
export function expectFailure(result: CallResult, status: number, message?: string | RegExp) {
  expect(result.status, result.text).toBe(status)
  expect(result.json, result.text).toBeTypeOf('object')
  expect(Object.keys(result.json).sort()).toEqual(['message', 'success'])
  expect(result.json.success).toBe(false)
  expect(result.json.message).toMatch(/[\u4e00-\u9fff]/)
  if (typeof message === 'string') expect(result.json.message).toBe(message)
  else if (message) expect(result.json.message).toMatch(message)
}

/** Every method the path does not support answers 405 in JSON and Chinese. */
export async function expectMethodsRefused(
  route: RouteModule,
  url: string,
  methods: string[],
  params?: Record<string, string>,
) {
  for (const method of methods) {
    const handler = route[method]
    expect(handler, `${method} ${url} should be exported (as a JSON 405)`).toBeTypeOf('function')
    const result = await callRoute(handler as AnyRouteHandler, url, { method, params })
    expectFailure(result, 405, '不支持的请求方法')
  }
}

export function isSortedBy<T>(items: T[], key: (item: T) => number | string): boolean {
  return items.every((item, index) => index === 0 || key(items[index - 1]!) <= key(item))
}

export async function staffTokens(): Promise<{ admin: string; editor: string }> {
  return { admin: await loginOrSetPassword(ADMIN), editor: await loginOrSetPassword(EDITOR) }
}

/**
 * Logs a seeded staff account in. Should the seed have given it another password than the test
 * environment's, the password is set through the Local API first.
 */
async function loginOrSetPassword(account: { email: string; password: string }): Promise<string> {
  try {
    return await tokenFor(account.email, account.password)
  } catch {
    const payload = await getPayload()
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      limit: 1,
      overrideAccess: true,
    })
    const user = found.docs[0]
    if (!user) throw new Error(`seeded account ${account.email} is missing`)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: account.password },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return tokenFor(account.email, account.password)
  }
}

/** A fresh registered member (role member only) and its token. */
export async function memberToken(): Promise<string> {
  const payload = await getPayload()
  const email = `member-${crypto.randomBytes(5).toString('hex')}@example.com`
  const password = `Member-${crypto.randomBytes(6).toString('hex')}`
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['member'], full_name: '测试会员', email_confirmed_at: new Date().toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return tokenFor(email, password)
}

let lastAddress = 0

/**
 * A distinct client address per call, so the per-IP rate limit of one test never affects another
 * (198.51.100.1, …, 198.51.100.250, then 198.51.101.1: enough for the timing tests' hundreds).
 */
export function clientAddress(): string {
  lastAddress += 1
  return `198.51.${100 + Math.floor((lastAddress - 1) / 250)}.${((lastAddress - 1) % 250) + 1}`
}
