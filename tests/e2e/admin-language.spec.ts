import { expect, test } from './fixtures'
import { SITE_ORIGIN_HEADERS, snap } from './helpers'
import { latinWordsOnScreen, type Finding } from './admin-wording'

test.use({ extraHTTPHeaders: SITE_ORIGIN_HEADERS })

/**
 * The admin in Chinese (issue 42): signed in as the seeded admin, one walk through the screens that
 * are not a collection's list or create screen (admin.spec.ts checks those, with the same rule:
 * admin-wording.ts) — the login, dashboard, a news article, the rich-text insert menu, the 预约发布
 * drawer, the account, the site settings, 访问统计 — collects what is on screen and what screen
 * readers read, and fails on any Latin-script word outside ALLOWED, naming each word and where it
 * was. Desktop only, as the other admin specs.
 */

test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width (1280 px)')

test('every admin screen speaks Chinese; 预约发布 starts on 发布 in 北京时间', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const findings: Finding[] = []
  // Leaving a screen with an unsaved change asks first: yes.
  page.on('dialog', (dialog) => void dialog.accept())

  async function check(where: string): Promise<void> {
    findings.push(...(await latinWordsOnScreen(page, where)))
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
