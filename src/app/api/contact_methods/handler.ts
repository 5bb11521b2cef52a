import { ok, parseQuery } from '@/lib/api'
import { listContactMethods } from '@/features/contact/queries'
import { contactMethodsQuery } from '@/features/contact/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Active contact methods in sort order (is_active is accepted for the older front end). */
export const GET = handle(async (request) => {
  parseQuery(request, contactMethodsQuery)
  return ok(await listContactMethods(), '获取联系方式成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
