import type { CollectionAfterChangeHook, Payload } from 'payload'
import { runAfterResponse } from '@/cms/auth/background'
import { enquiryAcknowledgementMail, enquiryNoticeMail } from '@/cms/auth/mail-templates'
import { sendAccountMail } from '@/cms/auth/mailer'
import { isValidEmail } from '@/cms/auth/validation'
import { env } from '@/lib/env'

/** The contact methods an acknowledgement offers for reaching the company sooner. */
const ACKNOWLEDGEMENT_CONTACT_TYPES = ['phone', 'wechat', 'email']

async function companyContacts(payload: Payload): Promise<{ label: string; value: string }[]> {
  const methods = await payload.find({
    collection: 'contact-methods',
    where: { and: [{ is_active: { equals: true } }, { type: { in: ACKNOWLEDGEMENT_CONTACT_TYPES } }] },
    sort: 'sort_order',
    limit: 5,
    depth: 0,
    overrideAccess: true,
    select: { name: true, value: true },
  })
  return methods.docs.flatMap((method) => {
    const value = method.value?.trim()
    return value ? [{ label: method.name, value }] : []
  })
}

/**
 * A new enquiry mails the sales desk (site settings → 咨询通知邮箱) with a link to it in the admin,
 * a reply going to the visitor's address when they gave one; and the visitor who gave an address
 * gets an acknowledgement (the service asked about, the form's promise, the company's contacts).
 * Both go out after the visitor's answer, each on its own (one failing leaves the other and the
 * enquiry alone), and are recorded in the outbox like account mail.
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
  const visitor = typeof doc.email === 'string' ? doc.email.trim() : ''
  if (visitor && isValidEmail(visitor)) {
    runAfterResponse(payload, 'enquiry acknowledgement', async () => {
      const content = enquiryAcknowledgementMail({ service: doc.service, contacts: await companyContacts(payload) })
      await sendAccountMail(payload, 'enquiry-acknowledgement', visitor, content)
    })
  }
  return doc
}
