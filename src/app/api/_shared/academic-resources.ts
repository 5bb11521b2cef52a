import { ok } from '@/lib/api'
import { listResources } from '@/features/resources/queries'
import { PUBLIC_CACHE, handle, methodNotAllowed } from './http'

/**
 * One answer for the academic-resources path and its four fallbacks (/api/resources,
 * /academic-resources, /api/v1/academic-resources, /api/v1/resources): active resources that
 * have a file, in sort order.
 */
export const GET = handle(async () => ok(await listResources(), '获取学术资源成功', { headers: PUBLIC_CACHE }))

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
