import { ok } from '@/lib/api'
import { listRedirectRules } from '@/features/seo/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Every redirect staff set (重定向) as old path → address: read by the server (src/server/draining-server.mjs), which answers them. */
export const GET = handle(async () => ok(await listRedirectRules(), '获取重定向成功', { headers: PUBLIC_CACHE }))

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
