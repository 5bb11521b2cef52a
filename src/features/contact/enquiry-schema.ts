import * as z from 'zod/mini'
import { MSG } from '@/cms/auth/messages'
import { isValidEmail } from '@/cms/auth/validation'
import { ENQUIRY_LIMITS, type EnquiryErrors } from './enquiry-fields'

// zod/mini, not zod: the form ships this schema to the browser, and the full library added about
// 28 KB (gzip) to every page with the form inline (measured on a tier page: 190 KB of first-load
// JavaScript). The server reads it the same way (POST /api/enquiries, the OpenAPI document).
// In the browser zod would otherwise probe for eval (`Function('')`) at its first object parse,
// which the site's script policy refuses and reports; interpreted parsing is fast enough here.
z.config({ jitless: true })

/**
 * The consult form's rules, one schema for the browser (inline messages), the form's server action
 * (no JavaScript) and POST /api/enquiries. Every problem is reported per field, in Chinese.
 * Free of server modules: the form loads it when a visitor starts filling it in. The field names and
 * limits the form draws with are in enquiry-fields.ts, without zod; the UTM helpers in utm-params.ts.
 */

/** A mainland mobile number: 11 digits starting 13–19, optionally written with +86, spaces or dashes. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(?:\+?86)(?=1\d{10}$)/, '')
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null
}

const text = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.string({ error: '请输入文字' }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value) => value || undefined),
  )

export const enquiryBody = z.pipe(
  z
    .object({
      name: z
        .string({ error: '请填写您的姓名' })
        .check(
          z.trim(),
          z.minLength(1, '请填写您的姓名'),
          z.maxLength(ENQUIRY_LIMITS.name, `姓名不能超过${ENQUIRY_LIMITS.name}个字符`),
        ),
      phone: text(ENQUIRY_LIMITS.phone, '请输入正确的手机号码').check(
        z.refine((value) => value === undefined || normaliseMobile(value) !== null, '请输入正确的手机号码'),
      ),
      wechat: text(ENQUIRY_LIMITS.wechat, `微信号不能超过${ENQUIRY_LIMITS.wechat}个字符`).check(
        z.refine((value) => value === undefined || !/\s/.test(value), '微信号不能包含空格'),
      ),
      email: text(ENQUIRY_LIMITS.email, MSG.invalidEmail).check(
        z.refine((value) => value === undefined || isValidEmail(value), MSG.invalidEmail),
      ),
      service: text(ENQUIRY_LIMITS.service, `服务名称不能超过${ENQUIRY_LIMITS.service}个字符`),
      message: z
        .string({ error: '请填写咨询内容' })
        .check(
          z.trim(),
          z.minLength(1, '请填写咨询内容'),
          z.maxLength(ENQUIRY_LIMITS.message, `咨询内容不能超过${ENQUIRY_LIMITS.message}字`),
        ),
      organization: text(ENQUIRY_LIMITS.organization, `单位名称不能超过${ENQUIRY_LIMITS.organization}个字符`),
      contact_time: text(ENQUIRY_LIMITS.contact_time, `联系时间不能超过${ENQUIRY_LIMITS.contact_time}个字符`),
      consent: z
        .unknown()
        .check(
          z.refine((value) => value === true || value === 'true' || value === 'on', '请阅读并同意《隐私政策》后提交'),
        ),
      source_page: text(ENQUIRY_LIMITS.source_page, '来源页面过长'),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!value.phone && !value.wechat && !value.email) {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: '请至少填写手机号、微信号或邮箱中的一项' })
        }
      }),
    ),
  z.transform(({ consent: _consent, phone, ...rest }) => ({
    ...rest,
    phone: phone === undefined ? undefined : normaliseMobile(phone)!,
    consent: true as const,
  })),
)

export type EnquiryInput = z.infer<typeof enquiryBody>

/** The first message of each field, as the form shows them. */
export function enquiryErrors(error: z.core.$ZodError): EnquiryErrors {
  const errors: EnquiryErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'message') as keyof EnquiryErrors
    errors[field] ??= issue.message
  }
  return errors
}
