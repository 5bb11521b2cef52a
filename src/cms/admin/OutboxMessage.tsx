import fs from 'node:fs/promises'
import path from 'node:path'
import type { UIFieldServerProps } from 'payload'
import { env } from '@/lib/env'
import { isAdmin } from '@/cms/access'
import { parseEml, type ParsedMail } from './eml'

/**
 * Admin view of one outbox record: reads the .eml file it names and shows the mail's text.
 * Runs on the server; only administrators can open outbox records at all.
 */
async function readMail(file: unknown): Promise<ParsedMail | 'missing' | null> {
  if (typeof file !== 'string' || !/^[\w.-]+\.eml$/.test(file)) return null
  try {
    const raw = await fs.readFile(path.join(env.outboxDir, path.basename(file)), 'utf8')
    return parseEml(raw)
  } catch {
    return 'missing'
  }
}

export async function OutboxMessage({ data, req }: UIFieldServerProps) {
  if (!isAdmin(req.user)) return null
  const mail = data?.transport === 'outbox' ? await readMail(data?.eml_file) : null
  const box = {
    marginTop: 8,
    padding: 16,
    borderRadius: 8,
    border: '1px solid var(--theme-elevation-150)',
    background: 'var(--theme-elevation-50)',
    whiteSpace: 'pre-wrap' as const,
    wordBreak: 'break-all' as const,
    lineHeight: 1.7,
  }
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <span className="field-label">正文</span>
      {data?.transport === 'smtp' && <div style={box}>此邮件已通过 SMTP 寄出，网站不保留正文。</div>}
      {mail === 'missing' && <div style={box}>邮件文件已不存在（可能已被清理）。</div>}
      {mail && mail !== 'missing' && <div style={box}>{mail.text || '（邮件没有纯文本正文）'}</div>}
    </div>
  )
}
