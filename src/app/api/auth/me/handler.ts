import { parseJsonBody } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, requireMember } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { profileBody } from '@/features/accounts/schemas'
import { currentAccount } from '@/features/accounts/queries'
import { updateProfile } from '@/features/accounts/service'

export const GET = authRoute(async (request) => {
  await limitAuth(request, 'me')
  return authOk({ data: { user: await currentAccount(request) } })
})

export const PUT = authRoute(async (request) => {
  await limitAuth(request, 'profile')
  const user = await requireMember(request)
  const input = await parseJsonBody(request, profileBody)
  return authOk({ data: { user: await updateProfile(await getPayload(), user, input) }, message: MSG.profileSaved })
})

export const POST = authMethodNotAllowed('GET', 'PUT')
export const PATCH = authMethodNotAllowed('GET', 'PUT')
export const DELETE = authMethodNotAllowed('GET', 'PUT')
