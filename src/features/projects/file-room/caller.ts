import 'server-only'
import { isEmployee } from '@/cms/access'
import { getCaller, requireUser, type Caller } from '@/cms/auth/caller'
import { MSG } from '@/cms/auth/messages'
import { ApiError } from '@/lib/api'

/**
 * Who calls the file room: a member (or staff) with their bearer token, as on the site, or staff
 * with the admin's cookie (uploads and downloads from the admin's project screen). A member's
 * stray admin cookie does not count: the site's page scripts act only with the token.
 */
export async function fileRoomCaller(request: Request): Promise<Caller> {
  if (request.headers.get('authorization')) return requireUser(request, 'bearer')
  const caller = await getCaller(request, 'bearer-or-cookie')
  if (!caller) throw new ApiError(401, MSG.signInRequired)
  if (!isEmployee(caller)) throw new ApiError(401, MSG.signInRequired)
  return caller
}
