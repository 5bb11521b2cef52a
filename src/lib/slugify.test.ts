import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('spells Chinese titles in pinyin', () => {
    expect(slugify('生物信息学')).toBe('sheng-wu-xin-xi-xue')
  })
  it('keeps ASCII words and numbers, lower-cased and dashed', () => {
    expect(slugify('Meta 分析 2026!')).toBe('meta-fen-xi-2026')
  })
  it('never returns leading or trailing dashes', () => {
    expect(slugify('  ——标题——  ')).toBe('biao-ti')
  })
  it('returns an empty string for punctuation only', () => {
    expect(slugify('！？')).toBe('')
  })
})
