/** What the newsletter form tells the visitor after POST /api/newsletter (pure; unit-tested). */

export const NEWSLETTER_SUCCESS = '订阅成功！我们会定期向您发送学术资讯。'
export const NEWSLETTER_FAILURE = '订阅失败，请稍后重试'

export type NewsletterOutcome = { ok: boolean; message: string }

/** `status` 0 means the request never got an answer. A success or a 4xx shows the server's own message. */
export function newsletterOutcome(status: number, body: unknown): NewsletterOutcome {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  const serverMessage = typeof record?.message === 'string' && record.message.trim() ? record.message.trim() : null
  if (status >= 200 && status < 300 && record?.success === true)
    return { ok: true, message: serverMessage ?? NEWSLETTER_SUCCESS }
  if (status >= 400 && status < 500 && serverMessage) return { ok: false, message: serverMessage }
  return { ok: false, message: NEWSLETTER_FAILURE }
}
