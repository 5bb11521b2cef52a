/**
 * The account e-mails, in Chinese, as plain text and HTML. The name is the member's own input,
 * so it is escaped before it goes into the HTML.
 */
export type MailContent = { subject: string; text: string; html: string }

export const BRAND = '科研学术服务平台'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function greeting(name: string): string {
  const trimmed = name.trim()
  return trimmed ? `${trimmed}，您好：` : '您好：'
}

function layout(title: string, paragraphs: string[], button: { label: string; href: string }, after: string[]): string {
  const p = (html: string) => `<p style="margin:0 0 16px;line-height:1.7;color:#334155">${html}</p>`
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:'PingFang SC','Microsoft YaHei',sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#0f2f5c">${escapeHtml(title)}</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#1f66c4;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(button.label)}</a></p>
${p(`如果按钮无法点击，请复制以下链接到浏览器打开：<br><a href="${escapeHtml(button.href)}" style="color:#1f66c4;word-break:break-all">${escapeHtml(button.href)}</a>`)}
${after.map(p).join('\n')}
<p style="margin:32px 0 0;font-size:13px;color:#64748b">此邮件由系统自动发送，请勿直接回复。<br>${BRAND}</p>
</div></body></html>`
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
  const html = layout(
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
  const html = layout(
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
  const html = layout(
    '您的邮箱已注册过账号',
    [
      escapeHtml(greeting(name)),
      escapeHtml(intro),
      `如果是您本人，请直接<a href="${escapeHtml(loginLink)}" style="color:#1f66c4">登录</a>。`,
      escapeHtml(reset),
    ],
    { label: '设置新密码', href: resetLink },
    [escapeHtml(ignore)],
  )
  return { subject, text, html }
}

/** To the sales desk: a new enquiry, with what the visitor wrote and a link to it in the admin. */
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
  const text = [
    '网站收到一条新的客户咨询：',
    '',
    ...filled.map(([label, value]) => `${label}：${value}`),
    '',
    '咨询内容：',
    enquiry.message,
    '',
    `在后台查看并跟进：${adminLink}`,
  ].join('\n')
  const html = layout(
    subject,
    [
      '网站收到一条新的客户咨询：',
      filled.map(([label, value]) => `${escapeHtml(label)}：${escapeHtml(value)}`).join('<br>'),
      `咨询内容：<br>${escapeHtml(enquiry.message).replace(/\n/g, '<br>')}`,
    ],
    { label: '在后台查看并跟进', href: adminLink },
    [],
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
  const html = layout(subject, [...opening, ...lines].map(escapeHtml), { label: button, href: link }, [])
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
  const html = layout(
    subject,
    ['您好：', `感谢订阅${BRAND}的学术资讯。请点击下方按钮确认订阅（${validDays}天内有效，仅可使用一次）。`],
    { label: '确认订阅', href: link },
    [
      '如果这不是您本人的操作，请忽略本邮件，您不会收到任何资讯。',
      `不想再收到我们的邮件？<a href="${escapeHtml(unsubscribeLink)}" style="color:#1f66c4">退订</a>`,
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
  const html = layout(subject, ['您好：', escapeHtml(intro)], { label: '访问网站', href: siteLink }, [
    escapeHtml(ignore),
    `不想再收到我们的邮件？<a href="${escapeHtml(unsubscribeLink)}" style="color:#1f66c4">退订</a>`,
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
          (link) => `<li><a href="${escapeHtml(link.href)}" style="color:#1f66c4">${escapeHtml(link.title)}</a></li>`,
        )
        .join('')}</ul>`
    : ''
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:'PingFang SC','Microsoft YaHei',sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;color:#334155;line-height:1.7">
<p style="margin:0 0 8px;font-size:13px;color:#64748b">${BRAND} · 学术资讯</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0f2f5c">${escapeHtml(subject)}</h1>
${intro ? `<p style="margin:0 0 16px;color:#475569">${escapeHtml(intro)}</p>` : ''}
<div>${bodyHtml}</div>
${linkList}
<p style="margin:32px 0 0;font-size:13px;color:#64748b">您收到此邮件，是因为您订阅了${BRAND}的学术资讯。<a href="${escapeHtml(unsubscribeLink)}" style="color:#1f66c4">退订</a></p>
</div></body></html>`
  return { subject, text, html }
}
