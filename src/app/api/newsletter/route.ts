import { ok, parseJsonBody } from '@/lib/api'
import { enforceRateLimit } from '@/lib/rate-limit'
import { subscribeToNewsletter } from '@/features/contact/queries'
import { newsletterBody } from '@/features/contact/schemas'
import { NO_STORE, methodNotAllowed, handle } from '@/app/api/_shared/http'

/** Subscribes an e-mail address to the newsletter; subscribing again is also a success. */
export const POST = handle(async (request) => {
  const { email } = await parseJsonBody(request, newsletterBody)
  await enforceRateLimit(request, 'newsletter', { points: 5, durationSeconds: 10 * 60 })
  const { alreadySubscribed } = await subscribeToNewsletter(email)
  return ok({ email, already_subscribed: alreadySubscribed }, '订阅成功！我们会定期向您发送学术资讯。', {
    headers: NO_STORE,
  })
})

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
