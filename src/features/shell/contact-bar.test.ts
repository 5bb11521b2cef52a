import { describe, expect, it } from 'vitest'
import { contactBarData, dialHref } from './contact-bar'

const wechat = { type: 'wechat', value: 'keyan-xueshu', qr_code_url: '/media/qr.png' }
const phone = { type: 'phone', value: '400-886-2018', qr_code_url: null }

describe('the phone contact bar data', () => {
  it('takes the WeChat ID and QR and a dialable phone number from the contact methods', () => {
    expect(contactBarData([wechat, phone, { type: 'email', value: 'a@b.cn', qr_code_url: null }])).toEqual({
      wechat: { id: 'keyan-xueshu', qrCodeUrl: '/media/qr.png' },
      phone: { number: '400-886-2018', href: 'tel:4008862018' },
    })
  })

  it('uses the first method of a kind, skipping a phone that cannot be dialled', () => {
    const data = contactBarData([
      { type: 'phone', value: '见下方', qr_code_url: null },
      { ...phone, value: ' +86 571 8690 2019 ' },
      phone,
      { ...wechat, value: 'second' },
    ])
    expect(data.phone).toEqual({ number: '+86 571 8690 2019', href: 'tel:+8657186902019' })
    expect(data.wechat?.id).toBe('second')
  })

  it('keeps a WeChat method with only a QR or only an ID, and drops one with neither', () => {
    expect(contactBarData([{ ...wechat, value: ' ' }]).wechat).toEqual({ id: null, qrCodeUrl: '/media/qr.png' })
    expect(contactBarData([{ ...wechat, qr_code_url: null }]).wechat).toEqual({ id: 'keyan-xueshu', qrCodeUrl: null })
    expect(contactBarData([{ ...wechat, value: null, qr_code_url: null }]).wechat).toBeNull()
  })

  it('has nothing to offer without contact methods', () => {
    expect(contactBarData([])).toEqual({ wechat: null, phone: null })
  })

  it('dials digits and a leading plus only', () => {
    expect(dialHref('400-886-2018')).toBe('tel:4008862018')
    expect(dialHref('(0571) 8690 2019 转 8')).toBe('tel:057186902019')
    expect(dialHref('0571-86902019 ext. 12')).toBe('tel:057186902019')
    expect(dialHref('123')).toBeNull()
    expect(dialHref(null)).toBeNull()
  })
})
