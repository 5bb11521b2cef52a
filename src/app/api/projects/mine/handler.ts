import { ok } from '@/lib/api'
import { listMemberProjects } from '@/features/projects/service'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** 我的项目: the signed-in member's projects with their stage and next step. */
export const GET = handle(async (request) => {
  const member = await requireUser(request, 'bearer')
  return ok(await listMemberProjects(member.id), '获取项目成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
