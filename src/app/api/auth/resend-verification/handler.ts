import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, requireMember } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { resendVerificationBody } from '@/features/accounts/schemas'
import { resendVerification, resendVerificationTo } from '@/features/accounts/service'

/**
 * A signed-in member (bearer token) gets another verification mail for their own address; without a
 * token, the body names the address (someone who cannot sign in until verified), answered the same
 * whether or not it is registered.
 */
export const POST = authRoute(async (request) => {
  await limitAuth(request, 'resendVerification')
  if (!request.headers.get('authorization')) {
    const { email } = await parseJsonBody(request, resendVerificationBody)
    resendVerificationTo(await getPayload(), email)
    return authOk({ message: MSG.resendAnswer })
  }
  const user = await requireMember(request)
  await resendVerification(await getPayload(), user)
  return authOk({ message: MSG.verificationSent })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
