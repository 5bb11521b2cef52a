import { describe, expect, it } from 'vitest'
import { contactFieldsFromLegacy, contactForApi } from './contact'

describe('faculty contact fields keep the API answer of the old JSON field', () => {
  const legacy: unknown[] = [
    {
      email: 'wang@keyan.example.com',
      phone: '0571-8690 2018',
      wechat: 'keyan_wang',
      website: 'https://example.edu.cn',
    },
    JSON.stringify({ email: 'li.jy@keyan.example.com', phone: '0571-8690 2019', wechat: 'keyan_li' }),
    'zhang.ming@keyan.example.com',
    { email: 'liu.fang@keyan.example.com', wechat: 'keyan_liufang' },
  ]

  for (const value of legacy) {
    it(`answers ${typeof value === 'string' ? value.slice(0, 20) : 'an object'} as before`, () => {
      expect(contactForApi(contactFieldsFromLegacy(value))).toEqual(value)
    })
  }

  it('reads the three forms into fields', () => {
    expect(contactFieldsFromLegacy(legacy[1])).toEqual({
      email: 'li.jy@keyan.example.com',
      phone: '0571-8690 2019',
      wechat: 'keyan_li',
      form: 'json',
    })
    expect(contactFieldsFromLegacy(' a@b.cn ')).toEqual({ email: 'a@b.cn', form: 'email' })
    expect(contactFieldsFromLegacy('{not json')).toEqual({ email: '{not json', form: 'email' })
    expect(contactFieldsFromLegacy(null)).toBeNull()
    expect(contactFieldsFromLegacy('')).toBeNull()
    expect(contactFieldsFromLegacy([1])).toBeNull()
  })

  it('new records answer an object; a plain-e-mail record given a phone becomes an object', () => {
    expect(contactForApi({ email: 'a@b.cn', form: 'object' })).toEqual({ email: 'a@b.cn' })
    expect(contactForApi({ email: 'a@b.cn', phone: '1', form: 'email' })).toEqual({ email: 'a@b.cn', phone: '1' })
    expect(contactForApi({ email: '  ', form: 'object' })).toBeNull()
    expect(contactForApi(null)).toBeNull()
  })
})
