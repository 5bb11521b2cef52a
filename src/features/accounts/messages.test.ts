import { describe, expect, it } from 'vitest'
import { MSG } from '@/cms/auth/messages'
import { errorMessageOr, loginErrorMessage } from './messages'

describe('loginErrorMessage', () => {
  it('maps the auth provider’s English messages, passes others through, and falls back', () => {
    expect(loginErrorMessage('Invalid login credentials')).toBe('邮箱或密码错误，请检查后重试')
    expect(loginErrorMessage('AuthApiError: Invalid login credentials (400)')).toBe('邮箱或密码错误，请检查后重试')
    expect(loginErrorMessage('Email not confirmed')).toBe('请先验证您的邮箱地址')
    expect(loginErrorMessage('邮箱或密码错误，请检查后重试')).toBe('邮箱或密码错误，请检查后重试')
    expect(loginErrorMessage(MSG.accountLocked)).toBe(MSG.accountLocked)
    expect(loginErrorMessage('')).toBe('登录失败，请重试')
    expect(loginErrorMessage(null)).toBe('登录失败，请重试')
    expect(loginErrorMessage(undefined)).toBe('登录失败，请重试')
  })

  it('other calls use the server’s message or the screen’s fallback', () => {
    expect(errorMessageOr('该邮箱已被注册', MSG.registerFailed)).toBe('该邮箱已被注册')
    expect(errorMessageOr('  ', MSG.registerFailed)).toBe('注册失败，请重试')
    expect(errorMessageOr(null, MSG.saveFailed)).toBe('保存失败')
  })
})
