import { ApiError, ok } from '@/lib/api'
import { getCase } from '@/features/cases/queries'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ id: string }> }

/** A published case by numeric id or slug. */
export const GET = handle(async (_request, { params }: Context) => {
  const { id } = await params
  const found = id.length > 0 && id.length <= 200 ? await getCase(id) : null
  if (!found) throw new ApiError(404, '案例不存在')
  return ok(found, '获取案例成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
