import 'server-only'
import config from '@payload-config'
import { isEmployee } from '@/cms/access'
import { getCaller } from '@/cms/auth/caller'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Closes two holes in Payload's REST API (/cms-api) before Payload sees the request:
 * - `/access` describes every collection's rules: for the admin's users only (it asks once signed in);
 * - `/<collection>/versions` on a collection (or global) without versions made Payload read
 *   "versions" as an id and answer 500: here it is a 404.
 */
export function guardRest<Context extends { params: Promise<{ slug?: string | string[] }> }>(
  handler: RestHandler<Context>,
): RestHandler<Context> {
  return async (request, context) => {
    const raw = (await context.params).slug ?? []
    const slug = Array.isArray(raw) ? raw : [raw]
    if (slug[0] === 'access' && !isEmployee(await getCaller(request))) return answer(403, '没有权限执行此操作')
    const versionsOf = slug[0] === 'globals' ? slug[2] === 'versions' && slug[1] : slug[1] === 'versions' && slug[0]
    if (versionsOf) {
      const sanitized = await config
      const entity =
        slug[0] === 'globals'
          ? sanitized.globals.find((global) => global.slug === versionsOf)
          : sanitized.collections.find((collection) => collection.slug === versionsOf)
      if (entity && !entity.versions) return answer(404, '该内容没有历史版本')
    }
    return handler(request, context)
  }
}
