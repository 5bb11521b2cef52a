import { ok, parseJsonBody } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import { NEWSLETTER_CHECK_MAIL, subscribeToNewsletter } from '@/features/contact/newsletter'
import { newsletterBody } from '@/features/contact/schemas'
import { NO_STORE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/**
 * Subscribes an e-mail address to the newsletter with double opt-in. Every well-formed address gets
 * the same answer after the same work (the subscription is stored first, its mail follows; see
 * subscribeToNewsletter), so the answer never tells whether the address is subscribed already.
 */
export const POST = handle(async (request) => {
  const { email } = await parseJsonBody(request, newsletterBody)
  await enforceRateLimit(request, 'newsletter', { points: 5, durationSeconds: 10 * 60 })
  await subscribeToNewsletter(email)
  return ok({ email, already_subscribed: false }, NEWSLETTER_CHECK_MAIL, { headers: NO_STORE })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
