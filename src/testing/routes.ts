/**
 * Calls a Next route handler in-process, the way Next would, and returns status and JSON.
 * Integration tests use it so every route is exercised through its real handler.
 */
type RouteContext = { params: Promise<Record<string, string | string[]>> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response

export type CallOptions = {
  method?: string
  params?: Record<string, string | string[]>
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
  token?: string
}

export async function callRoute(handler: RouteHandler, url: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '203.0.113.10')
  const request = new Request(new URL(url, 'http://localhost:3000'), { method: options.method ?? 'GET', headers, body })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  let json: any = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, json, text, headers: response.headers }
}

/** Signs a user in through Payload and returns a bearer token. */
export async function tokenFor(email: string, password: string): Promise<string> {
  const { getPayload } = await import('@/cms/client')
  const payload = await getPayload()
  const result = await payload.login({ collection: 'users', data: { email, password } })
  if (!result.token) throw new Error(`login failed for ${email}`)
  return result.token
}

export const ADMIN = { email: 'admin@keyan.example.com', password: process.env.ADMIN_PASSWORD ?? '' }
export const EDITOR = { email: 'editor@keyan.example.com', password: process.env.EDITOR_PASSWORD ?? '' }
