import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './fixtures'
import { isMobile, richTextHandedToForm, SITE_ORIGIN_HEADERS } from './helpers'

test.use({ extraHTTPHeaders: SITE_ORIGIN_HEADERS })

/**
 * An editor in the admin: writes a news article with a heading, an image from the media library
 * and a table in the rich-text editor, saves it as a draft (absent from the site and the API),
 * previews it (staff only), publishes it, restores an earlier version, and schedules another
 * article a minute or two ahead through Payload's jobs queue (the seeded instance checks the queue
 * every 3 s: JOBS_CRON in scripts/e2e.mjs). Nothing is loaded from another origin on the way.
 */

// One editor session, one database: the steps run in order, at one width.
test.describe.configure({ mode: 'serial' })

const editor = {
  email: 'editor@keyan.example.com',
  password: process.env.E2E_EDITOR_PASSWORD ?? 'E2e-Editor-Password-2026!',
}
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000'

let visitor: APIRequestContext

test.beforeAll(async () => {
  visitor = await playwrightRequest.newContext({ baseURL })
})
test.afterAll(async () => {
  await visitor.dispose()
})

/** Requests to other origins seen by the current test (each is aborted). */
const foreign: string[] = []

async function blockOtherOrigins(context: BrowserContext): Promise<void> {
  const site = new URL(baseURL).origin
  await context.route(
    (url) => ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol),
    (route) => {
      const url = route.request().url()
      if (new URL(url).origin === site) return route.continue()
      foreign.push(url)
      return route.abort('blockedbyclient')
    },
  )
}

test.beforeEach(async ({ page, context }, testInfo) => {
  test.skip(isMobile(testInfo), 'admin workflow: desktop only')
  foreign.length = 0
  await blockOtherOrigins(context)
  const login = await page.request.post('/cms-api/users/login', { data: editor })
  expect(login.status(), await login.text()).toBe(200)
})

/** What an anonymous visitor gets from the news list page and the news API. */
async function visitorSees(title: string): Promise<{ page: boolean; api: boolean }> {
  const [html, api] = await Promise.all([visitor.get('/news'), visitor.get('/api/news?limit=100')])
  return { page: (await html.text()).includes(title), api: (await api.text()).includes(title) }
}

/** Picks an item of the editor's slash menu (typed `/`, then the item's search word). */
async function slashCommand(page: Page, search: string, item: string): Promise<void> {
  await page.keyboard.type(`/${search}`)
  await page.locator(`#slash-menu-popup__item-${item}`).click()
}

/**
 * Writes the body as an editor would, through the slash menu: a second-level heading, a paragraph,
 * an image picked from the media library, and a 2 × 2 table.
 */
async function writeBody(page: Page, image: string): Promise<void> {
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await slashCommand(page, '标题', 'heading-2')
  await page.keyboard.type('研究方法')
  await page.keyboard.press('Enter')
  await page.keyboard.type('本研究纳入 12 项随机对照试验。')
  await page.keyboard.press('Enter')

  await slashCommand(page, 'upload', 'upload')
  const picker = page.locator('.drawer__content').last()
  // The library lists its newest images first, a page at a time: search for the one wanted.
  await picker.locator('.search-filter__input').fill(image)
  await picker.getByText(image, { exact: true }).click()
  await expect(editor.locator('img').first()).toBeVisible()

  await page.keyboard.press('Enter')
  await slashCommand(page, 'table', 'table')
  const tableDrawer = page.locator('.drawer__content').last()
  await tableDrawer.locator('input[name="rows"]').fill('2')
  await tableDrawer.locator('input[name="columns"]').fill('2')
  await tableDrawer.getByRole('button', { name: '保存更改' }).click()
  const cells = editor.locator('table').locator('th, td')
  await expect(cells).toHaveCount(4)
  for (const [index, text] of ['指标', '结果', '合并效应量', '0.82'].entries()) {
    await cells.nth(index).click()
    await page.keyboard.type(text)
    await expect(cells.nth(index)).toHaveText(text)
  }
  await richTextHandedToForm(page)
}

/** Creates a news article in the admin and saves it as a draft; returns its id. */
async function createDraft(page: Page, title: string, body?: { image: string }): Promise<string> {
  await page.goto('/admin/collections/news/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-summary').fill(`${title}：端到端测试的摘要。`)
  if (body) await writeBody(page, body.image)
  await page.locator('#action-save-draft').click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/, { timeout: 20_000 })
  return /\/news\/(\d+)/.exec(page.url())![1]!
}

