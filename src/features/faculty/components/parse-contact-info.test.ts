import { describe, expect, it } from 'vitest'
import { parseContactInfo } from '@/features/faculty/serialize'

describe('parseContactInfo (the three stored forms of contact_info)', () => {
  it('reads an object, keeping only the four known, non-empty fields (trimmed)', () => {
    expect(
      parseContactInfo({
        email: ' a@b.cn ',
        phone: '0571-1',
        wechat: 'wx',
        website: 'https://x.cn',
        fax: '1',
        extra: { nested: true },
      }),
    ).toEqual({ email: 'a@b.cn', phone: '0571-1', wechat: 'wx', website: 'https://x.cn' })
    expect(parseContactInfo({ email: '', phone: '   ', wechat: 42 })).toEqual({})
  })

  it('reads a JSON string of such an object', () => {
    expect(
      parseContactInfo('{"email":"li.jy@keyan.example.com","phone":"0571-8690 2019","wechat":"keyan_li"}'),
    ).toEqual({
      email: 'li.jy@keyan.example.com',
      phone: '0571-8690 2019',
      wechat: 'keyan_li',
    })
    expect(parseContactInfo('  {"website":"https://keyan.example.com/lab"}  ')).toEqual({
      website: 'https://keyan.example.com/lab',
    })
  })

  it('treats a plain string as an e-mail address', () => {
    expect(parseContactInfo('zhang.ming@keyan.example.com')).toEqual({ email: 'zhang.ming@keyan.example.com' })
    expect(parseContactInfo('  someone@example.com ')).toEqual({ email: 'someone@example.com' })
  })

  it('treats broken JSON as a plain string rather than failing', () => {
    expect(parseContactInfo('{"email": oops')).toEqual({ email: '{"email": oops' })
  })

  it('gives an empty object for nothing usable', () => {
    expect(parseContactInfo(null)).toEqual({})
    expect(parseContactInfo(undefined)).toEqual({})
    expect(parseContactInfo('')).toEqual({})
    expect(parseContactInfo('   ')).toEqual({})
    expect(parseContactInfo(['a@b.cn'])).toEqual({})
    expect(parseContactInfo(12)).toEqual({})
    expect(parseContactInfo('[1,2]')).toEqual({ email: '[1,2]' })
  })
})
