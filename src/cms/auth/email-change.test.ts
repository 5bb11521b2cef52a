import { describe, expect, it } from 'vitest'
import { emailChangeMail, emailChangedNoticeMail, maskedEmail } from './email-change'

describe('the e-mail change mail', () => {
  it('carries the link in text and HTML, in Chinese, with the name escaped', () => {
    const link = 'https://keyan.example.com/verify-email?token=a-b_c'
    const mail = emailChangeMail({ name: '<b>张三</b>', link })
    expect(mail.subject).toMatch(/新邮箱/)
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('<b>张三</b>，您好：')
    expect(mail.text).toContain('您申请将')
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).not.toContain('<b>张三</b>')
    expect(mail.html).toContain('&#60;b&#62;张三&#60;/b&#62;')
    expect(emailChangeMail({ name: '  ', link }).text.startsWith('您好：')).toBe(true)
  })

  it('says so when an administrator asked for the change', () => {
    const link = 'https://keyan.example.com/verify-email?token=x'
    const mail = emailChangeMail({ name: '张三', link, requestedBy: 'admin' })
    expect(mail.text).toContain('管理员已将您账号的登录邮箱更改为此地址')
    expect(mail.text).not.toContain('您申请')
    expect(mail.text).toContain(link)
  })
})

describe('the notice to the old address', () => {
  const notice = emailChangedNoticeMail({
    name: '<i>李四</i>',
    newEmail: 'new.owner@example.org',
    changedAt: '2026-11-28T16:05:00.000Z',
  })

  it('tells what changed and when (Beijing time), in Chinese, and whom to tell', () => {
    expect(notice.subject).toMatch(/登录邮箱已更改/)
    expect(notice.text).toContain('<i>李四</i>，您好：')
    expect(notice.text).toContain('2026年11月29日 00:05（北京时间）')
    expect(notice.text).toContain('n***@example.org')
    expect(notice.text).toContain('所有设备上的登录均已退出')
    expect(notice.text).toContain('如非本人操作，请联系我们')
    expect(notice.html).toContain('如非本人操作，请联系我们')
    expect(notice.html).toContain('&#60;i&#62;李四&#60;/i&#62;')
  })

  it('carries no link that acts on the account, and not the whole new address', () => {
    for (const part of [notice.text, notice.html]) {
      expect(part).not.toContain('new.owner@example.org')
      expect(part).not.toMatch(/verify-email|reset-password|token=/)
    }
    expect(notice.text).not.toMatch(/https?:\/\//)
  })

  it('masks an address down to its first letter and domain', () => {
    expect(maskedEmail('zhang@example.com')).toBe('z***@example.com')
    expect(maskedEmail('a@b.cn')).toBe('a***@b.cn')
    expect(maskedEmail('nonsense')).toBe('***')
  })
})
