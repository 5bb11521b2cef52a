import { ApiError, ok } from '@/lib/api'
import { findCategory } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ id: string }> }

/** A visible category by numeric id or slug. */
export const GET = handle(async (_request, { params }: Context) => {
  const { id } = await params
  const category = isPlausibleKey(id) ? await findCategory(id) : null
  if (!category) throw new ApiError(404, `未找到类目ID: ${id.slice(0, 100)}`)
  return ok(category, '获取类目成功', { headers: PUBLIC_CACHE })
})

/** Ids and slugs are short and plain; anything else cannot name a category. */
function isPlausibleKey(key: string): boolean {
  return key.length > 0 && key.length <= 200 && !key.includes('%')
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
