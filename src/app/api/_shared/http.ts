import type { Payload } from 'payload'
import { ApiError, fail } from '@/lib/api'
import { userFromHeaders } from '@/cms/client'
import { hasRole } from '@/cms/access'

export { NO_STORE, PUBLIC_CACHE } from './cache-headers'

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

type User = NonNullable<Parameters<Payload['find']>[0]['user']>

/** The signed-in staff member (admin or editor) of a request, else 401 / 403 in Chinese. */
export async function requireStaff(request: Request): Promise<User> {
  const user = await userFromHeaders(request.headers)
  if (!user) throw new ApiError(401, '请先登录')
  if (!hasRole(user, 'admin', 'editor')) throw new ApiError(403, '没有权限执行此操作')
  return user
}
