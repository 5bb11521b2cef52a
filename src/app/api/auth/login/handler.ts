import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, passwordWork } from '@/features/accounts/http'
import { loginBody } from '@/features/accounts/schemas'
import { signIn } from '@/features/accounts/service'

export const POST = authRoute(async (request) => {
  await limitAuth(request, 'login')
  const input = await parseJsonBody(request, loginBody)
  const payload = await getPayload()
  return authOk({ data: await passwordWork(input.email, () => signIn(payload, input, request)) })
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
