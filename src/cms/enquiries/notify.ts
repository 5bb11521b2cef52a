import type { CollectionAfterChangeHook } from 'payload'
import { runAfterResponse } from '@/cms/auth/background'
import { enquiryNoticeMail } from '@/cms/auth/mail-templates'
import { sendAccountMail } from '@/cms/auth/mailer'
import { env } from '@/lib/env'

/**
 * A new enquiry mails the sales desk (site settings → 咨询通知邮箱) with a link to it in the admin,
 * after the visitor's answer has gone out; the mail is recorded in the outbox like account mail.
 */
export const notifyStaffOfEnquiry: CollectionAfterChangeHook = ({ doc, operation, req, context }) => {
  // The seed's demo enquiries mail nobody.
  if (operation !== 'create' || context.quietEnquiry) return doc
  const { payload } = req
  runAfterResponse(payload, 'enquiry notice', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const to = settings.enquiry_notify_email?.trim()
    if (!to) return
    const adminLink = `${env.siteUrl}/admin/collections/enquiries/${doc.id}`
    await sendAccountMail(payload, 'enquiry-notice', to, enquiryNoticeMail({ enquiry: doc, adminLink }))
  })
  return doc
}
