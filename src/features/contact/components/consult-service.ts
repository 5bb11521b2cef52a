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
  if (type === 'phone') {
    const dialable = text.replace(/[^\d+]/g, '')
    return dialable.length >= 5 ? `tel:${dialable}` : null
  }
  if (type === 'email' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`
  return null
}

/** C0 controls (U+0000–U+001F) and DEL. */
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code < 0x20 || code === 0x7f
}
