import { ok } from '@/lib/api'
import { listCategories } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

// The older front end asks with a fresh ?t= each time; the answer is the same for any query
// (is_active and t are accepted and ignored), so it is rendered once and served from the page
// cache like a page, until staff edit a category.
export const dynamic = 'force-static'
export const revalidate = 3600

/** Active categories in sort order. */
export const GET = handle(async () => ok(await listCategories(), '获取类目成功', { headers: PUBLIC_CACHE }))

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
