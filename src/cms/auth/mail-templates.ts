import { env } from '@/lib/env'
import { isValidEmail } from './validation'

/**
 * Every e-mail the site sends, in Chinese, as plain text and HTML, in one branded layout
 * (mailLayout): viewport, a table at most 600 px wide that shrinks on a phone, the logo and brand
 * name at the top, the site's name in the footer. Whatever a person wrote (a name, an enquiry) is
 * escaped before it goes into the HTML.
 */
export type MailContent = {
  subject: string
  text: string
  html: string
  /** Where a reply goes (the visitor's address on the sales desk's notice of their enquiry). */
  replyTo?: string
}

export const BRAND = '科研学术服务平台'

/** The logo every mail shows: the site's own icon, by absolute address on the site's origin. */
export const MAIL_LOGO_PATH = '/icon-192.png'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const AUTOMATIC_MAIL_NOTE = '此邮件由系统自动发送，请勿直接回复。'
const LINK_STYLE = 'color:#1f66c4'

export type MailLayoutOptions = {
  /** A short line above the heading (学术资讯), escaped here. */
  kicker?: string
  /** The footer's first line, as HTML (escape what it inserts); the automatic-mail note by default. */
  footerHtml?: string
}

/**
 * The one frame of every HTML mail: `title` (escaped) as its heading, `bodyHtml` as its content.
 * Tables and inline styles, as mail programs need; the one style sheet only narrows the padding on
 * a phone and keeps images of a newsletter inside the column.
 */
