import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords'
import { MSG } from './messages'
import {
  isValidEmail,
  newPasswordProblem,
  phoneOrNull,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from './validation'

describe('spec texts', () => {
  it('keeps the spec’s Chinese messages exactly', () => {
    expect(MSG).toMatchObject({
      fillAllFields: '请填写所有字段',
      invalidEmail: '请输入有效的邮箱格式',
      nameRequiredRegister: '请输入您的姓名',
      emailRequired: '请输入邮箱地址',
      passwordTooShortRegister: '密码至少需要6个字符',
      passwordsDiffer: '两次输入的密码不一致',
      newPasswordRequired: '请输入新密码',
      passwordTooShortReset: '密码长度至少6位',
      nameRequiredProfile: '请输入姓名',
      invalidCredentials: '邮箱或密码错误，请检查后重试',
      emailNotConfirmed: '请先验证您的邮箱地址',
      loginFailed: '登录失败，请重试',
      registerFailed: '注册失败，请重试',
      registerSucceeded: '注册成功！请检查您的邮箱进行验证。',
      sendFailed: '发送失败，请重试',
      resetLinkSent: '重置链接已发送到您的邮箱',
      invalidResetLink: '无效的重置链接',
      resetFailed: '重置失败',
      resetSucceeded: '密码重置成功！',
      loadUserFailed: '加载用户信息失败',
      saveFailed: '保存失败',
      profileSaved: '个人信息保存成功！',
    })
  })
})

describe('validateLogin', () => {
  it('asks for both fields first, then a valid e-mail', () => {
    expect(validateLogin({ email: '', password: '' })).toBe(MSG.fillAllFields)
    expect(validateLogin({ email: 'bad', password: '' })).toBe(MSG.fillAllFields)
    expect(validateLogin({ email: '  ', password: 'x' })).toBe(MSG.fillAllFields)
    expect(validateLogin({ email: 'bad', password: 'x' })).toBe(MSG.invalidEmail)
    expect(validateLogin({ email: 'a@b', password: 'x' })).toBe(MSG.invalidEmail)
    expect(validateLogin({ email: ' a@b.cn ', password: 'x' })).toBeNull()
  })
})

describe('validateRegister', () => {
  const valid = { fullName: '张三', email: 'zhang@example.com', password: 'Keyan-2026', confirmPassword: 'Keyan-2026' }

  it('checks name, e-mail, e-mail format, length and match in the spec’s order', () => {
    // Each step fixes one problem; the message moves to the next rule in order.
    const steps: [Partial<typeof valid>, string | null][] = [
      [{ fullName: '', email: '', password: '', confirmPassword: 'x' }, MSG.nameRequiredRegister],
      [{ email: '', password: '', confirmPassword: 'x' }, MSG.emailRequired],
      [{ email: 'zhang@', password: '', confirmPassword: 'x' }, MSG.invalidEmail],
      [{ password: '12345', confirmPassword: 'x' }, MSG.passwordTooShortRegister],
      [{ confirmPassword: 'x' }, MSG.passwordsDiffer],
      [{}, null],
    ]
    for (const [override, message] of steps) expect(validateRegister({ ...valid, ...override })).toBe(message)
  })

  it('refuses common and overlong passwords and overlong names; the API call has no confirmation', () => {
    expect(validateRegister({ ...valid, password: 'password', confirmPassword: 'password' })).toBe(
      MSG.passwordTooCommon,
    )
    expect(validateRegister({ ...valid, password: 'QWERTY123', confirmPassword: 'QWERTY123' })).toBe(
      MSG.passwordTooCommon,
    )
    expect(validateRegister({ ...valid, password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) })).toBe(
      MSG.passwordTooLong,
    )
    expect(validateRegister({ ...valid, fullName: '张'.repeat(51) })).toBe(MSG.nameTooLong)
    expect(validateRegister({ ...valid, fullName: '张'.repeat(50) })).toBeNull()
    expect(validateRegister({ fullName: '张三', email: 'zhang@example.com', password: 'Keyan-2026' })).toBeNull()
    // Six characters count as six, Chinese included.
    expect(validateRegister({ ...valid, password: '科研密码很好', confirmPassword: '科研密码很好' })).toBeNull()
  })
})

