import { ok, parseJsonBody } from '@/lib/api'
import { clientIp } from '@/lib/rate-limit'
import { limitProjectWrites, projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { ndaBody } from '@/features/projects/schemas'
import { acceptNda } from '@/features/projects/file-room/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** 接受保密协议: the client accepts the current version before their first upload. */
export const POST = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  const number = await projectNumberOf(context)
  await limitProjectWrites(request)
  const { version } = await parseJsonBody(request, ndaBody)
  return ok(await acceptNda(member, number, version, clientIp(request)), '已接受保密协议', { headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
