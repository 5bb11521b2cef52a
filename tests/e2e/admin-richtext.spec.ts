import { expect, test, type Page } from './fixtures'
import { isMobile, richTextHandedToForm, SITE_ORIGIN_HEADERS } from './helpers'

test.use({ extraHTTPHeaders: SITE_ORIGIN_HEADERS })

/**
 * The body editor in the admin: Lexical rich text with nothing loaded from another origin (the
 * old code-editor field fetched Monaco from a CDN, blocked in mainland China), saving produces the
 * HTML the site returns, and faculty contact details are plain fields instead of a JSON editor.
 */

const foreign: string[] = []

async function signIn(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
    foreign.push(url)
    return route.abort()
  })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill('admin@keyan.example.com')
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD ?? '')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

// One admin session at a time (sign-in attempts are rate limited).
test.describe.configure({ mode: 'serial' })

test.beforeEach(() => {
  test.skip(isMobile(test.info()), 'The admin is checked at desktop width.')
  foreign.length = 0
})

test('a news body is written in the rich-text editor and saved as HTML, with no request to another origin', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!)
  await page.goto('/admin/collections/news/create')
  const title = `富文本编辑测试 ${Date.now().toString(36)}`
  await page.locator('#field-title').fill(title)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.type('第一段正文，')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('加粗')
  await page.keyboard.press('Control+b')
  await expect(editor.locator('strong')).toHaveText('加粗')
  await richTextHandedToForm(page)
  await expect(page.locator('.monaco-editor, .code-editor')).toHaveCount(0)
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)

  const id = /\/news\/(\d+)/.exec(page.url())![1]
  const stored = await page.request.get(`/cms-api/news/${id}?depth=0`)
  expect(stored.ok()).toBe(true)
  const doc = (await stored.json()) as { content: string; body: unknown }
  expect(doc.body).toBeTruthy()
  expect(doc.content).toBe('<p>第一段正文，<strong>加粗</strong></p>')
  expect(foreign).toEqual([])
})

test('a seeded article opens in the editor with its text and code block, and faculty contact is four fields', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!)
  const found = await page.request.get('/cms-api/news?where[content][contains]=language-r&depth=0&limit=1')
  const article = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  await page.goto(`/admin/collections/news/${article.id}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible()
  await expect(editor.locator('h2, h3').first()).toBeVisible()
  // The code block is the textarea block, not a code editor.
  await expect(page.locator('textarea').filter({ hasText: 'library(ggplot2)' })).toBeVisible()
  await expect(page.locator('.monaco-editor, .code-editor')).toHaveCount(0)

  const faculty = await page.request.get('/cms-api/faculty-introductions?depth=0&limit=1&sort=sort_order')
  const person = ((await faculty.json()) as { docs: { id: number }[] }).docs[0]!
  await page.goto(`/admin/collections/faculty-introductions/${person.id}`)
  for (const label of ['邮箱', '电话', '微信', '网站'])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible()
  await expect(page.locator('.monaco-editor, .code-editor, .json-field')).toHaveCount(0)
  expect(foreign).toEqual([])
})