describe('validateForgotPassword / validateResetPassword / validateChangePassword / validateProfile', () => {
  it('forgot: required, then format', () => {
    expect(validateForgotPassword({ email: ' ' })).toBe(MSG.emailRequired)
    expect(validateForgotPassword({ email: 'x' })).toBe(MSG.invalidEmail)
    expect(validateForgotPassword({ email: 'x@y.cn' })).toBeNull()
  })

  it('reset: non-empty, length, match, then not common', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toBe(MSG.newPasswordRequired)
    expect(validateResetPassword({ password: '12345', confirmPassword: 'x' })).toBe(MSG.passwordTooShortReset)
    expect(validateResetPassword({ password: 'Keyan-2026', confirmPassword: 'x' })).toBe(MSG.passwordsDiffer)
    expect(validateResetPassword({ password: '123456', confirmPassword: '123456' })).toBe(MSG.passwordTooCommon)
    expect(validateResetPassword({ password: 'Keyan-2026', confirmPassword: 'Keyan-2026' })).toBeNull()
  })

  it('change: current first, then the new password’s rules, then different from the current', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '' })).toBe(MSG.currentPasswordRequired)
    expect(validateChangePassword({ currentPassword: 'a', newPassword: '' })).toBe(MSG.newPasswordRequired)
    expect(validateChangePassword({ currentPassword: 'a', newPassword: 'Keyan-2026', confirmPassword: 'b' })).toBe(
      MSG.passwordsDiffer,
    )
    expect(validateChangePassword({ currentPassword: 'Keyan-2026', newPassword: 'Keyan-2026' })).toBe(
      MSG.newPasswordSameAsCurrent,
    )
    expect(
      validateChangePassword({
        currentPassword: 'old-one-1',
        newPassword: 'Keyan-2026',
        confirmPassword: 'Keyan-2026',
      }),
    ).toBeNull()
  })

  it('profile: name required, phone optional but plausible, empty phone becomes null', () => {
    expect(validateProfile({ fullName: ' ', phone: null })).toBe(MSG.nameRequiredProfile)
    expect(validateProfile({ fullName: '张三', phone: '' })).toBeNull()
    expect(validateProfile({ fullName: '张三', phone: '+86 138-0013-8000' })).toBeNull()
    expect(validateProfile({ fullName: '张三', phone: '(010) 6275 1234' })).toBeNull()
    expect(validateProfile({ fullName: '张三', phone: 'abc' })).toBe(MSG.invalidPhone)
    expect(validateProfile({ fullName: '张三', phone: '12' })).toBe(MSG.invalidPhone)
    expect(phoneOrNull('')).toBeNull()
    expect(phoneOrNull('   ')).toBeNull()
    expect(phoneOrNull(undefined)).toBeNull()
    expect(phoneOrNull(' 13800138000 ')).toBe('13800138000')
  })
})

describe('common passwords', () => {
  it('holds about a hundred of the most used passwords, matched case-insensitively', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100)
    for (const password of [
      '123456',
      '12345678',
      'password',
      'qwerty',
      'woaini1314',
      '5201314',
      'iloveyou',
      'PASSWORD',
      'Qwerty123',
    ]) {
      expect(isCommonPassword(password), password).toBe(true)
    }
    expect(isCommonPassword('Keyan-2026')).toBe(false)
    expect(newPasswordProblem('a1b2c3')).toBeNull()
    expect(newPasswordProblem('abc', '密码至少需要6个字符')).toBe('密码至少需要6个字符')
  })

  it('accepts simple e-mail shapes only', () => {
    expect(isValidEmail('a@b.co')).toBe(true)
    expect(isValidEmail('a b@c.cn')).toBe(false)
    // Addresses Payload's email field would refuse: refused with the form's message instead of a 500.
    expect(isValidEmail('user@例子.测试')).toBe(false)
    expect(isValidEmail('a\u0000@example.com')).toBe(false)
    expect(isValidEmail('"quoted"@example.com')).toBe(false)
    expect(isValidEmail('first.last+tag@mail.example.com.cn')).toBe(true)
    expect(isValidEmail(`${'a'.repeat(250)}@b.cn`)).toBe(false)
  })
})
