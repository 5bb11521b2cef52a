import { describe, expect, it } from 'vitest'
import { consultedService, contactValueHref } from './consult-service'

describe('consultedService', () => {
  it('reads a plain service name', () => {
    expect(consultedService('生信SCI一对一辅导')).toBe('生信SCI一对一辅导')
    expect(consultedService('  Meta分析  ')).toBe('Meta分析')
  })
  it('takes the first of repeated parameters', () => {
    expect(consultedService(['临床研究', '统计'])).toBe('临床研究')
  })
  it('is null when missing or blank', () => {
    expect(consultedService(undefined)).toBeNull()
    expect(consultedService('   ')).toBeNull()
    expect(consultedService([])).toBeNull()
  })
  it('removes control characters and shortens very long names', () => {
    expect(consultedService('a\nb\tc')).toBe('a b c')
    const long = '服'.repeat(80)
    const result = consultedService(long)!
    expect(Array.from(result)).toHaveLength(61)
    expect(result.endsWith('…')).toBe(true)
  })
})

describe('contactValueHref', () => {
  it('links phones and e-mail addresses', () => {
    expect(contactValueHref('phone', '400-886-2018')).toBe('tel:4008862018')
    expect(contactValueHref('email', 'service@keyan.example.com')).toBe('mailto:service@keyan.example.com')
  })
  it('leaves other kinds and odd values unlinked', () => {
    expect(contactValueHref('wechat', 'keyan-xueshu')).toBeNull()
    expect(contactValueHref('address', '杭州市')).toBeNull()
    expect(contactValueHref('email', 'not an email')).toBeNull()
    expect(contactValueHref('phone', '电话')).toBeNull()
    expect(contactValueHref('phone', null)).toBeNull()
  })
})
