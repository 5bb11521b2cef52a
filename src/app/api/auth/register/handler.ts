import { parseJsonBody } from '@/lib/api'
import { hashingSlots } from '@/lib/hashing-slots'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { registerBody } from '@/features/accounts/schemas'
import { registerMember } from '@/features/accounts/service'

export const POST = authRoute(async (request) => {
  await limitAuth(request, 'register')
  const input = await parseJsonBody(request, registerBody)
  const payload = await getPayload()
  const data = await hashingSlots.run(() => registerMember(payload, input))
  return authOk({ data, message: MSG.registerSucceeded }, 201)
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
