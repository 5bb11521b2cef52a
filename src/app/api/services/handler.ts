import { ok, parseJsonBody } from '@/lib/api'
import { listServices } from '@/features/catalogue/queries'
import { createService } from '@/features/catalogue/service-admin'
import { serviceCreateBody } from '@/features/catalogue/schemas'
import { NO_STORE, PUBLIC_CACHE, methodNotAllowed, requireStaff, handle } from '@/app/api/_shared/http'

/** Active services in sort order. */
export const GET = handle(async () => ok(await listServices(), '获取服务成功', { headers: PUBLIC_CACHE }))

/** Staff only: adds a service. */
export const POST = handle(async (request) => {
  const user = await requireStaff(request)
  const data = await parseJsonBody(request, serviceCreateBody)
  return ok(await createService(data, user), '添加服务成功', { status: 201, headers: NO_STORE })
})

export const PUT = methodNotAllowed('GET', 'POST')
export const PATCH = methodNotAllowed('GET', 'POST')
export const DELETE = methodNotAllowed('GET', 'POST')
