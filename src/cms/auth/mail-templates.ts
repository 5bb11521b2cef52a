/**
 * The account e-mails, in Chinese, as plain text and HTML. The name is the member's own input,
 * so it is escaped before it goes into the HTML.
 */
export type MailContent = { subject: string; text: string; html: string }

const BRAND = '科研学术服务平台'

function escapeHtml(value: string): string {
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
