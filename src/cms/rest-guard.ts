import 'server-only'
import type { CollectionSlug } from 'payload'
import config from '@payload-config'
import { isEmployee } from '@/cms/access'
import { getCaller } from '@/cms/auth/caller'
import { getPayload } from '@/cms/client'
import { tokenEmail, withAccountLock } from '@/cms/auth/account-lock'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Closes two holes in Payload's REST API (/cms-api) before Payload sees the request:
 * - `/access` describes every collection's rules: for the admin's users only (it asks once signed in);
 * - `/<collection>/versions` on a collection (or global) without versions made Payload read
 *   "versions" as an id and answer 500: here it is a 404;
 * - `/<collection>/file/<name>` of a file nobody uploaded: Payload (local disk) looks for it on
 *   disk without asking the database and answers 500 (which /_next/image passed on): when the
 *   name is no stored file's, the answer is a 404. A stored file missing on disk stays a 500.
 * It also runs the admin's sign-in, sign-out and token refresh one at a time per account
 * (account-lock.ts), so that concurrent ones do not drop each other's session.
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
    const account = await sessionWritingAccount(request, slug)
    const response = account
      ? await withAccountLock(account, () => handler(request, context))
      : await handler(request, context)
    if (response.status !== 500) return response
    const fileOf = slug.length === 3 && slug[1] === 'file' ? slug[0] : null
    if (fileOf && !(await isStoredFile(fileOf, slug[2]!))) return answer(404, '文件不存在')
    const malformed = malformedRequest(request, slug)
    return malformed ? answer(malformed.status, malformed.message) : response
  }
}

/** The account whose session list this request rewrites, if it is a sign-in, sign-out or refresh. */
async function sessionWritingAccount(request: Request, slug: string[]): Promise<string | null> {
  if (request.method !== 'POST' || slug.length !== 2 || slug[0] !== 'users') return null
  if (slug[1] === 'logout' || slug[1] === 'refresh-token') return tokenEmail(request.headers)
  if (slug[1] !== 'login') return null
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  const email = (body as { email?: unknown } | null)?.email
  return typeof email === 'string' && email.trim() ? email : null
}

/**
 * Payload answers 500 to some malformed requests (found by tests/e2e/fuzz.spec.ts): a broken
 * multipart body, an id that is not a number, an unusable `where` query. Such a 500 becomes a 4xx
 * with a Chinese message; a 500 on a well-formed request stays one (a real fault).
 */
function malformedRequest(request: Request, slug: string[]): { status: number; message: string } | null {
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/'))
    return { status: 400, message: '请求格式错误：上传内容不完整或格式不正确' }
  const id = slug[0] !== 'globals' && slug.length === 2 ? slug[1]! : null
  if (id !== null && !/^\d{1,15}$/.test(id)) return { status: 404, message: '未找到该内容' }
  const query = new URL(request.url).searchParams
  if ([...query.keys()].some((key) => /^(where|sort|select|populate|joins|depth|limit|page)\b/.test(key)))
    return { status: 400, message: '查询参数无效，请检查后重试' }
  return null
}

/** Whether `filename` is the name of an upload of `collection` (or of one of its sizes). */
async function isStoredFile(collection: string, filename: string): Promise<boolean> {
  const sanitized = await config
  const upload = sanitized.collections.find((entry) => entry.slug === collection)?.upload
  if (!upload) return false
  const sizes = typeof upload === 'object' ? (upload.imageSizes ?? []) : []
  const payload = await getPayload()
  const found = await payload.db.findOne({
    collection: collection as CollectionSlug,
    where: {
      or: [
        { filename: { equals: filename } },
        ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
      ],
    },
  })
  return Boolean(found)
}
