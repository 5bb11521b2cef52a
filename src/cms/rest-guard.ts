import 'server-only'
import type { CollectionSlug, Where } from 'payload'
import config from '@payload-config'
import { isAdmin, isEmployee } from '@/cms/access'
import { getCaller } from '@/cms/auth/caller'
import { getPayload } from '@/cms/client'
import { parse } from 'qs-esm'
import { withAccountLocks } from '@/cms/auth/account-lock'
import { MSG } from '@/cms/auth/messages'
import { findStoredUser } from '@/cms/auth/stored-user'
import { ApiError } from '@/lib/api'

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Closes holes in Payload's REST API (/cms-api) before Payload sees the request:
 * - `/access` describes every collection's rules: for the admin's users only (it asks once signed in);
 * - `/<collection>/versions` on a collection (or global) without versions made Payload read
 *   "versions" as an id and answer 500: here it is a 404;
 * - `/<collection>/file/<name>` of a file nobody uploaded: Payload (local disk) looks for it on
 *   disk without asking the database and answers 500 (which /_next/image passed on): when the
 *   name is no stored file's, the answer is a 404. A stored file missing on disk stays a 500;
 * - `/<collection>/<id>` with an id that is no number: a 404 before Payload's failed lookup (and
 *   its logged stack), see `namesNoDocument`.
 * It also runs what rewrites an account's row (the admin's sign-in, sign-out, token refresh, and
 * an edit or deletion of users, one or many) one at a time per account (account-lock.ts): Payload
 * writes the whole row it read, so overlapping ones dropped sessions, brought back an old password
 * hash or undid an edit (a role taken away by a bulk edit came back with a sign-in's write).
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
    if (await namesNoDocument(request, slug)) return answer(404, '未找到该内容')
    let response: Response
    try {
      const accounts = await accountsRewritten(request, slug)
      response = accounts.length
        ? await withAccountLocks(accounts, () => handler(request, context))
        : await handler(request, context)
    } catch (error) {
      if (error instanceof ApiError && (error.status === 503 || error.status === 400))
        return answer(error.status, error.message)
      throw error
    }
    if (response.status !== 500) return response
    const fileOf = slug.length === 3 && slug[1] === 'file' ? slug[0] : null
    if (fileOf && !(await isStoredFile(fileOf, slug[2]!))) return answer(404, '文件不存在')
    const malformed = malformedRequest(request, slug)
    return malformed ? answer(malformed.status, malformed.message) : response
  }
}

/**
 * Whether a read, edit or deletion of `/<collection>/<id>` names no document: the id is not a whole
 * number and not one of the collection's own endpoints (`me`, `count`, `versions`, …, or any
 * string where an endpoint takes one, as preferences take their key). Payload would
 * look such an id up, fail in the database and log the failure with its stack before answering 500
 * (turned into a 404 below): a log any visitor could fill. So it is answered here.
 */
async function namesNoDocument(request: Request, slug: string[]): Promise<boolean> {
  if (slug.length !== 2 || !['GET', 'HEAD', 'PATCH', 'DELETE'].includes(request.method)) return false
  const [collectionSlug, segment] = slug as [string, string]
  if (/^\d{1,15}$/.test(segment)) return false
  const collection = (await config).collections.find((entry) => entry.slug === collectionSlug)
  if (!collection || collection.flattenedFields.some((field) => field.name === 'id')) return false
  // An endpoint at `/<literal>` named by the segment, or at `/:key` (preferences by key), takes it.
  const firstSegments = (collection.endpoints || []).map((endpoint) => endpoint.path.split('/')[1] ?? '')
  return !firstSegments.some((first) => first === segment || (first.startsWith(':') && first !== ':id'))
}

/** Sign-in bodies are small JSON: anything else is left to Payload, unlocked. */
const LOGIN_BODY_LIMIT = 16 * 1024

/** The most accounts one bulk edit or deletion may touch (each is locked while it runs). */
export const BULK_ACCOUNT_LIMIT = 500

/**
 * The e-mails of the accounts whose rows this request rewrites: a sign-in (from its JSON body), a
 * sign-out or refresh (the verified caller), an edit or deletion of one user (the stored row) or of
 * many (the rows its `where` matches, when staff ask).
 */
async function accountsRewritten(request: Request, slug: string[]): Promise<string[]> {
  if (slug[0] !== 'users') return []
  if (slug.length === 1 && (request.method === 'PATCH' || request.method === 'DELETE')) return bulkTargets(request)
  const account = await accountRowWriter(request, slug)
  return account ? [account] : []
}

/**
 * The accounts a bulk edit or deletion (`/cms-api/users?where=…`) matches. Only staff get this far
 * in Payload, so only theirs are looked up; a query Payload cannot run is left to Payload to refuse.
 */
async function bulkTargets(request: Request): Promise<string[]> {
  const caller = await getCaller(request)
  if (!caller || !isEmployee(caller)) return []
  // Only an admin may write other accounts; anyone else's bulk write reaches their own row at most
  // (the sales desk reads many accounts, which must not mean locking them all).
  if (!isAdmin(caller)) return [caller.email]
  const query = parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 1000 }) as Record<string, unknown>
  const where = query.where
  if (!where || typeof where !== 'object' || Array.isArray(where)) return []
  const payload = await getPayload()
  let found: { totalDocs: number; docs: { email?: string | null }[] }
  try {
    found = await payload.find({
      collection: 'users',
      where: where as Where,
      limit: BULK_ACCOUNT_LIMIT,
      depth: 0,
      select: { email: true },
      // As the caller: the fields they may query, the rows they may see (Payload's own read of them).
      overrideAccess: false,
      user: caller,
    })
  } catch {
    return []
  }
  if (found.totalDocs > BULK_ACCOUNT_LIMIT) throw new ApiError(400, MSG.bulkAccountLimit)
  return found.docs.flatMap((user) => (user.email ? [user.email] : []))
}

/** The account one request of the users collection rewrites, if any. */
async function accountRowWriter(request: Request, slug: string[]): Promise<string | null> {
  if (slug.length !== 2) return null
  const [, action] = slug as [string, string]
  if (request.method === 'POST' && (action === 'logout' || action === 'refresh-token'))
    return (await getCaller(request))?.email ?? null
  if (request.method === 'POST' && action === 'login') {
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return null
    const text = await boundedText(request.clone(), LOGIN_BODY_LIMIT)
    let body: unknown = null
    try {
      body = text === null ? null : JSON.parse(text)
    } catch {
      return null
    }
    const email = (body as { email?: unknown } | null)?.email
    return typeof email === 'string' && email.trim() ? email : null
  }
  if ((request.method === 'PATCH' || request.method === 'DELETE') && /^\d{1,15}$/.test(action)) {
    const payload = await getPayload()
    return (await findStoredUser(payload, { id: { equals: Number(action) } }))?.email ?? null
  }
  return null
}

/** A request's body as text, or null once it is longer than `limit` bytes (read no further). */
async function boundedText(request: Request, limit: number): Promise<string | null> {
  const reader = request.body?.getReader()
  if (!reader) return null
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
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
