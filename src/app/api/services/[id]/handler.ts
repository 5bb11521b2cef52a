import { ApiError, ok, parseJsonBody } from '@/lib/api'
import { deleteService, getServiceForUser, updateService } from '@/features/catalogue/service-admin'
import { serviceUpdateBody } from '@/features/catalogue/schemas'
import { getCaller } from '@/cms/auth/caller'
import { NO_STORE, methodNotAllowed, requireStaff, handle } from '@/app/api/_shared/http'

type Context = { params: Promise<{ id: string }> }

function serviceId(raw: string): number {
  // Positive only: Payload reads an id of 0 as "no id" and would delete by query instead.
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw new ApiError(404, '服务不存在')
  return Number(raw)
}

/** One service: staff see any, everyone else only active ones (the collection's read rule). */
export const GET = handle(async (request, { params }: Context) => {
  const id = serviceId((await params).id)
  const service = await getServiceForUser(id, await getCaller(request))
  if (!service) throw new ApiError(404, '服务不存在')
  return ok(service, '获取服务成功', { headers: NO_STORE })
})

/** Staff only: changes a service (the whole object as the admin page sends it, or some fields). */
export const PUT = handle(async (request, { params }: Context) => {
  const user = await requireStaff(request)
  const id = serviceId((await params).id)
  const data = await parseJsonBody(request, serviceUpdateBody)
  return ok(await updateService(id, data, user), '更新服务成功', { headers: NO_STORE })
})

/** Staff only: removes a service. */
export const DELETE = handle(async (request, { params }: Context) => {
  const user = await requireStaff(request)
  const id = serviceId((await params).id)
  return ok(await deleteService(id, user), '删除服务成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET', 'PUT', 'DELETE')
export const PATCH = methodNotAllowed('GET', 'PUT', 'DELETE')
