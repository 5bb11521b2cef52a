/**
 * The `tel:` link of a phone number as staff type it ("400-886-2018", "(0571) 8690 2019 转 8"): the
 * digits and a leading +, without an extension (a phone dials the main number; the visitor reads
 * the extension on the page). Null when too short to be a number.
 */
export function dialHref(value: string | null | undefined): string | null {
  const number = (value ?? '').split(/转|分机|ext/i)[0] ?? ''
  const dialable = number.trim().replace(/[^\d+]/g, '')
  return dialable.length >= 5 ? `tel:${dialable}` : null
}
