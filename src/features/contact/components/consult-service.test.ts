import { describe, expect, it } from 'vitest'
import {
  OTHER_SERVICE,
  OTHER_SERVICE_LABEL,
  SERVICE_CHOICES_MAX,
  consultedService,
  contactValueHref,
  serviceChoices,
  serviceOptions,
} from './consult-service'

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

describe('serviceChoices', () => {
  it('joins the lists in order, tidied, without blanks or repeats', () => {
    expect(serviceChoices(['生信SCI一对一辅导', ' 论文润色与选刊 ', ''], ['论文润色与选刊', '科研培训', null])).toEqual(
      ['生信SCI一对一辅导', '论文润色与选刊', '科研培训'],
    )
  })
  it('leaves out 其他 (the form adds its own) and names the form could not send', () => {
    expect(serviceChoices(['其他', '服'.repeat(101), 'Meta分析'])).toEqual(['Meta分析'])
  })
  it('offers at most SERVICE_CHOICES_MAX services', () => {
    const many = Array.from({ length: 60 }, (_, index) => `服务${index}`)
    expect(serviceChoices(many)).toHaveLength(SERVICE_CHOICES_MAX)
  })
})

describe('serviceOptions', () => {
  const choices = ['生信SCI一对一辅导', '统计分析指导']
  it('lists the services and then 其他', () => {
    expect(serviceOptions(choices, '')).toEqual([
      { value: '生信SCI一对一辅导', label: '生信SCI一对一辅导' },
      { value: '统计分析指导', label: '统计分析指导' },
      { value: OTHER_SERVICE, label: OTHER_SERVICE_LABEL },
    ])
    expect(serviceOptions(choices, '统计分析指导')).toHaveLength(3)
    expect(serviceOptions(choices, OTHER_SERVICE)).toHaveLength(3)
  })
  it('keeps a service the catalogue does not name, first and exactly as given', () => {
    expect(serviceOptions(choices, '生信SCI辅导·入门版')[0]).toEqual({
      value: '生信SCI辅导·入门版',
      label: '生信SCI辅导·入门版',
    })
    expect(serviceOptions(choices, '生信SCI辅导·入门版')).toHaveLength(4)
  })
})
