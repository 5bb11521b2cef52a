import { describe, expect, it } from 'vitest'
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, newsletterOutcome } from './newsletter'

describe('newsletterOutcome', () => {
  it('shows the server message on a successful answer (double opt-in asks to check the mailbox), else the spec text', () => {
    expect(
      newsletterOutcome(200, { success: true, message: '请查收确认邮件，点击邮件中的链接即可完成订阅。' }),
    ).toEqual({
      ok: true,
      message: '请查收确认邮件，点击邮件中的链接即可完成订阅。',
    })
    expect(newsletterOutcome(200, { success: true, message: '  ' })).toEqual({ ok: true, message: NEWSLETTER_SUCCESS })
    expect(newsletterOutcome(201, { success: true })).toEqual({
      ok: true,
      message: '订阅成功！我们会定期向您发送学术资讯。',
    })
  })

  it('shows the server message for a 4xx answer', () => {
    expect(newsletterOutcome(400, { success: false, message: '请输入有效的邮箱格式' })).toEqual({
      ok: false,
      message: '请输入有效的邮箱格式',
    })
    expect(newsletterOutcome(429, { success: false, message: '操作过于频繁' })).toEqual({
      ok: false,
      message: '操作过于频繁',
    })
  })

  it('falls back to the generic failure for 5xx, network errors and odd bodies', () => {
    expect(newsletterOutcome(500, { success: false, message: '服务器内部错误' })).toEqual({
      ok: false,
      message: NEWSLETTER_FAILURE,
    })
    expect(newsletterOutcome(0, null)).toEqual({ ok: false, message: '订阅失败，请稍后重试' })
    expect(newsletterOutcome(400, { success: false, message: '  ' })).toEqual({
      ok: false,
      message: NEWSLETTER_FAILURE,
    })
    expect(newsletterOutcome(200, { success: false })).toEqual({ ok: false, message: NEWSLETTER_FAILURE })
    expect(newsletterOutcome(200, 'ok')).toEqual({ ok: false, message: NEWSLETTER_FAILURE })
  })
})
