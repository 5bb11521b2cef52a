import { expect, type Page } from './fixtures'

/**
 * The admin in Chinese (issue 42): what is on an admin screen and what screen readers read
 * (aria-label, title, placeholder, alt) holds no Latin-script word outside ALLOWED. admin.spec.ts
 * checks every collection's list and create screen and the globals with it; admin-language.spec.ts
 * the login, dashboard, editor, insert menu, 预约发布 drawer, account and 访问统计.
 */

/** Latin-script words the admin may show, each for a reason. Keep it short. */
const ALLOWED: Record<string, string> = {
  ID: 'a record number, as Chinese software writes it',
  SEO: 'the plugin group 搜索与分享（SEO）: the term staff search for',
  UTM: 'the enquiry field 推广参数（UTM）: the name of the tagging scheme',
  utm_source: 'the UTM parameter names, which are codes',
  utm_medium: 'a UTM parameter name',
  utm_campaign: 'a UTM parameter name',
  utm_term: 'a UTM parameter name',
  utm_content: 'a UTM parameter name',
  CSV: 'a file format (导出 CSV)',
  KB: 'a unit of size',
  MB: 'a unit of size',
  GB: 'a unit of size',
  Bytes: 'the unit of a file size Payload prints',
  WeChat: 'a brand name',
  DingTalk: 'a brand name',
  Baidu: 'a brand name',
  IndexNow: 'a protocol name (search engines’ URL submission)',
  PDF: 'a file format',
  DOI: 'the code of a published paper',
  SMTP: 'the mail protocol named in settings help',
  QR: 'QR 码: the name of the code',
  PNG: 'an image format (the media library’s upload help)',
  JPEG: 'an image format',
  WebP: 'an image format',
  AVIF: 'an image format',
  GIF: 'an image format',
  SVG: 'an image format',
  MP4: 'a video format',
  SHA: 'SHA-256, the checksum a project file carries',
  SCI: 'Science Citation Index: part of the company’s service names (SCI论文润色)',
  Meta: 'Meta分析: the usual Chinese name of a meta-analysis, a service name',
  k: 'thousand, in a salary example (15k-30k), as Chinese job ads write it',
  ICP: 'ICP 备案: the official name of the licence number',
  IP: 'IP 地址: the term Chinese uses',
  Cookie: 'the term Chinese uses',
  content: 'the attribute name quoted in the site verification help (只填 content 的值)',
}

/**
 * What is not wording: e-mail addresses, web addresses, domains and paths, file names, MIME types,
 * image dimensions, HTML tags named in help text, DOIs and project numbers given as examples.
 */
const NOT_WORDS = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+(\.[\w-]+)*\.(cn|com|net|org)\b/g,
  /(^|[\s（(：:“])\/[\w\-./?=&%[\]…]*/g,
  /\b[\w-]+\.(pdf|png|jpe?g|webp|gif|svg|docx?|xlsx?|pptx?|csv|zip|txt|eml|rar|7z|mp4)\b/gi,
  /\b(image|video|audio|application|text)\/[\w.+-]+/g,
  /\b\d+x\d+\b/g,
  /<\/?[a-z]+>/g,
  /\b10\.\d{4,9}\/[^\s（）]+/g,
  /\b[A-Z]{2,}-\d{4}-\d+\b/g,
  /#[0-9a-f]{3,8}\b/gi,
]

export type Finding = { word: string; where: string; context: string }

/**
 * Visible text and screen-reader attributes of the screen, but for what staff wrote: the documents'
 * values in a list's cells, the rich-text body, and names a dashboard lists (marked translate="no").
 */
export async function screenStrings(page: Page): Promise<{ source: string; text: string }[]> {
  return page.evaluate(() => {
    const content = 'td, [translate="no"], [contenteditable="true"], script, style, noscript, template'
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest(content) || !parent.checkVisibility()) continue
      texts.push(node.textContent ?? '')
    }
    const out: { source: string; text: string }[] = [{ source: 'text', text: texts.join(' ') }]
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      if (element.closest(content)) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)
        if (value) out.push({ source: `${element.tagName.toLowerCase()}[${name}]`, text: value })
      }
    }
    return out
  })
}

export function latinWords(text: string): { word: string; context: string }[] {
  let cleaned = text
  for (const pattern of NOT_WORDS) cleaned = cleaned.replace(pattern, ' ')
  const words: { word: string; context: string }[] = []
  for (const match of cleaned.matchAll(/[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F0-9_]*/g)) {
    const word = match[0]
    if (word in ALLOWED) continue
    const at = match.index ?? 0
    words.push({ word, context: cleaned.slice(Math.max(0, at - 20), at + word.length + 20).replace(/\s+/g, ' ') })
  }
  return words
}

/** The Latin-script words on the screen now, each with where it was found. */
export async function latinWordsOnScreen(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const { source, text } of await screenStrings(page)) {
    for (const { word, context } of latinWords(text)) findings.push({ word, where: `${where} (${source})`, context })
  }
  return findings
}

/** The screen, once the admin has put Chinese over Payload's hard-coded English, speaks Chinese. */
export async function expectAdminInChinese(page: Page, where: string): Promise<void> {
  await expect(page.locator('html[data-admin-wording="ready"]')).toBeAttached()
  const report = (await latinWordsOnScreen(page, where)).map(
    ({ word, where: place, context }) => `${word} — ${place}: …${context}…`,
  )
  expect(Array.from(new Set(report)), 'Latin-script words in the admin').toEqual([])
}
