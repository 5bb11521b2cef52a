import { describe, expect, it } from 'vitest'
import { formatDateZh, formatFileSize } from './format'

describe('formatFileSize', () => {
  it('shows 0 as "0 Bytes"', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
  })

  it('keeps small sizes in bytes', () => {
    expect(formatFileSize(512)).toBe('512 Bytes')
  })

  it('scales by 1024 with up to two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(1234567)).toBe('1.18 MB')
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB')
  })

  it('reaches TB and stays there for larger sizes', () => {
    expect(formatFileSize(1024 ** 4)).toBe('1 TB')
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 TB')
  })

  it('shows 未知大小 when the size is missing', () => {
    expect(formatFileSize(null)).toBe('未知大小')
    expect(formatFileSize(undefined)).toBe('未知大小')
    expect(formatFileSize(Number.NaN)).toBe('未知大小')
  })
})

describe('formatDateZh', () => {
  it('formats a date in zh-CN long form in China time', () => {
    expect(formatDateZh('2026-11-21T16:30:00.000Z')).toBe('2026年11月22日')
  })

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDateZh(null)).toBe('')
    expect(formatDateZh('not a date')).toBe('')
  })
})
