import { ok } from '@/lib/api'
import { listMemberEnquiries } from '@/features/contact/enquiries'
import { NO_STORE, handle, methodNotAllowed, requireUser } from '@/app/api/_shared/http'

/** 我的咨询: the signed-in member's own enquiries with their status in plain words. */
export const GET = handle(async (request) => {
  const member = await requireUser(request, 'bearer')
  return ok(await listMemberEnquiries(member.id), '获取咨询记录成功', { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
