import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { verifyEmailBody } from '@/features/accounts/schemas'
import { verifyEmail } from '@/features/accounts/service'

/** Called by the /verify-email page the mail links to (a POST, so link scanners cannot use the token up). */
export const POST = authRoute(async (request) => {
  await limitAuth(request, 'verifyEmail')
  const { token } = await parseJsonBody(request, verifyEmailBody)
  return authOk({ data: { user: await verifyEmail(await getPayload(), token) }, message: MSG.verifySucceeded })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
