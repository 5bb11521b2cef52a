import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, passwordWork } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { resetPasswordBody } from '@/features/accounts/schemas'
import { resetPassword, resetTokenAccount } from '@/features/accounts/service'

export const POST = authRoute(async (request) => {
  await limitAuth(request, 'resetPassword')
  const input = await parseJsonBody(request, resetPasswordBody)
  const payload = await getPayload()
  // The lock is the link's account's; resetPassword reads the token again under it, so of two
  // resets sent with one link the second finds it used.
  const account = await resetTokenAccount(payload, input.reset_token)
  await passwordWork(account.email, () => resetPassword(payload, input, request))
  return authOk({ message: MSG.resetSucceeded })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
