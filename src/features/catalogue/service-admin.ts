import 'server-only'
import { Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { ApiError } from '@/lib/api'
import { getPayload } from '@/cms/client'
import type { ServiceCreateInput, ServiceUpdateInput } from './schemas'
import { serializeService, type ServiceDTO } from './serialize'

/**
 * Service administration behind /api/services. Every call passes the request's user with
 * overrideAccess: false, so the collection's access rules (staff only) have the last word even
 * if a route forgot its own check. Reads here are uncached: staff must see their own writes.
 */

type RequestUser = NonNullable<Parameters<Payload['find']>[0]['user']>

/** A service as `user` may see it (staff: any; visitors and members: active only); null when not visible. */
export async function getServiceForUser(id: number, user: RequestUser | null): Promise<ServiceDTO | null> {
  const payload = await getPayload()
  const result = await payload.find({
    collection: 'services',
    overrideAccess: false,
    user: user ?? undefined,
    depth: 0,
    where: { id: { equals: id } },
    limit: 1,
  })
  return result.docs[0] ? serializeService(result.docs[0]) : null
}

export async function createService(data: ServiceCreateInput, user: RequestUser): Promise<ServiceDTO> {
  const payload = await getPayload()
  try {
    return serializeService(
      await payload.create({ collection: 'services', data, overrideAccess: false, user, depth: 0 }),
    )
  } catch (error) {
    throw asApiError(error)
  }
}

export async function updateService(id: number, data: ServiceUpdateInput, user: RequestUser): Promise<ServiceDTO> {
  const payload = await getPayload()
  try {
    return serializeService(
      await payload.update({ collection: 'services', id, data, overrideAccess: false, user, depth: 0 }),
    )
  } catch (error) {
    throw asApiError(error)
  }
}

export async function deleteService(id: number, user: RequestUser): Promise<ServiceDTO> {
  const payload = await getPayload()
  try {
    return serializeService(await payload.delete({ collection: 'services', id, overrideAccess: false, user, depth: 0 }))
  } catch (error) {
    throw asApiError(error)
  }
}

/** Payload's errors in the API's words; anything unexpected is passed on (and becomes a 500). */
function asApiError(error: unknown): unknown {
  if (error instanceof NotFound) return new ApiError(404, '服务不存在')
  if (error instanceof Forbidden) return new ApiError(403, '没有权限执行此操作')
  if (error instanceof ValidationError) {
    const fields = error.data.errors.map((issue) => issue.path)
    if (fields.includes('slug')) return new ApiError(409, '链接标识（slug）已被其他服务使用，请更换')
    return new ApiError(400, `提交的数据无效：${fields.join('、')}`)
  }
  return error
}
