import 'server-only'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { claimRow } from '@/cms/raw-sql'
import { createOneTimeToken, hashToken } from '@/cms/auth/tokens'
import { newsletterAlreadySubscribedMail, newsletterConfirmMail } from '@/cms/auth/mail-templates'
import { sendAccountMail, takeMailAllowance } from '@/cms/auth/mailer'
import { runAfterResponse } from '@/cms/auth/background'
import {
  CONFIRM_TOKEN_TTL_MS,
  isUnsubscribeToken,
  listUnsubscribeHeaders,
  unsubscribePageUrl,
} from '@/cms/newsletter/links'
import { env } from '@/lib/env'

export const NEWSLETTER_SUBSCRIBED = '订阅成功！我们会定期向您发送学术资讯。'
export const NEWSLETTER_CHECK_MAIL = '请查收确认邮件，点击邮件中的链接即可完成订阅。'
export const NEWSLETTER_CONFIRMED = NEWSLETTER_SUBSCRIBED
export const NEWSLETTER_LINK_INVALID = '确认链接无效、已过期或已使用。如需订阅，请在“订阅学术资讯”页面重新提交邮箱。'
export const NEWSLETTER_UNSUBSCRIBED = '您已退订，今后不会再收到学术资讯邮件。'
export const NEWSLETTER_UNSUBSCRIBE_INVALID = '退订链接无效，请使用邮件中的完整链接。'

type Subscription = { id: number; email: string; status: string }

/**
 * Subscribes an address with double opt-in. The answer is the same for every address (the route
 * says "check your mail"), and so is the work done before it: one budget check, one read and one
 * write, whichever the address; the mail follows the answer. So neither the answer's text nor its
 * time tells a new, pending, unsubscribed or confirmed address apart, and an answered subscription
 * is stored (a failed write fails the request instead of being acknowledged):
 * - a new, pending or unsubscribed address gets a confirmation link (a fresh one replaces the
 *   last) and stays 待确认 until the link is used;
 * - a confirmed address stays confirmed (its row is only touched) and gets a short "you are already
 *   subscribed" mail, so the person who asked still finds the mail the answer promised, with no
 *   link that changes anything;
 * - past the recipient's mail budget (cms/auth/mailer.ts) nothing is stored or sent, so the link
 *   mailed last still works.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const payload = await getPayload()
  const address = email.trim().toLowerCase()
  const allowance = await takeMailAllowance('newsletter-confirm', address)
  if (!allowance) return
  let subscription = await findByEmail(payload, address)
  if (subscription?.status === 'confirmed') {
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: subscription.id,
      data: {},
      overrideAccess: true,
      depth: 0,
    })
    const id = subscription.id
    runAfterResponse(payload, 'newsletter notice', () =>
      sendAccountMail(
        payload,
        'newsletter-confirm',
        address,
        newsletterAlreadySubscribedMail({ siteLink: env.siteUrl, unsubscribeLink: unsubscribePageUrl(id) }),
        listUnsubscribeHeaders(id),
        allowance,
      ),
    )
    return
  }
  const { token, hash } = createOneTimeToken()
  const confirmation = {
    confirm_token_hash: hash,
    confirm_expires_at: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS).toISOString(),
  }
  if (!subscription) {
    try {
      subscription = (await payload.create({
        collection: 'newsletter-subscriptions',
        data: { email: address, status: 'pending', ...confirmation },
        overrideAccess: true,
        depth: 0,
      })) as Subscription
    } catch (error) {
      // Two requests at once: the unique index keeps one row, and the one that made it mails.
      if (await findByEmail(payload, address)) return
      throw error
    }
  } else {
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: subscription.id,
      data: { status: 'pending', ...confirmation },
      overrideAccess: true,
      depth: 0,
    })
  }
  const id = subscription.id
  runAfterResponse(payload, 'newsletter confirmation', () =>
    sendAccountMail(
      payload,
      'newsletter-confirm',
      address,
      newsletterConfirmMail({
        link: `${env.siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
        unsubscribeLink: unsubscribePageUrl(id),
        validDays: CONFIRM_TOKEN_TTL_MS / (24 * 60 * 60 * 1000),
      }),
      listUnsubscribeHeaders(id),
      allowance,
    ),
  )
}

/** Uses a confirmation link: the subscription becomes 已确认 and the link can never be used again. */
export async function confirmNewsletter(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { confirm_token_hash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const subscription = found.docs[0] as (Subscription & { confirm_expires_at?: string | null }) | undefined
  if (!subscription) return false
  if (!subscription.confirm_expires_at || new Date(subscription.confirm_expires_at).getTime() < Date.now()) return false
  // The link is used up in one statement: of two clicks at once, one clears the hash.
  const claimed = await claimRow(
    payload,
    'newsletter_subscriptions',
    subscription.id,
    'confirm_token_hash',
    hashToken(token),
    null,
  )
  if (!claimed) return false
  await payload.update({
    collection: 'newsletter-subscriptions',
    id: subscription.id,
    data: {
      status: 'confirmed',
      confirmed_at: new Date().toISOString(),
      unsubscribed_at: null,
      confirm_expires_at: null,
    },
    overrideAccess: true,
    depth: 0,
  })
  return true
}

/** Leaves the list (idempotent): any later mail skips the address. */
export async function unsubscribeNewsletter(id: unknown, token: unknown): Promise<boolean> {
  const subscriptionId = typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : null
  if (subscriptionId === null || typeof token !== 'string' || !isUnsubscribeToken(subscriptionId, token)) return false
  const payload = await getPayload()
  const existing = await payload.db.findOne<Subscription>({
    collection: 'newsletter-subscriptions',
    where: { id: { equals: subscriptionId } },
  })
  if (!existing) return false
  if (existing.status !== 'unsubscribed') {
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: subscriptionId,
      data: { status: 'unsubscribed', unsubscribed_at: new Date().toISOString(), confirm_token_hash: null },
      overrideAccess: true,
      depth: 0,
    })
  }
  return true
}

async function findByEmail(payload: Payload, email: string): Promise<Subscription | null> {
  const found = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Subscription | undefined) ?? null
}
