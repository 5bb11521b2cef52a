'use server'

import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBE_INVALID,
  confirmNewsletter,
  unsubscribeNewsletter,
} from './newsletter'

export type NewsletterLinkState = { status: 'idle' | 'done' | 'failed'; message?: string }

/** The confirm page's button (a form, so it works without JavaScript; a mail scanner's GET does nothing). */
export async function confirmNewsletterForm(
  _previous: NewsletterLinkState,
  form: FormData,
): Promise<NewsletterLinkState> {
  const token = form.get('token')
  const confirmed = typeof token === 'string' && (await confirmNewsletter(token))
  return confirmed
    ? { status: 'done', message: NEWSLETTER_CONFIRMED }
    : { status: 'failed', message: NEWSLETTER_LINK_INVALID }
}

/** The unsubscribe page's button. */
export async function unsubscribeNewsletterForm(
  _previous: NewsletterLinkState,
  form: FormData,
): Promise<NewsletterLinkState> {
  const done = await unsubscribeNewsletter(form.get('id') ?? undefined, form.get('token') ?? undefined)
  return done
    ? { status: 'done', message: NEWSLETTER_UNSUBSCRIBED }
    : { status: 'failed', message: NEWSLETTER_UNSUBSCRIBE_INVALID }
}
