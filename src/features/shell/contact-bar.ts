import { dialHref } from '@/lib/phone-link'
/**
 * The phone contact bar's data (issue #42): the WeChat ID and QR and the phone number, taken from
 * the site's 联系方式 (collection `contact-methods`). The site layout reads the methods through the
 * contact area and hands them here as plain objects, since the shell imports no feature.
 */

/** What the bar reads of a contact method (the contact area's ContactMethodDTO fits it). */
export type ContactMethodLike = { type: string; value: string | null; qr_code_url: string | null }

export type ContactBarData = {
  /** The first active WeChat method: its ID (to copy) and its QR image (to save), either may be missing. */
  wechat: { id: string | null; qrCodeUrl: string | null } | null
  /** The first active phone method with a number that can be dialled. */
  phone: { number: string; href: string } | null
}

/**
 * 咨询 leads to the consult form on /contact: the id of its heading (在线咨询, the section's
 * aria-labelledby), which /contact and every service page render wherever the form sits.
 */
export const CONSULT_FORM_HREF = '/contact#enquiry-heading'

export { dialHref }

export function contactBarData(methods: readonly ContactMethodLike[]): ContactBarData {
  const wechatMethod = methods.find(
    (method) => method.type === 'wechat' && (method.value?.trim() || method.qr_code_url),
  )
  let phone: ContactBarData['phone'] = null
  for (const method of methods) {
    if (method.type !== 'phone') continue
    const href = dialHref(method.value)
    if (href && method.value) {
      phone = { number: method.value.trim(), href }
      break
    }
  }
  return {
    wechat: wechatMethod ? { id: wechatMethod.value?.trim() || null, qrCodeUrl: wechatMethod.qr_code_url } : null,
    phone,
  }
}
