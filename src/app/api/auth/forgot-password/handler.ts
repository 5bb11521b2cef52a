import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { forgotPasswordBody, requestPasswordReset } from '@/cms/auth/password-reset'

/** Same answer whether or not the address is registered; the mail goes out after the response. */
export const POST = authRoute(async (request) => {
  await limitAuth(request, 'forgotPassword')
  const { email } = await parseJsonBody(request, forgotPasswordBody)
  requestPasswordReset(await getPayload(), email)
  return authOk({ message: MSG.forgotAnswer })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
