import 'server-only'
import { ApiError, fail } from '@/lib/api'
import { getLogger } from '@/cms/log'
import { redactedError } from '@/cms/auth/redact'

export { requireEmployee, requireSalesDesk, requireStaff, requireUser } from '@/cms/auth/caller'
export { NO_STORE, PUBLIC_CACHE } from './cache-headers'

/** A path as logged: a file room download's path is its signed link, so it is left out. */
const loggedPath = (path: string): string => (path.startsWith('/api/files/') ? '/api/files/[link]' : path)

type Handler<Ctx> = (request: Request, context: Ctx) => Promise<Response>

/**
 * The wrapper of every /api route outside /api/auth: expected failures (ApiError, the caller
 * guards' 401/403 included) answer `{ success: false, message }` with their status; anything else
 * is logged with its error object through Payload's logger and answers a Chinese 500 without
 * details.
 */
export function handle<Ctx>(handler: Handler<Ctx>): Handler<Ctx> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.message)
      ;(await getLogger(error)).error(
        // Redacted: a database error's message carries the statement's parameters (a client's words).
        { err: redactedError(error), method: request.method, url: loggedPath(new URL(request.url).pathname) },
        '[api] unexpected error',
      )
      return fail(500, '服务器内部错误，请稍后重试')
    }
  }
}

/**
 * A handler for the methods a path does not support: a JSON 405 in Chinese with an Allow header
 * (Next's default answer is an empty body).
 */
export function methodNotAllowed(...allowed: string[]) {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ')
  return async function notAllowed(): Promise<Response> {
    return fail(405, '不支持的请求方法', { Allow: allow })
  }
}
