import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import {
  authMethodNotAllowed,
  authOk,
  authRoute,
  limitAuth,
  passwordWork,
  requireMember,
} from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { changePasswordBody } from '@/features/accounts/schemas'
import { changePassword } from '@/features/accounts/service'

export const PUT = authRoute(async (request) => {
  await limitAuth(request, 'changePassword')
  const user = await requireMember(request)
  const input = await parseJsonBody(request, changePasswordBody)
  const payload = await getPayload()
  await passwordWork(user.email, () => changePassword(payload, user, input))
  return authOk({ message: MSG.passwordChanged })
})

export const GET = authMethodNotAllowed('PUT')
export const POST = authMethodNotAllowed('PUT')
export const PATCH = authMethodNotAllowed('PUT')
export const DELETE = authMethodNotAllowed('PUT')
