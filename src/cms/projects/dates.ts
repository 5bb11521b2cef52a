/** The calendar day of a moment in China ('2026-11-28'), where validity dates are meant. */
export function chinaDay(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** A quote valid until `validUntil` can still be accepted today (through that whole day in China). */
export function stillValid(validUntil: string | null | undefined, now = new Date()): boolean {
  return !validUntil || chinaDay(validUntil) >= chinaDay(now)
}
