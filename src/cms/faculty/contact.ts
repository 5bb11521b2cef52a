/**
 * A faculty member's contact details: four text fields in the admin (no JSON editor), and the
 * form the spec's API has always returned them in (an object, a JSON string of one, or a plain
 * string read as an e-mail address), kept per record so the API answers exactly as before.
 */

export const CONTACT_KEYS = ['email', 'phone', 'wechat', 'website'] as const
export type ContactKey = (typeof CONTACT_KEYS)[number]
export type ContactDetails = Partial<Record<ContactKey, string>>

/** How the API returns the details: the stored form of the record before the fields existed. */
export type ContactForm = 'object' | 'json' | 'email'

export type ContactFields = { [K in ContactKey]?: string | null } & { form?: ContactForm | null }

export const CONTACT_FORMS: { label: string; value: ContactForm }[] = [
  { label: '对象', value: 'object' },
  { label: 'JSON 字符串', value: 'json' },
  { label: '纯文本（邮箱）', value: 'email' },
]

function pick(source: Record<string, unknown>): ContactDetails {
  const details: ContactDetails = {}
  for (const key of CONTACT_KEYS) {
    const value = source[key]
    if (typeof value === 'string' && value.trim()) details[key] = value.trim()
  }
  return details
}

/** The old `contact_info` value (object, JSON text, plain string, or the JSON column's text) as fields. */
export function contactFieldsFromLegacy(value: unknown): ContactFields | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && !Array.isArray(value))
    return { ...pick(value as Record<string, unknown>), form: 'object' }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return { ...pick(parsed as Record<string, unknown>), form: 'json' }
    } catch {
      // not JSON: an e-mail address, below
    }
  }
  return text ? { email: text, form: 'email' } : null
}

/** The details as the API returns them, in the record's form; null when there are none. */
export function contactForApi(fields: ContactFields | null | undefined): ContactDetails | string | null {
  if (!fields) return null
  const details = pick(fields as Record<string, unknown>)
  const keys = Object.keys(details)
  if (!keys.length) return null
  if (fields.form === 'email' && keys.length === 1 && details.email) return details.email
  if (fields.form === 'json') return JSON.stringify(details)
  return details
}
