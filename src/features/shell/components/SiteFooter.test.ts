import { describe, expect, it } from 'vitest'
import { copyrightYear } from './SiteFooter'

describe('copyrightYear', () => {
  it('is the current year in China time', () => {
    expect(copyrightYear(new Date('2026-06-15T12:00:00Z'))).toBe(2026)
    // 31 Dec 2026, 16:00 UTC is already 1 Jan 2027 in Beijing.
    expect(copyrightYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026)
    expect(copyrightYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027)
  })

  it('follows the clock rather than a year fixed in code', () => {
    expect(copyrightYear()).toBeGreaterThanOrEqual(2026)
  })
})
