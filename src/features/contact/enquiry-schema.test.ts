import { describe, expect, it } from 'vitest'
import { enquiryBody, enquiryErrors, normaliseMobile } from './enquiry-schema'
import { utmFrom } from './utm-params'

const valid = { name: '张三', phone: '13800138000', message: '想了解 Meta 分析服务', consent: true }

function errorsOf(input: unknown) {
  const result = enquiryBody.safeParse(input)
  return result.success ? {} : enquiryErrors(result.error)
}

describe('the consult form rules', () => {
  it('accepts a name, one way to reach the visitor, a message and consent', () => {
    const result = enquiryBody.parse({ ...valid, phone: '+86 138-0013-8000', organization: '  ' })
    expect(result).toEqual({ name: '张三', phone: '13800138000', message: '想了解 Meta 分析服务', consent: true })
  })

  it('names every problem per field, in Chinese', () => {
    expect(errorsOf({})).toEqual({
      name: '请填写您的姓名',
      message: '请填写咨询内容',
      consent: '请阅读并同意《隐私政策》后提交',
    })
    expect(errorsOf({ ...valid, phone: undefined })).toEqual({ phone: '请至少填写手机号、微信号或邮箱中的一项' })
    expect(errorsOf({ ...valid, phone: '12345678901' })).toEqual({ phone: '请输入正确的手机号码' })
    expect(errorsOf({ ...valid, email: 'not-an-address' })).toEqual({ email: '请输入有效的邮箱格式' })
    expect(errorsOf({ ...valid, wechat: 'has space' })).toEqual({ wechat: '微信号不能包含空格' })
    expect(errorsOf({ ...valid, message: '长'.repeat(2001) })).toEqual({ message: '咨询内容不能超过2000字' })
    expect(errorsOf({ ...valid, consent: false })).toEqual({ consent: '请阅读并同意《隐私政策》后提交' })
    expect(errorsOf({ ...valid, name: 42 })).toEqual({ name: '请填写您的姓名' })
  })

  it('takes a form post: the checkbox sends "on"', () => {
    expect(enquiryBody.parse({ ...valid, consent: 'on', phone: undefined, wechat: 'zhang_san' }).wechat).toBe(
      'zhang_san',
    )
  })

  it('recognises mainland mobile numbers only', () => {
    expect(normaliseMobile('138 0013 8000')).toBe('13800138000')
    expect(normaliseMobile('8613800138000')).toBe('13800138000')
    expect(normaliseMobile('010-12345678')).toBeNull()
    expect(normaliseMobile('1380013800')).toBeNull()
  })

  it('keeps the UTM parameters of a visit', () => {
    expect(utmFrom(new URLSearchParams('utm_source=baidu&utm_campaign=%20meta%20&x=1'))).toEqual({
      source: 'baidu',
      campaign: 'meta',
    })
    expect(utmFrom({ utm_medium: 'cpc', utm_term: 42 })).toEqual({ medium: 'cpc' })
  })
})
