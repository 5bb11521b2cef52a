import { ok, parseQuery } from '@/lib/api'
import { listFaculty } from '@/features/faculty/queries'
import { facultyQuery } from '@/features/faculty/schemas'
import { PUBLIC_CACHE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Active faculty in sort order (is_active is accepted for the older front end). */
export const GET = handle(async (request) => {
  parseQuery(request, facultyQuery)
  return ok(await listFaculty(), '获取师资介绍成功', { headers: PUBLIC_CACHE })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
