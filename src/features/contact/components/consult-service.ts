import { dialHref } from '@/lib/phone-link'
import { ENQUIRY_LIMITS } from '@/features/contact/enquiry-fields'

/** The service named by /contact?service=…: trimmed, control characters removed, at most 60 characters; null when absent. */
export const CONSULT_SERVICE_MAX_LENGTH = 60

export function consultedService(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string') return null
  const cleaned = Array.from(raw, (char) => (isControlCharacter(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  if (!cleaned) return null
  const chars = Array.from(cleaned)
  return chars.length > CONSULT_SERVICE_MAX_LENGTH ? `${chars.slice(0, CONSULT_SERVICE_MAX_LENGTH).join('')}…` : cleaned
}

/** The href of a contact method's value: phone → tel:, e-mail → mailto:, otherwise none. */
export function contactValueHref(type: string, value: string | null): string | null {
  if (!value) return null
  const text = value.trim()
  if (type === 'phone') return dialHref(text)
  if (type === 'email' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`
  return null
}

/** C0 controls (U+0000–U+001F) and DEL. */
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code < 0x20 || code === 0x7f
}

/** The consult form's 其他 choice: the visitor names the service in 咨询内容. */
export const OTHER_SERVICE = '其他'
export const OTHER_SERVICE_LABEL = '其他（请在咨询内容中说明）'
/** At most this many catalogue services are offered in the form's choice. */
export const SERVICE_CHOICES_MAX = 40

/**
 * The services the consult form offers, from the catalogue's lists in order (the service menu, then
 * the services): spaces tidied; blanks, repeats, 其他 and names too long for the form dropped; at most
 * SERVICE_CHOICES_MAX.
 */
export function serviceChoices(...lists: readonly (readonly (string | null | undefined)[])[]): string[] {
  const seen = new Set<string>()
  for (const name of lists.flat()) {
    const cleaned = typeof name === 'string' ? name.replace(/\s+/g, ' ').trim() : ''
    if (!cleaned || cleaned === OTHER_SERVICE || seen.has(cleaned)) continue
    if (Array.from(cleaned).length > ENQUIRY_LIMITS.service) continue // the form could not send it
    seen.add(cleaned)
    if (seen.size === SERVICE_CHOICES_MAX) break
  }
  return [...seen]
}

/**
 * The options of the form's 咨询服务 choice: the catalogue's services and 其他, with the current
 * value first when the catalogue does not name it (a tier's or a course's own name from
 * /contact?service=, or what an older form sent), so it is kept exactly as it came.
 */
export function serviceOptions(choices: readonly string[], current: string): { value: string; label: string }[] {
  const options = choices.map((name) => ({ value: name, label: name }))
  const value = current.trim()
  if (value && value !== OTHER_SERVICE && !choices.includes(value)) options.unshift({ value, label: value })
  return [...options, { value: OTHER_SERVICE, label: OTHER_SERVICE_LABEL }]
}
