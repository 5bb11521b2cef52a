import { fail } from '@/lib/api'

/**
 * The site's API as one Next route handler (src/app/api/[...path]/route.ts) that hands each request
 * to the handler module of its path. Why one: Turbopack gives every group of route handlers its own
 * copy of the server's Payload bundle, and Next loads every route at start, so 16 route files meant
 * 16 copies of the CMS in the server's memory (docs/decisions/2026-11-29-one-api-route.md).
 *
 * A handler module is what a Next `route.ts` would be (named `handler.ts`, so Next does not route it):
 * it exports a function per method, each called with the request and `{ params: Promise<…> }`. Paths
 * are matched the way Next matches folders: a plain segment before `[param]`, before `[...rest]`,
 * before `[[...optional]]`; segments are percent-decoded into the params.
 */

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof HTTP_METHODS)[number]

type Params = Record<string, string | string[]>
// Each module types its own params; the dispatcher only promises an object of strings and arrays.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHandler = (request: Request, context: { params: Promise<any> }) => Promise<Response> | Response
export type HandlerModule = Partial<Record<Method, AnyHandler>>
export type ApiRoute = { path: string; handlers: HandlerModule }

type Segment =
  | { kind: 'static'; name: string }
  | { kind: 'param'; name: string }
  | { kind: 'rest'; name: string }
  | { kind: 'optional-rest'; name: string }

/** How Next ranks a segment when several folders match: lower wins. */
const RANK: Record<Segment['kind'], number> = { static: 0, param: 1, rest: 2, 'optional-rest': 3 }

function parseSegment(segment: string): Segment {
  let match = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment)
  if (match) return { kind: 'optional-rest', name: match[1]! }
  match = /^\[\.\.\.(\w+)\]$/.exec(segment)
  if (match) return { kind: 'rest', name: match[1]! }
  match = /^\[(\w+)\]$/.exec(segment)
  if (match) return { kind: 'param', name: match[1]! }
  if (/[[\]]/.test(segment)) throw new Error(`API route segment not understood: ${segment}`)
  return { kind: 'static', name: segment }
}

type CompiledRoute = { segments: Segment[]; handlers: HandlerModule }

function compile(routes: readonly ApiRoute[]): CompiledRoute[] {
  const compiled = routes.map((route) => ({
    segments: route.path.split('/').map(parseSegment),
    handlers: route.handlers,
  }))
  // Most specific first: segment by segment, a plain name before a parameter before a rest.
  return compiled.sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const left = a.segments[i]
      const right = b.segments[i]
      if (!left || !right) return left ? 1 : -1
      const order = RANK[left.kind] - RANK[right.kind]
      if (order !== 0) return order
    }
    return 0
  })
}

function matchRoute(route: CompiledRoute, parts: string[]): Params | null {
  const params: Params = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    const part = parts[i]
    if (segment.kind === 'optional-rest') {
      if (part !== undefined) params[segment.name] = parts.slice(i)
      return params
    }
    if (part === undefined) return null
    if (segment.kind === 'rest') {
      params[segment.name] = parts.slice(i)
      return params
    }
    if (segment.kind === 'static') {
      if (segment.name !== part) return null
    } else {
      params[segment.name] = part
    }
  }
  return parts.length === route.segments.length ? params : null
}

/** The methods a module answers, as an Allow header lists them (HEAD with GET, OPTIONS always). */
function allowedMethods(handlers: HandlerModule): string {
  const methods = new Set(HTTP_METHODS.filter((method) => handlers[method]))
  if (methods.has('GET')) methods.add('HEAD')
  methods.add('OPTIONS')
  return HTTP_METHODS.filter((method) => methods.has(method)).join(', ')
}

/** Splits `/api/a/b%20c` into decoded segments after the prefix; null when a segment is malformed. */
function pathSegments(pathname: string, prefix: string): string[] | null {
  const rest = pathname.slice(prefix.length).replace(/^\/+/, '')
  if (rest === '') return []
  try {
    return rest.split('/').map((part) => decodeURIComponent(part))
  } catch {
    return null
  }
}

export type Dispatcher = (request: Request) => Promise<Response>

/** One function for every method of every path under `prefix`, answering as the routes' modules do. */
export function createDispatcher(routes: readonly ApiRoute[], prefix = '/api'): Dispatcher {
  const compiled = compile(routes)
  return async function dispatch(request) {
    const parts = pathSegments(new URL(request.url).pathname, prefix)
    if (!parts) return fail(400, '请求路径无效')
    let route: CompiledRoute | undefined
    let params: Params | null = null
    for (const candidate of compiled) {
      params = matchRoute(candidate, parts)
      if (params) {
        route = candidate
        break
      }
    }
    if (!route || !params) return fail(404, '接口不存在')
    const method = request.method.toUpperCase() as Method
    const context = { params: Promise.resolve(params) }
    const handler = route.handlers[method]
    if (handler) return handler(request, context)
    // What Next does for a route file that leaves these out: HEAD is GET without its body, OPTIONS
    // lists the methods, anything else is 405.
    if (method === 'HEAD' && route.handlers.GET) {
      const response = await route.handlers.GET(request, context)
      await response.body?.cancel()
      return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
    }
    if (method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { Allow: allowedMethods(route.handlers) } })
    return fail(405, '不支持的请求方法', { Allow: allowedMethods(route.handlers) })
  }
}
