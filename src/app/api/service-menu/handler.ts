import { ok } from '@/lib/api'
import { listServiceMenu } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Active service-menu items in sort order. */
export const GET = handle(async () => ok(await listServiceMenu(), '获取服务菜单成功', { headers: PUBLIC_CACHE }))

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
