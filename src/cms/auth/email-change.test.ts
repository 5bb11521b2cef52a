import { describe, expect, it } from 'vitest'
import { emailChangeMail } from './email-change'

describe('the e-mail change mail', () => {
  it('carries the link in text and HTML, in Chinese, with the name escaped', () => {
    const link = 'https://keyan.example.com/verify-email?token=a-b_c'
    const mail = emailChangeMail({ name: '<b>张三</b>', link })
    expect(mail.subject).toMatch(/新邮箱/)
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('<b>张三</b>，您好：')
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.html).not.toContain('<b>张三</b>')
    expect(mail.html).toContain('&#60;b&#62;张三&#60;/b&#62;')
    expect(emailChangeMail({ name: '  ', link }).text.startsWith('您好：')).toBe(true)
  })
})
