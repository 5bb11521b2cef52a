import { NextResponse } from 'next/server'
import { z } from 'zod'

// Any message a schema does not spell out itself is in Chinese too.
z.config(z.locales.zhCN())

/**
 * Every answer of the site's API goes through here: `{ success: true, data, message? }` or
 * `{ success: false, message }` with a fitting status. Handlers throw `ApiError` for expected
 * failures (the caller guards of cms/auth/caller.ts too); each surface's wrapper (`handle` in
 * app/api/_shared/http.ts, `authRoute` for /api/auth) turns it into that surface's shape and
 * anything else into a logged Chinese 500 without a stack trace.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const MAX_JSON_BODY_BYTES = 64 * 1024

export function ok<T>(data: T, message?: string, init?: ResponseInit): NextResponse {
  return NextResponse.json(message === undefined ? { success: true, data } : { success: true, data, message }, init)
}

export function fail(status: number, message: string, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ success: false, message }, { status, headers })
}

/**
 * For a route whose clients read a failure's reason as `error` (the spec's academic-resources
 * answers): a failed answer also names its message `error`. Successful answers pass unchanged.
 */
export function withErrorField<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    const response = await handler(...args)
    if (response.ok) return response
    const body: unknown = await response.json()
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const named =
      typeof body === 'object' && body !== null && 'message' in body ? { ...body, error: body.message } : body
    return NextResponse.json(named, { status: response.status, headers })
  }
}

/** Validates query parameters with a zod schema; the first problem becomes a 400 in Chinese. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const result = schema.safeParse(params)
  if (!result.success) throw new ApiError(400, firstIssue(result.error))
  return result.data
}

/** Reads a JSON body (content type, size and syntax checked) and validates it. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJson(request))
  if (!result.success) throw new ApiError(400, firstIssue(result.error))
  return result.data
}

/** Reads a JSON body that must be an object, for handlers that report problems per field. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, '请求内容必须是 JSON 对象')
  }
  return body as Record<string, unknown>
}

async function readJson(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new ApiError(415, '请求格式错误：请使用 JSON（Content-Type: application/json）')
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_JSON_BODY_BYTES) throw new ApiError(413, '请求内容过大')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new ApiError(413, '请求内容过大')
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, '请求内容不是有效的 JSON')
  }
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue?.message ?? '请求参数无效'
}

/** `limit` query parameter: integer 1..max, with a default. */
export function limitParam(defaultValue: number, max = 100) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return defaultValue
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `limit 必须是 1 到 ${max} 之间的整数` })
        return z.NEVER
      }
      const number = Number(value)
      if (number < 1 || number > max) {
        ctx.addIssue({ code: 'custom', message: `limit 必须是 1 到 ${max} 之间的整数` })
        return z.NEVER
      }
      return number
    })
}

/** Boolean query flag given as 'true' / 'false' (also 1/0). */
export function booleanParam() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined
      if (value === 'true' || value === '1') return true
      if (value === 'false' || value === '0') return false
      ctx.addIssue({ code: 'custom', message: `参数值无效：${value.slice(0, 20)}（应为 true 或 false）` })
      return z.NEVER
    })
}

/** The highest page number a list API accepts (far past any list's last page). */
export const MAX_PAGE = 100_000

/**
 * `page` query parameter of a list API: absent for the spec's unpaged answer, else a whole number
 * from 1 up. A page past the last answers an empty `data` with the list's `pagination`.
 */
export function pageParam() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined
      const number = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN
      if (!(number >= 1 && number <= MAX_PAGE)) {
        ctx.addIssue({ code: 'custom', message: `page 必须是 1 到 ${MAX_PAGE} 之间的整数` })
        return z.NEVER
      }
      return number
    })
    .meta({ description: '页码（从 1 开始）。传入时答复另含 pagination（总条数与页数）；不传则为原有的不分页答复' })
}

/** The `pagination` key of a paged list answer. */
export const paginationSchema = z
  .strictObject({
    page: z.number().int().meta({ description: '本页页码' }),
    limit: z.number().int().meta({ description: '每页条数' }),
    total: z.number().int().meta({ description: '总条数' }),
    pages: z.number().int().meta({ description: '总页数（至少 1）' }),
  })
  .meta({ id: 'Pagination', title: '分页' })

export type Pagination = z.infer<typeof paginationSchema>

/** One page of a list as the queries read it: its items, the list's total and its number of pages. */
export type ListPage<T> = { items: T[]; page: number; pages: number; total: number }

/** A paged list answer: the usual envelope with the page's items as `data`, and `pagination`. */
export function okPage<T>(list: ListPage<T>, limit: number, message?: string, init?: ResponseInit): NextResponse {
  const pagination: Pagination = { page: list.page, limit, total: list.total, pages: list.pages }
  const body =
    message === undefined
      ? { success: true, data: list.items, pagination }
      : { success: true, data: list.items, message, pagination }
  return NextResponse.json(body, init)
}
