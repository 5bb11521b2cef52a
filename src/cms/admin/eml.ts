/**
 * Reads the .eml files the outbox holds (as nodemailer writes them): headers with MIME
 * encoded-words, single-part or multipart bodies, quoted-printable or base64, UTF-8. Used by the
 * admin's outbox view and by the end-to-end tests that follow the links in the mail.
 */
export type ParsedMail = { to: string; subject: string; date: string; text: string; html: string }

type Part = { headers: Map<string, string>; body: string }

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers = new Map<string, string>()
  let current = ''
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && current) {
      headers.set(current, `${headers.get(current)}${line.replace(/^[ \t]+/, ' ')}`)
      continue
    }
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    current = line.slice(0, colon).trim().toLowerCase()
    headers.set(current, line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBytes(bytes: number[]): string {
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes))
}

export function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index]!
    const hex = soft.slice(index + 1, index + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...new TextEncoder().encode(char))
    }
  }
  return decodeBytes(bytes)
}

function decodeBase64(input: string): string {
  return decodeBytes([...Buffer.from(input.replace(/\s+/g, ''), 'base64')])
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? decodeBase64(text) : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  if (encoding === 'base64') return decodeBase64(part.body)
  return part.body
}

function collect(part: Part, into: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`)
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break
      collect(splitPart(section.replace(/^\n/, '')), into)
    }
    return
  }
  const decoded = decodeBody(part).replace(/\n$/, '')
  if (/^text\/html/i.test(type)) into.html ||= decoded
  else if (/^text\/plain/i.test(type)) into.text ||= decoded
}

export function parseEml(raw: string): ParsedMail {
  const root = splitPart(raw)
  const bodies = { text: '', html: '' }
  collect(root, bodies)
  return {
    to: decodeHeader(root.headers.get('to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    date: root.headers.get('date') ?? '',
    ...bodies,
  }
}

/** The first link of a mail's text that leads to `path` (e.g. '/reset-password'). */
export function findLink(mail: ParsedMail, path: string, parameter = 'token'): string | null {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/-]/g, '\\$&')}\\?${parameter}=[A-Za-z0-9_&=-]+`)
  return pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0] ?? null
}
