import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { decodeHeader, decodeQuotedPrintable, findLink, parseEml } from './eml'
import { resetPasswordMail, verificationMail } from '@/cms/auth/mail-templates'

async function render(message: nodemailer.SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail({ from: 'noreply@keyan.example.com', ...message })
  return (info as unknown as { message: Buffer }).message.toString('utf8')
}

describe('account mail templates read back from .eml', () => {
  it('round-trips the Chinese verification mail with its link (quoted-printable)', async () => {
    const link = 'http://localhost:3000/verify-email?token=AbC_dEf-123456789012345678901234567890xyz'
    const content = verificationMail({ name: '张三', link, validHours: 72 })
    const raw = await render({ to: 'zhang@example.com', ...content, textEncoding: 'quoted-printable' })
    expect(raw).toContain('Content-Transfer-Encoding: quoted-printable')
    const mail = parseEml(raw)
    expect(mail.to).toBe('zhang@example.com')
    expect(mail.subject).toBe('请验证您的邮箱地址 · 科研学术服务平台')
    expect(mail.text).toBe(content.text)
    expect(mail.html).toBe(content.html)
    expect(findLink(mail, '/verify-email')).toBe(link)
    expect(findLink(mail, '/reset-password')).toBeNull()
  })

  it('reads base64 bodies too, and the reset mail names the validity', async () => {
    const link = 'https://keyan.example.com/reset-password?token=zzz999'
    const content = resetPasswordMail({ name: '', link, validMinutes: 60 })
    const mail = parseEml(await render({ to: 'a@b.cn', ...content, textEncoding: 'base64' }))
    expect(mail.text).toBe(content.text)
    expect(mail.text.startsWith('您好：')).toBe(true)
    expect(mail.text).toContain('60 分钟内有效')
    expect(findLink(mail, '/reset-password')).toBe(link)
  })

  it('escapes the member’s name in the HTML', () => {
    const { html, text } = verificationMail({
      name: '<img src=x onerror=alert(1)>',
      link: 'http://x/verify-email?token=a',
      validHours: 72,
    })
    // The layout's only <img> is the logo; the name's stays text.
    expect(html).not.toContain('<img src=x')
    expect(html.match(/<img\b/g)).toHaveLength(1)
    expect(html).toContain('&#60;img')
    expect(text).toContain('<img src=x onerror=alert(1)>，您好：')
  })

  it('decodes headers and quoted-printable', () => {
    expect(decodeHeader('=?UTF-8?Q?=E9=87=8D=E7=BD=AE_a?= =?UTF-8?B?5a+G56CB?=')).toBe('重置 a密码')
    expect(decodeQuotedPrintable('a=3Db=\nc =E4=BD=A0')).toBe('a=bc 你')
  })
})
