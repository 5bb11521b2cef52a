import { ok, fail } from '@/lib/api'
import {
  NEWSLETTER_UNSUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBE_INVALID,
  unsubscribeNewsletter,
} from '@/features/contact/newsletter'
import { NO_STORE, handle, methodNotAllowed } from '@/app/api/_shared/http'

/**
 * One-click unsubscribe (RFC 8058): mail programs POST here with the link of the mail's
 * List-Unsubscribe header. The signed token in the link is the authority; the body is ignored.
 */
export const POST = handle(async (request) => {
  const query = new URL(request.url).searchParams
  const done = await unsubscribeNewsletter(query.get('id') ?? undefined, query.get('token') ?? undefined)
  if (!done) return fail(400, NEWSLETTER_UNSUBSCRIBE_INVALID, NO_STORE)
  return ok(null, NEWSLETTER_UNSUBSCRIBED, { headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
