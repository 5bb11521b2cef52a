import { ok } from '@/lib/api'
import { projectNumberOf, type ProjectContext } from '@/features/projects/http'
import { getMemberProject } from '@/features/projects/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** One of the member's projects: stage timeline, quote versions, acceptance, messages, invoices. */
export const GET = handle(async (request, context: ProjectContext) => {
  const member = await requireUser(request, 'bearer')
  return ok(await getMemberProject(member, await projectNumberOf(context)), '获取项目成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
