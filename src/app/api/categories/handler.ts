import { ok, parseQuery } from '@/lib/api'
import { listCategories } from '@/features/catalogue/queries'
import { categoriesQuery } from '@/features/catalogue/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Active categories in sort order (is_active and t are accepted for the older front end). */
export const GET = handle(async (request) => {
  parseQuery(request, categoriesQuery)
  return ok(await listCategories(), '获取类目成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
