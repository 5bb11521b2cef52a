/**
 * The consult form's fields and limits, without zod: the form draws with them on every page it is
 * on, and loads its rules (enquiry-schema.ts, with zod) only once a visitor starts filling it in.
 */

export const ENQUIRY_LIMITS = {
  name: 50,
  phone: 20,
  wechat: 40,
  email: 254,
  service: 100,
  message: 2000,
  organization: 100,
  contact_time: 50,
  source_page: 300,
} as const

export const ENQUIRY_FIELDS = [
  'name',
  'phone',
  'wechat',
  'email',
  'service',
  'message',
  'organization',
  'contact_time',
  'consent',
] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]

export type EnquiryErrors = Partial<Record<EnquiryField | 'source_page', string>>
