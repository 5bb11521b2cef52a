import { expect, test, type Page } from './fixtures'
import { SITE_ORIGIN_HEADERS, snap } from './helpers'

test.use({ extraHTTPHeaders: SITE_ORIGIN_HEADERS })

/**
 * The admin in Chinese (issue 42): signed in as the seeded admin, one walk through its screens
 * (dashboard, every collection's list and create screen, a news article, the rich-text insert menu,
 * the 预约发布 drawer, the account, the site settings, 访问统计) collects what is on screen and
 * what screen readers read (aria-label, title, placeholder, alt), and fails on any Latin-script
 * word outside ALLOWED, naming each word and where it was. Desktop only, as the other admin specs.
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

type Finding = { word: string; where: string; context: string }

/**
 * Visible text and screen-reader attributes of the screen, but for what staff wrote: the documents'
 * values in a list's cells, the rich-text body, and names a dashboard lists (marked translate="no").
 */
async function screenStrings(page: Page): Promise<{ source: string; text: string }[]> {
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

function latinWords(text: string): { word: string; context: string }[] {
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

test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width (1280 px)')

test('every admin screen speaks Chinese; 预约发布 starts on 发布 in 北京时间', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const findings: Finding[] = []
  // Leaving a screen with an unsaved change asks first: yes.
  page.on('dialog', (dialog) => void dialog.accept())

  async function check(where: string): Promise<void> {
    for (const { source, text } of await screenStrings(page)) {
      for (const { word, context } of latinWords(text)) findings.push({ word, where: `${where} (${source})`, context })
    }
  }
  async function open(path: string): Promise<void> {
    await page.goto(path)
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    // The admin has hydrated and put Chinese over Payload's hard-coded English (AdminWording.tsx).
    await expect(page.locator('html[data-admin-wording="ready"]')).toBeAttached()
    await check(path)
  }

  // One sign-in, through the login page (checked too).
  await page.goto('/admin/login')
  await expect(page.locator('html[data-admin-wording="ready"]')).toBeAttached()
  await check('/admin/login')
  await page.locator('input[name="email"]').fill('admin@keyan.example.com')
  await page.locator('input[name="password"]').fill(process.env.E2E_ADMIN_PASSWORD ?? '')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })

  await open('/admin')
  const collections = await page.evaluate(() =>
    Array.from(
      new Set(
        Array.from(document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/admin/collections/"]')).map(
          (link) => new URL(link.href).pathname.split('/')[3],
        ),
      ),
    ),
  )
  expect(collections.length, 'collections in the navigation').toBeGreaterThan(10)
  for (const slug of collections) {
    await open(`/admin/collections/${slug}`)
    // A collection only the server writes has no 新建 button; its create screen would say so in Chinese.
    if (await page.locator('.list-create-new-doc__create-new-button, .list-header__create-new-button').count())
      await open(`/admin/collections/${slug}/create`)
  }

  // A seeded article's edit screen (the oldest: other specs' articles carry Latin test tokens in their titles).
  const news = await (await page.request.get('/cms-api/news?limit=1&depth=0&sort=createdAt')).json()
  await open(`/admin/collections/news/${news.docs[0].id}`)

  // A new article: the body's insert menu ('/'), then saved as a draft never published.
  await open('/admin/collections/news/create')
  const title = `语言检查草稿 ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-summary').fill(`${title}：摘要。`)
  const body = page.locator('[contenteditable="true"]').first()
  await body.click()
  await page.keyboard.type('/')
  await expect(page.locator('.slash-menu-popup').first()).toBeVisible()
  await check('正文的插入菜单（/）')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Backspace')
  await page.locator('#action-save-draft').click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/, { timeout: 20_000 })
  await page.waitForLoadState('networkidle')

  // 预约发布 of that draft: 发布 chosen, 北京时间 the zone.
  await page.locator('#action-save-popup button, #action-save-popup [role="button"]').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('radio', { name: '发布', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: '取消发布' })).not.toBeChecked()
  await expect(drawer.locator('.timezone-picker')).toContainText('北京时间（东八区）')
  await drawer.locator('.react-datepicker-wrapper input').first().click()
  await expect(page.locator('.react-datepicker__header--time')).toContainText('时间')
  await page.locator('.react-datepicker__day--today').first().click()
  await page
    .locator('li.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .nth(1)
    .click()
  await expect(drawer.locator('.react-datepicker-wrapper input').first()).toHaveValue(
    /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
  )
  await check('预约发布')
  await snap(page, testInfo, 'admin-schedule-publish')

  await open('/admin/account')
  await open('/admin/globals/site-settings')
  await open('/admin/analytics')

  const report = findings.map(({ word, where, context }) => `${word} — ${where}: …${context}…`)
  expect(Array.from(new Set(report)), 'Latin-script words in the admin').toEqual([])
})