export function mailLayout(title: string, bodyHtml: string, options: MailLayoutOptions = {}): string {
  const site = escapeHtml(env.siteUrl)
  const logo = escapeHtml(`${env.siteUrl}${MAIL_LOGO_PATH}`)
  const host = escapeHtml(new URL(env.siteUrl).host)
  const font = "font-family:'PingFang SC','Microsoft YaHei','Helvetica Neue',Arial,sans-serif"
  const kicker = options.kicker
    ? `<p style="margin:0 0 8px;font-size:13px;color:#64748b">${escapeHtml(options.kicker)}</p>\n`
    : ''
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
<style>
.mail-content img{max-width:100%;height:auto}
@media only screen and (max-width:620px){.mail-outer{padding:12px 8px !important}.mail-card{padding:24px 18px !important}}
</style></head>
<body style="margin:0;padding:0;background:#f1f5f9;-webkit-text-size-adjust:100%;${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9">
<tr><td class="mail-outer" align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;${font}">
<tr><td style="padding:0 4px 16px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding-right:10px;vertical-align:middle"><a href="${site}"><img src="${logo}" width="40" height="40" alt="${BRAND}" style="display:block;border:0;border-radius:8px"></a></td>
<td style="vertical-align:middle;font-size:17px;font-weight:bold;color:#0f2f5c">${BRAND}</td>
</tr></table>
</td></tr>
<tr><td class="mail-card mail-content" style="background:#ffffff;border-radius:12px;padding:32px;color:#334155;font-size:15px;line-height:1.7;word-break:break-word">
${kicker}<h1 style="margin:0 0 24px;font-size:20px;line-height:1.4;color:#0f2f5c">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 8px 0;font-size:13px;line-height:1.7;color:#64748b;text-align:center">
${options.footerHtml ?? AUTOMATIC_MAIL_NOTE}<br>${BRAND} · <a href="${site}" style="color:#64748b">${host}</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`
}

function greeting(name: string): string {
  const trimmed = name.trim()
  return trimmed ? `${trimmed}，您好：` : '您好：'
}

const paragraph = (html: string) => `<p style="margin:0 0 16px;line-height:1.7;color:#334155">${html}</p>`

/**
 * A mail of paragraphs (HTML, escaped by the caller) around one button, with the button's link
 * written out for mail programs that do not show it; `button` null for a mail without a link.
 */
export function paragraphMailHtml(
  title: string,
  paragraphs: string[],
  button: { label: string; href: string } | null,
  after: string[],
  options: MailLayoutOptions = {},
): string {
  const action = button
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#1f66c4;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
        paragraph(
          `如果按钮无法点击，请复制以下链接到浏览器打开：<br><a href="${escapeHtml(button.href)}" style="${LINK_STYLE};word-break:break-all">${escapeHtml(button.href)}</a>`,
        ),
      ]
    : []
  return mailLayout(title, [...paragraphs.map(paragraph), ...action, ...after.map(paragraph)].join('\n'), options)
}

export function verificationMail({
  name,
  link,
  validHours,
}: {
  name: string
  link: string
  validHours: number
}): MailContent {
  const subject = `请验证您的邮箱地址 · ${BRAND}`
  const intro = `感谢您注册${BRAND}。请点击下面的链接验证您的邮箱地址：`
  const validity = `该链接 ${validHours} 小时内有效，只能使用一次。如果这不是您本人的操作，请忽略此邮件。`
  const text = [greeting(name), '', intro, link, '', validity, '', `—— ${BRAND}（系统邮件，请勿回复）`].join('\n')
  const html = paragraphMailHtml(
    '验证您的邮箱地址',
    [escapeHtml(greeting(name)), escapeHtml(intro)],
    { label: '验证邮箱', href: link },
    [escapeHtml(validity)],
  )
  return { subject, text, html }
}

export function resetPasswordMail({
  name,
  link,
  validMinutes,
}: {
  name: string
  link: string
  validMinutes: number
}): MailContent {
  const subject = `重置您的密码 · ${BRAND}`
  const intro = '我们收到了重置您账号密码的请求。请点击下面的链接设置新密码：'
  const validity = `该链接 ${validMinutes} 分钟内有效，只能使用一次；重置后其他设备上的登录将失效。如果您没有申请重置密码，请忽略此邮件，您的密码不会改变。`
  const text = [greeting(name), '', intro, link, '', validity, '', `—— ${BRAND}（系统邮件，请勿回复）`].join('\n')
  const html = paragraphMailHtml(
    '重置您的密码',
    [escapeHtml(greeting(name)), escapeHtml(intro)],
    { label: '设置新密码', href: link },
    [escapeHtml(validity)],
  )
  return { subject, text, html }
}

/** To the owner of an address someone tried to register again (registration answers as if new). */
export function accountExistsMail({
  name,
  loginLink,
  resetLink,
  validMinutes,
}: {
  name: string
  loginLink: string
  resetLink: string
  validMinutes: number
}): MailContent {
  const subject = `有人使用您的邮箱申请注册 · ${BRAND}`
  const intro = `我们刚刚收到使用此邮箱地址注册${BRAND}的申请，但该邮箱已经注册过账号，因此没有创建新账号。`
  const login = `如果是您本人，请直接登录：${loginLink}`
  const reset = `如果忘记了密码，请点击下面的链接设置新密码（${validMinutes} 分钟内有效，只能使用一次）：`
  const ignore = '如果这不是您本人的操作，请忽略此邮件，您的账号和密码不会改变。'
  const text = [
    greeting(name),
    '',
    intro,
    '',
    login,
    '',
    reset,
    resetLink,
    '',
    ignore,
    '',
    `—— ${BRAND}（系统邮件，请勿回复）`,
  ].join('\n')
  const html = paragraphMailHtml(
    '您的邮箱已注册过账号',
    [
      escapeHtml(greeting(name)),
      escapeHtml(intro),
      `如果是您本人，请直接<a href="${escapeHtml(loginLink)}" style="${LINK_STYLE}">登录</a>。`,
      escapeHtml(reset),
    ],
    { label: '设置新密码', href: resetLink },
    [escapeHtml(ignore)],
  )
  return { subject, text, html }
}

/**
 * To the sales desk: a new enquiry, with what the visitor wrote and a link to it in the admin. When
 * the visitor gave a valid e-mail address, a reply to the notice goes to them (Reply-To).
 */
export function enquiryNoticeMail({
  enquiry,
  adminLink,
}: {
  enquiry: {
    name: string
    service?: string | null
    phone?: string | null
    wechat?: string | null
    email?: string | null
    organization?: string | null
    contact_time?: string | null
    message: string
    source_page?: string | null
    utm?: { source?: string | null; medium?: string | null; campaign?: string | null } | null
  }
  adminLink: string
}): MailContent {
  const service = enquiry.service?.trim() || '未指定服务'
  const subject = `新咨询：${enquiry.name}（${service}）`
  const replyTo = enquiry.email && isValidEmail(enquiry.email) ? enquiry.email.trim() : undefined
  const rows: [string, string | null | undefined][] = [
    ['姓名', enquiry.name],
    ['咨询服务', service],
    ['手机号', enquiry.phone],
    ['微信号', enquiry.wechat],
    ['邮箱', enquiry.email],
    ['单位', enquiry.organization],
    ['方便联系时间', enquiry.contact_time],
    ['来源页面', enquiry.source_page],
    ['推广来源', [enquiry.utm?.source, enquiry.utm?.medium, enquiry.utm?.campaign].filter(Boolean).join(' / ')],
  ]
  const filled = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()))
  const replyNote = '直接回复此邮件，即可回复到客户填写的邮箱。'
  const text = [
    '网站收到一条新的客户咨询：',
    '',
    ...filled.map(([label, value]) => `${label}：${value}`),
    '',
    '咨询内容：',
    enquiry.message,
    '',
    `在后台查看并跟进：${adminLink}`,
    ...(replyTo ? ['', replyNote] : []),
  ].join('\n')
  const html = paragraphMailHtml(
    subject,
    [
      '网站收到一条新的客户咨询：',
      filled.map(([label, value]) => `${escapeHtml(label)}：${escapeHtml(value)}`).join('<br>'),
      `咨询内容：<br>${escapeHtml(enquiry.message).replace(/\n/g, '<br>')}`,
    ],
    { label: '在后台查看并跟进', href: adminLink },
    [],
    replyTo ? { footerHtml: replyNote } : {},
  )
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) }
}

/** The site's promise on the consult form (features/contact), repeated in the acknowledgement. */
export const ENQUIRY_PROMISE = '学术顾问将在1个工作日内与您联系。'

/**
 * To the visitor who left an enquiry with an e-mail address: that it arrived, what it was about,
 * when an adviser will answer and how to reach the company sooner. Nothing else of what they wrote
 * (not even their name): the address was typed into a public form, so the mail says as little as
 * it can to whoever owns it.
 */
export function enquiryAcknowledgementMail({
  service,
  contacts,
}: {
  service?: string | null
  /** The company's active contact methods (电话, 微信, 邮箱), e.g. { label: '咨询热线', value: '400-…' }. */
  contacts: { label: string; value: string }[]
}): MailContent {
  const subject = `我们已收到您的咨询 · ${BRAND}`
  const asked = service?.trim()
  const received = asked ? `我们已收到您关于“${asked}”的咨询。` : '我们已收到您的咨询。'
  const sooner = '如需尽快沟通，也可通过以下方式直接联系我们：'
  const lines = contacts.map(({ label, value }) => `${label}：${value}`)
  const ignore = '如果您没有在我们的网站提交过咨询，请忽略此邮件。'
  const text = [
    '您好：',
    '',
    `${received}${ENQUIRY_PROMISE}`,
    ...(lines.length ? ['', sooner, ...lines] : []),
    '',
    ignore,
    '',
    `—— ${BRAND}（系统邮件，请勿回复）`,
  ].join('\n')
  const html = paragraphMailHtml(
    '我们已收到您的咨询',
    [
      '您好：',
      `${escapeHtml(received)}${ENQUIRY_PROMISE}`,
      ...(lines.length ? [`${sooner}<br>${lines.map(escapeHtml).join('<br>')}`] : []),
    ],
    null,
    [escapeHtml(ignore)],
  )
  return { subject, text, html }
}

/**
 * A client project's news (a quote, a stage, a message, an invoice): what happened and a link to
 * the project page, never what was written or an amount. `staff` mails link to the admin.
 */
export function projectMail({
  name,
  subject,
  lines,
  link,
  staff = false,
}: {
  name: string
  subject: string
  lines: string[]
  link: string
  staff?: boolean
}): MailContent {
  const button = staff ? '在后台查看项目' : '查看项目'
  const opening = staff ? [] : [greeting(name)]
  const text = [...opening, ...lines, '', `${button}：${link}`].join('\n')
  const html = paragraphMailHtml(subject, [...opening, ...lines].map(escapeHtml), { label: button, href: link }, [])
  return { subject, text, html }
}

/** Double opt-in: the link that makes a newsletter subscription active (single use). */
export function newsletterConfirmMail({
  link,
  unsubscribeLink,
  validDays,
}: {
  link: string
  unsubscribeLink: string
  validDays: number
}): MailContent {
  const subject = `请确认订阅${BRAND}学术资讯`
  const text = [
    '您好：',
    '',
    `感谢订阅${BRAND}的学术资讯。请打开下面的链接确认订阅（${validDays}天内有效，仅可使用一次）：`,
    link,
    '',
    '如果这不是您本人的操作，请忽略本邮件，您不会收到任何资讯。',
    `不想再收到我们的邮件：${unsubscribeLink}`,
  ].join('\n')
  const html = paragraphMailHtml(
    subject,
    ['您好：', `感谢订阅${BRAND}的学术资讯。请点击下方按钮确认订阅（${validDays}天内有效，仅可使用一次）。`],
    { label: '确认订阅', href: link },
    [
      '如果这不是您本人的操作，请忽略本邮件，您不会收到任何资讯。',
      `不想再收到我们的邮件？<a href="${escapeHtml(unsubscribeLink)}" style="${LINK_STYLE}">退订</a>`,
    ],
  )
  return { subject, text, html }
}

/**
 * To an address that is already a confirmed subscriber when someone subscribes it again: the
 * site's answer is the same as for a new address ("check your mail"), so its owner gets this
 * instead of a confirmation link. It changes nothing and carries no token.
 */
export function newsletterAlreadySubscribedMail({
  siteLink,
  unsubscribeLink,
}: {
  siteLink: string
  unsubscribeLink: string
}): MailContent {
  const subject = `您已订阅${BRAND}学术资讯`
  const intro = `我们收到了使用此邮箱订阅${BRAND}学术资讯的申请。该邮箱已经订阅，无需再次确认，您会继续收到我们的学术资讯。`
  const ignore = '如果这不是您本人的操作，请忽略本邮件，您的订阅不会改变。'
  const text = ['您好：', '', intro, '', ignore, `不想再收到我们的邮件：${unsubscribeLink}`].join('\n')
  const html = paragraphMailHtml(subject, ['您好：', escapeHtml(intro)], { label: '访问网站', href: siteLink }, [
    escapeHtml(ignore),
    `不想再收到我们的邮件？<a href="${escapeHtml(unsubscribeLink)}" style="${LINK_STYLE}">退订</a>`,
  ])
  return { subject, text, html }
}

/** One 学术资讯 issue; `bodyHtml` is the issue's rich text as HTML, already sanitised. */
export function newsletterIssueMail({
  subject,
  intro,
  bodyHtml,
  bodyText,
  links,
  unsubscribeLink,
}: {
  subject: string
  intro?: string | null
  bodyHtml: string
  bodyText: string
  links: { title: string; href: string }[]
  unsubscribeLink: string
}): MailContent {
  const text = [
    subject,
    '',
    ...(intro ? [intro, ''] : []),
    bodyText,
    ...(links.length ? ['', '延伸阅读：', ...links.map((link) => `${link.title}：${link.href}`)] : []),
    '',
    `不想再收到学术资讯？退订：${unsubscribeLink}`,
  ].join('\n')
  const linkList = links.length
    ? `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f2f5c">延伸阅读</h2><ul style="margin:0;padding-left:20px;line-height:1.8">${links
        .map(
          (link) => `<li><a href="${escapeHtml(link.href)}" style="${LINK_STYLE}">${escapeHtml(link.title)}</a></li>`,
        )
        .join('')}</ul>`
    : ''
  const html = mailLayout(
    subject,
    [
      intro ? `<p style="margin:0 0 16px;color:#475569">${escapeHtml(intro)}</p>` : '',
      `<div>${bodyHtml}</div>`,
      linkList,
    ]
      .filter(Boolean)
      .join('\n'),
    {
      kicker: '学术资讯',
      footerHtml: `您收到此邮件，是因为您订阅了${BRAND}的学术资讯。<a href="${escapeHtml(unsubscribeLink)}" style="${LINK_STYLE}">退订</a>`,
    },
  )
  return { subject, text, html }
}
