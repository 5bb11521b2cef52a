import { describe, expect, it } from 'vitest'
import { MSG } from '@/cms/auth/messages'
import { registerBody } from './schemas'
import { PRIVACY_CONSENT_REQUIRED, validateRegistration } from './registration'

const form = {
  fullName: '张三',
  email: 'zhang@example.com',
  password: 'Keyan-secret-1',
  confirmPassword: 'Keyan-secret-1',
}

describe('validateRegistration', () => {
  it('asks for the privacy consent in Chinese, after the spec’s rules', () => {
    expect(PRIVACY_CONSENT_REQUIRED).toBe('请阅读并同意《隐私政策》后注册')
    expect(validateRegistration({ ...form, privacyConsent: false })).toBe(PRIVACY_CONSENT_REQUIRED)
    expect(validateRegistration({ ...form, privacyConsent: true })).toBeNull()
    // The spec's rules come first, in their order.
    expect(validateRegistration({ ...form, fullName: ' ', privacyConsent: false })).toBe(MSG.nameRequiredRegister)
    expect(validateRegistration({ ...form, confirmPassword: 'other', privacyConsent: false })).toBe(MSG.passwordsDiffer)
    expect(
      validateRegistration({ ...form, password: '123456', confirmPassword: '123456', privacyConsent: false }),
    ).toBe(MSG.passwordTooCommon)
  })

  it('leaves a call without the consent field (the spec’s API call) to the spec’s rules', () => {
    expect(validateRegistration(form)).toBeNull()
    expect(validateRegistration({ ...form, email: 'x@' })).toBe(MSG.invalidEmail)
  })
})

describe('registerBody (POST /api/auth/register)', () => {
  const body = { email: ' Zhang@Example.com ', password: 'Keyan-secret-1', full_name: ' 张三 ' }
  const problem = (input: unknown) => {
    const result = registerBody.safeParse(input)
    return result.success ? null : result.error.issues[0]?.message
  }

  it('takes the spec’s body without a consent field, as before', () => {
    expect(registerBody.parse(body)).toEqual({
      email: 'zhang@example.com',
      password: 'Keyan-secret-1',
      full_name: '张三',
    })
  })

  it('takes privacy_consent: true and refuses false with the form’s message', () => {
    expect(registerBody.parse({ ...body, privacy_consent: true })).toEqual({
      email: 'zhang@example.com',
      password: 'Keyan-secret-1',
      full_name: '张三',
    })
    expect(problem({ ...body, privacy_consent: false })).toBe(PRIVACY_CONSENT_REQUIRED)
    expect(problem({ ...body, full_name: '', privacy_consent: false })).toBe(MSG.nameRequiredRegister)
    expect(problem({ ...body, privacy_consent: 'yes' })).toBe('请求内容格式错误')
  })
})
