import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, requireMember } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { resendVerification } from '@/features/accounts/service'

export const POST = authRoute(async (request) => {
  await limitAuth(request, 'resendVerification')
  const user = await requireMember(request)
  await resendVerification(await getPayload(), user)
  return authOk({ message: MSG.verificationSent })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
