import { ok, withErrorField } from '@/lib/api'
import { listResources } from '@/features/resources/queries'
import { PUBLIC_CACHE, handle, methodNotAllowed } from './http'

/**
 * One answer for the academic-resources path and its four fallbacks (/api/resources,
 * /academic-resources, /api/v1/academic-resources, /api/v1/resources): active resources that
 * have a file, in sort order. A failure answers `{ success: false, message, error }`: the spec's
 * clients read the reason as `error` (part 1, §5 and §7); `message` is every other route's name for it.
 */
export const GET = withErrorField(
  handle(async () => ok(await listResources(), '获取学术资源成功', { headers: PUBLIC_CACHE })),
)

const refused = withErrorField(methodNotAllowed('GET'))
export const POST = refused
export const PUT = refused
export const PATCH = refused
export const DELETE = refused
