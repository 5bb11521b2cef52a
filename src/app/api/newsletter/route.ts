import { ok, parseJsonBody } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import { NEWSLETTER_CHECK_MAIL, NEWSLETTER_SUBSCRIBED, subscribeToNewsletter } from '@/features/contact/newsletter'
import { newsletterBody } from '@/features/contact/schemas'
import { NO_STORE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/**
 * Subscribes an e-mail address to the newsletter with double opt-in (a confirmation mail); subscribing
 * again is also a success, and an address already confirmed gets no further mail.
 */
export const POST = handle(async (request) => {
  const { email } = await parseJsonBody(request, newsletterBody)
  await enforceRateLimit(request, 'newsletter', { points: 5, durationSeconds: 10 * 60 })
  const { alreadySubscribed } = await subscribeToNewsletter(email)
  return ok(
    { email, already_subscribed: alreadySubscribed },
    alreadySubscribed ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_CHECK_MAIL,
    { headers: NO_STORE },
  )
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
