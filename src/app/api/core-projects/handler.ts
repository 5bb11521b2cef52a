import { ok } from '@/lib/api'
import { listCoreProjects } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Active core projects in sort order. */
export const GET = handle(async () => ok(await listCoreProjects(), '获取核心项目成功', { headers: PUBLIC_CACHE }))

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
