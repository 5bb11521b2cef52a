import { ok, parseQuery } from '@/lib/api'
import { listSearchMisses } from '@/features/search/queries'
import { searchMissesQuery } from '@/features/search/schemas'
import { NO_STORE, handle, methodNotAllowed, requireStaff } from '@/app/api/_shared/http'

/** Staff insight: what visitors searched for on /search without finding anything. */
export const GET = handle(async (request) => {
  await requireStaff(request)
  const { limit } = parseQuery(request, searchMissesQuery)
  return ok(await listSearchMisses(limit), undefined, { headers: NO_STORE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
