import { ApiError, ok } from '@/lib/api'
import { getCategoryListing } from '@/features/catalogue/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ categoryId: string }> }

/** The active products of a visible category (by numeric id or slug), in sort order. */
export const GET = handle(async (_request, { params }: Context) => {
  const { categoryId } = await params
  const listing =
    categoryId.length > 0 && categoryId.length <= 200 && !categoryId.includes('%')
      ? await getCategoryListing(categoryId)
      : null
  if (!listing) throw new ApiError(404, `未找到类目ID: ${categoryId.slice(0, 100)}`)
  return ok(listing.products, '获取商品成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
