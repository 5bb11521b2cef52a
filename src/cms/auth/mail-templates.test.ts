import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { emailChangeMail } from './email-change'
import {
  BRAND,
  ENQUIRY_PROMISE,
  MAIL_LOGO_PATH,
  accountExistsMail,
  enquiryAcknowledgementMail,
  enquiryNoticeMail,
  mailLayout,
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterIssueMail,
  projectMail,
  resetPasswordMail,
  verificationMail,
  type MailContent,
} from './mail-templates'

const link = `${env.siteUrl}/verify-email?token=abc`
const enquiry = {
  name: '王老师',
  service: 'Meta分析',
  email: 'wang@example.com',
  message: '想了解周期和报价',
}

const every: [string, MailContent][] = [
  ['verification', verificationMail({ name: '张三', link, validHours: 72 })],
  ['reset', resetPasswordMail({ name: '', link, validMinutes: 60 })],
  ['account exists', accountExistsMail({ name: '张三', loginLink: link, resetLink: link, validMinutes: 60 })],
  ['email change', emailChangeMail({ name: '张三', link })],
  ['enquiry notice', enquiryNoticeMail({ enquiry, adminLink: `${env.siteUrl}/admin/collections/enquiries/1` })],
  ['enquiry acknowledgement', enquiryAcknowledgementMail({ service: 'Meta分析', contacts: [] })],
  ['project', projectMail({ name: '张三', subject: '您的项目 P-1 有一条新消息', lines: ['有一条新消息。'], link })],
  ['newsletter confirm', newsletterConfirmMail({ link, unsubscribeLink: link, validDays: 7 })],
  ['newsletter subscribed', newsletterAlreadySubscribedMail({ siteLink: env.siteUrl, unsubscribeLink: link })],
  [
    'newsletter issue',
    newsletterIssueMail({
      subject: '学术资讯第 1 期',
      bodyHtml: '<p>正文</p>',
      bodyText: '正文',
      links: [],
      unsubscribeLink: link,
    }),
  ],
]

const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? []
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

describe('the one mail layout', () => {
  it.each(every)('%s: viewport, a 600 px column that shrinks, logo, brand and a text version', (_kind, mail) => {
    expect(mail.html.startsWith('<!doctype html>')).toBe(true)
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(mail.html).toContain('<html lang="zh-CN">')
    expect(mail.html).toMatch(/<table role="presentation" width="600"[^>]*style="width:100%;max-width:600px/)
    expect(mail.html).toMatch(/@media only screen and \(max-width:620px\)/)

    const [logo, ...others] = imgTags(mail.html)
    expect(others).toEqual([])
    expect(attribute(logo!, 'src')).toBe(`${env.siteUrl}${MAIL_LOGO_PATH}`)
    expect(new URL(attribute(logo!, 'src')!).origin).toBe(new URL(env.siteUrl).origin)
    expect(attribute(logo!, 'width')).toBe('40')
    expect(attribute(logo!, 'height')).toBe('40')
    expect(attribute(logo!, 'alt')).toBe(BRAND)
    // The brand at the top and in the footer.
    expect(mail.html.split(BRAND).length).toBeGreaterThanOrEqual(3)

    expect(mail.text.trim().length).toBeGreaterThan(10)
    expect(mail.text).not.toMatch(/<\/?(p|a|table|br)\b/)
  })

  it('escapes the title and the kicker; the body and footer are the caller’s HTML', () => {
    const html = mailLayout('<b>标题</b>', '<p>正文</p>', { kicker: '"资讯"', footerHtml: '<i>页脚</i>' })
    expect(html).toContain('<title>&#60;b&#62;标题&#60;/b&#62;</title>')
    expect(html).toContain('&#60;b&#62;标题&#60;/b&#62;</h1>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&#34;资讯&#34;')
    expect(html).toContain('<p>正文</p>')
    expect(html).toContain('<i>页脚</i>')
    expect(mailLayout('t', '')).toContain('此邮件由系统自动发送，请勿直接回复。')
  })

  it('keeps a newsletter issue’s images inside the column on a phone', () => {
    expect(every.at(-1)![1].html).toContain('.mail-content img{max-width:100%;height:auto}')
  })
})

describe('the sales desk’s notice of an enquiry', () => {
  const adminLink = `${env.siteUrl}/admin/collections/enquiries/7`

  it('replies to the visitor’s address, and says so, when they gave a valid one', () => {
    const mail = enquiryNoticeMail({ enquiry, adminLink })
    expect(mail.replyTo).toBe('wang@example.com')
    expect(mail.subject).toBe('新咨询：王老师（Meta分析）')
    expect(mail.text).toContain('直接回复此邮件，即可回复到客户填写的邮箱。')
    expect(mail.html).toContain('直接回复此邮件，即可回复到客户填写的邮箱。')
    expect(mail.html).not.toContain('请勿直接回复')
  })

  it('has no Reply-To without a valid address', () => {
    for (const email of [null, '', 'not-an-address', 'a@b.c\r\nBcc: x@evil.example']) {
      const mail = enquiryNoticeMail({ enquiry: { ...enquiry, email }, adminLink })
      expect(mail.replyTo, String(email)).toBeUndefined()
      expect(mail.html).toContain('此邮件由系统自动发送，请勿直接回复。')
    }
  })

  it('escapes everything the visitor wrote', () => {
    const mail = enquiryNoticeMail({
      enquiry: {
        name: '<script>alert(1)</script>',
        service: '"><img src=x>',
        organization: "O'Brien & Co",
        message: '需要<b>统计</b>分析\n第二行',
      },
      adminLink,
    })
    expect(mail.html).not.toContain('<script')
    expect(imgTags(mail.html)).toHaveLength(1)
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).toContain('O&#39;Brien &#38; Co')
    expect(mail.html).toContain('需要&#60;b&#62;统计&#60;/b&#62;分析<br>第二行')
    expect(mail.text).toContain('需要<b>统计</b>分析\n第二行')
  })
})

describe('the acknowledgement to the visitor', () => {
  const contacts = [
    { label: '咨询热线', value: '400-886-2018' },
    { label: '微信咨询', value: 'keyan-xueshu' },
  ]

  it('names the service, repeats the form’s promise and gives the company’s contacts', () => {
    const mail = enquiryAcknowledgementMail({ service: 'Meta分析', contacts })
    expect(mail.subject).toBe(`我们已收到您的咨询 · ${BRAND}`)
    expect(ENQUIRY_PROMISE).toBe('学术顾问将在1个工作日内与您联系。')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('我们已收到您关于“Meta分析”的咨询。学术顾问将在1个工作日内与您联系。')
      expect(part).toContain('咨询热线：400-886-2018')
      expect(part).toContain('微信咨询：keyan-xueshu')
    }
    expect(mail.replyTo).toBeUndefined()
  })

  it('reads well without a service or contacts', () => {
    const mail = enquiryAcknowledgementMail({ service: '  ', contacts: [] })
    expect(mail.text).toContain('我们已收到您的咨询。学术顾问将在1个工作日内与您联系。')
    expect(mail.text).not.toContain('如需尽快沟通')
    expect(mail.html).not.toContain('如需尽快沟通')
  })

  it('escapes the service the visitor typed', () => {
    const mail = enquiryAcknowledgementMail({ service: '<a href="https://evil.example">点我</a>', contacts })
    expect(mail.html).not.toContain('evil.example">')
    expect(mail.html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;点我&#60;/a&#62;')
  })
})
