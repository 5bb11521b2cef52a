import { ApiError } from '@/lib/api'
import { getPayload } from '@/cms/client'
import { authMethodNotAllowed, authOk, authRoute, limitAuth, requireMember } from '@/features/accounts/http'
import { MSG } from '@/cms/auth/messages'
import { signOut } from '@/features/accounts/service'
import { CLEAR_DOWNLOAD_COOKIE } from '@/features/projects/file-room/links'

/**
 * Ends the token's session. Answers success when there is no live session to end (already signed
 * out). Also forgets the file room's download cookie, so a download link left in this browser's
 * history no longer works once its member has signed out.
 */
export const POST = authRoute(async (request) => {
  await limitAuth(request, 'logout')
  const user = await requireMember(request).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  })
  if (user) await signOut(await getPayload(), user)
  const answer = authOk({ message: MSG.loggedOut })
  answer.headers.append('Set-Cookie', CLEAR_DOWNLOAD_COOKIE)
  return answer
})

export const GET = authMethodNotAllowed('POST')
export const PUT = authMethodNotAllowed('POST')
export const PATCH = authMethodNotAllowed('POST')
export const DELETE = authMethodNotAllowed('POST')
