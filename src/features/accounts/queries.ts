import 'server-only'
import { requireMember } from './http'
import { serializeAccountUser, type AccountUserDTO } from './serialize'

/** The signed-in member of a request (bearer token), in the spec's shape; 401 ApiError otherwise. */
export async function currentAccount(request: Request): Promise<AccountUserDTO> {
  return serializeAccountUser(await requireMember(request))
}