test('draft, preview, publish and restore an earlier version', async ({ page }) => {
  test.setTimeout(120_000)
  const title = `草稿测试新闻 ${Date.now().toString(36)}`
  const image = '微信咨询二维码'
  const id = await createDraft(page, title, { image })

  // The draft's HTML (made on the server at save) holds what was written.
  const draft = await page.request.get(`/cms-api/news/${id}?draft=true&depth=0`)
  const html = ((await draft.json()) as { content: string }).content
  expect(html).toContain('<h2>研究方法</h2>')
  expect(html).toMatch(/<img [^>]*alt="微信咨询二维码"/)
  expect(html).toMatch(/<table[^>]*>[\s\S]*合并效应量[\s\S]*0\.82[\s\S]*<\/table>/)

  // A draft: neither the list page nor the API shows it.
  expect(await visitorSees(title)).toEqual({ page: false, api: false })

  // The admin's 预览 button points at the staff preview; staff see the draft under the banner.
  await expect(page.locator('#preview-button')).toBeVisible()
  const preview = await page.goto(`/preview/news/${id}`)
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['cache-control']).toBe('private, no-store')
  expect(preview?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.getByTestId('preview-banner')).toContainText('预览：草稿，尚未发布')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '研究方法' })).toBeVisible()
  await expect(page.getByRole('img', { name: image })).toBeVisible()
  await expect(page.getByRole('table')).toContainText('合并效应量')
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

  // Anyone else gets the site's 404, without the draft.
  const anonymous = await visitor.get(`/preview/news/${id}`)
  expect(anonymous.status()).toBe(404)
  expect(anonymous.headers()['cache-control']).toBe('private, no-store')
  expect(await anonymous.text()).not.toContain(title)

  // Publish: now on the site and in the API.
  await page.goto(`/admin/collections/news/${id}`)
  await page.locator('#action-save').click()
  await expect.poll(() => visitorSees(title), { timeout: 20_000 }).toEqual({ page: true, api: true })

  // A second published edit, then the first published version is restored.
  const second = `${title}（第二版）`
  await page.locator('#field-title').fill(second)
  await page.locator('#action-save').click()
  await expect.poll(async () => (await visitorSees(second)).api, { timeout: 20_000 }).toBe(true)

  const versions = await page.request.get(
    `/cms-api/news/versions?where[parent][equals]=${id}&where[version._status][equals]=published&sort=createdAt&depth=0`,
  )
  expect(versions.status()).toBe(200)
  const firstPublished = (await versions.json()).docs[0] as { id: number; version: { title: string } }
  expect(firstPublished.version.title).toBe(title)

  await page.goto(`/admin/collections/news/${id}/versions`)
  await expect(page.getByText('版本').first()).toBeVisible()
  await page.goto(`/admin/collections/news/${id}/versions/${firstPublished.id}`)
  await page.getByRole('button', { name: '恢复此版本' }).click()
  await page.getByRole('button', { name: '确认' }).click()
  await expect
    .poll(
      async () => (await (await visitor.get('/api/news?limit=100')).json()).data.map((n: { title: string }) => n.title),
      {
        timeout: 20_000,
      },
    )
    .toContain(title)
  expect((await visitorSees(second)).api).toBe(false)
  expect(foreign).toEqual([])
})

test('schedule a publication a minute or two ahead; it appears on /news', async ({ page }) => {
  test.setTimeout(300_000)
  const title = `预约发布新闻 ${Date.now().toString(36)}`
  const id = await createDraft(page, title)

  await page.goto(`/admin/collections/news/${id}`)
  await page.locator('#action-save-popup button, #action-save-popup [role="button"]').first().click()
  await page.locator('#schedule-publish').click()
  // The drawer starts on 发布 for a document never published (admin-language.spec.ts checks it); say so anyway.
  await page.locator('.schedule-publish').getByText('发布', { exact: true }).click()
  await page.locator('.schedule-publish .react-datepicker-wrapper input').first().click()
  await page.locator('.react-datepicker__day--today').first().click()
  // The second time still to come today: one to two minutes ahead.
  const times = page.locator('li.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
  await times.nth(1).click()
  const scheduledAt = Date.now()
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText('预约发布成功').first()).toBeVisible()

  expect(await visitorSees(title)).toEqual({ page: false, api: false })
  await expect
    .poll(() => visitorSees(title), { timeout: 240_000, intervals: [3000] })
    .toEqual({ page: true, api: true })
  // Published by the queue at its time, not at once.
  expect(Date.now() - scheduledAt).toBeGreaterThan(20_000)
  const stored = await page.request.get(`/cms-api/news/${id}?depth=0`)
  expect((await stored.json())._status).toBe('published')
  expect(foreign).toEqual([])
})
