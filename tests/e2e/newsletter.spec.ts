import crypto from 'node:crypto'
import { expect, test, type TestInfo } from './fixtures'
import { expectNoSeriousA11yViolations, isMobile, linkFromOutbox, snap } from './helpers'

/**
 * The newsletter's double opt-in (issue 14): the confirmation link opens a page that asks before it
 * acts (mail scanners open links too), works once, and the unsubscribe page takes the reader off.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` })
})

const uniqueAddress = (testInfo: TestInfo) =>
  `reader-${testInfo.project.name}-${crypto.randomBytes(4).toString('hex')}@example.com`

test('confirm once from the mail, then unsubscribe from the page', async ({ page }, testInfo) => {
  const email = uniqueAddress(testInfo)
  const subscribed = await page.request.post('/api/newsletter', {
    data: { email },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
  })
  expect(subscribed.status()).toBe(200)
  expect((await subscribed.json()).message).toBe('请查收确认邮件，点击邮件中的链接即可完成订阅。')

  const confirmLink = new URL(await linkFromOutbox(email, '/newsletter/confirm'))
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`)
  await expect(page).toHaveTitle('确认订阅 · 科研学术服务平台')
  await expect(page.getByRole('heading', { level: 1, name: '确认订阅学术资讯' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'newsletter-confirm')
  await page.getByRole('button', { name: '确认订阅' }).click()
  await expect(page.locator('[data-newsletter-result]').getByRole('status')).toHaveText(
    '订阅成功！我们会定期向您发送学术资讯。',
  )
  await snap(page, testInfo, 'newsletter-confirmed')

  // The same link again: used up.
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`)
  await page.getByRole('button', { name: '确认订阅' }).click()
  await expect(page.locator('[data-newsletter-result]').getByRole('alert')).toHaveText(
    '确认链接无效、已过期或已使用。如需订阅，请在“订阅学术资讯”页面重新提交邮箱。',
  )
  await expect(page.locator('[data-newsletter-result]').getByRole('link', { name: '重新订阅' })).toHaveAttribute(
    'href',
    '/newsletter',
  )

  // Subscribing a confirmed address again answers as for any address (nobody learns who is
  // subscribed); its owner gets a short notice that they already are.
  const again = await page.request.post('/api/newsletter', {
    data: { email },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
  })
  expect(await again.json()).toMatchObject({
    data: { already_subscribed: false },
    message: '请查收确认邮件，点击邮件中的链接即可完成订阅。',
  })

  const unsubscribeLink = new URL(await linkFromOutbox(email, '/newsletter/unsubscribe', 0, 'id'))
  await page.goto(`${unsubscribeLink.pathname}${unsubscribeLink.search}`)
  await expect(page.getByRole('heading', { level: 1, name: '退订学术资讯' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'newsletter-unsubscribe')
  await page.getByRole('button', { name: '确认退订' }).click()
  await expect(page.locator('[data-newsletter-result]').getByRole('status')).toHaveText(
    '您已退订，今后不会再收到学术资讯邮件。',
  )
})

test('/newsletter: phones get there from the footer, sign up and confirm from the mail', async ({ page }, testInfo) => {
  // Through the real API and the outbox, with two accessibility checks: give a busy machine room.
  test.setTimeout(90_000)
  await page.goto('/contact')
  const footer = page.locator('footer')
  const footerLink = footer.getByRole('link', { name: '订阅学术资讯' })
  if (isMobile(testInfo)) {
    // The footer's form is desktop-only (spec): phones have a link to the page instead.
    await expect(footer.locator('[data-newsletter]')).toBeHidden()
    await footerLink.scrollIntoViewIfNeeded()
    await footerLink.click()
    await expect(page).toHaveURL(/\/newsletter$/)
  } else {
    await expect(footerLink).toBeHidden()
    await expect(footer.locator('[data-newsletter]').getByRole('button', { name: '订阅' })).toBeVisible()
    await page.goto('/newsletter')
  }
  await expect(page).toHaveTitle('订阅学术资讯 · 科研学术服务平台')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: '订阅学术资讯' })).toBeVisible()
  await expect(main.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy')
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'newsletter-page')

  const input = main.getByRole('textbox', { name: '邮箱地址' })
  const button = main.getByRole('button', { name: '订阅', exact: true })
  await expect(input).toHaveAttribute('type', 'email')
  await expect(input).toBeVisible()
  await button.click()
  await expect(main.getByRole('alert')).toHaveText('请输入邮箱地址')
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  // The same API as the footer's form; the answer stays on the page (no toast to miss).
  const email = uniqueAddress(testInfo)
  const sentAt = Date.now() - 1000
  await input.fill(email)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'))
  await button.click()
  expect((await answered).status()).toBe(200)
  const outcome = main.locator('[data-newsletter-outcome="ok"]')
  await expect(outcome).toHaveAttribute('role', 'status')
  await expect(outcome).toContainText('请查收确认邮件，点击邮件中的链接即可完成订阅。')
  await expect(outcome).toContainText(`邮件将发送至 ${email}`)
  await expect(main.getByRole('alert')).toHaveCount(0)
  await expect(input).toHaveValue('')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'newsletter-page-sent')
  await page.waitForTimeout(3000)
  await expect(outcome).toBeVisible()

  // The mail's link confirms the subscription.
  const confirmLink = new URL(await linkFromOutbox(email, '/newsletter/confirm', sentAt))
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`)
  await page.getByRole('button', { name: '确认订阅' }).click()
  await expect(page.locator('[data-newsletter-result]').getByRole('status')).toHaveText(
    '订阅成功！我们会定期向您发送学术资讯。',
  )

  // Listed for search engines.
  const sitemap = await page.request.get('/sitemap.xml')
  expect(await sitemap.text()).toMatch(/<loc>[^<]*\/newsletter<\/loc>/)
})

test('/newsletter: a refused address is said on the page', async ({ page }) => {
  await page.goto('/newsletter')
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: '邮箱地址' }).fill('not-an-address')
  await main.getByRole('button', { name: '订阅', exact: true }).click()
  await expect(main.getByRole('alert')).toHaveText('请输入有效的邮箱格式')
  await expect(main.getByRole('textbox', { name: '邮箱地址' })).toHaveValue('not-an-address')
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { success: false } }))
  await main.getByRole('textbox', { name: '邮箱地址' }).fill('someone@example.com')
  await main.getByRole('button', { name: '订阅', exact: true }).click()
  await expect(main.getByRole('alert')).toHaveText('订阅失败，请稍后重试')
})

test('a forged unsubscribe link is refused', async ({ page }) => {
  await page.goto(`/newsletter/unsubscribe?id=1&token=${'x'.repeat(32)}`)
  await page.getByRole('button', { name: '确认退订' }).click()
  await expect(page.locator('[data-newsletter-result]').getByRole('alert')).toHaveText(
    '退订链接无效，请使用邮件中的完整链接。',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the confirm page works as a plain form', async ({ page }, testInfo) => {
    const email = uniqueAddress(testInfo)
    await page.request.post('/api/newsletter', {
      data: { email },
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    const confirmLink = new URL(await linkFromOutbox(email, '/newsletter/confirm'))
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`)
    await page.getByRole('button', { name: '确认订阅' }).click()
    await expect(page.locator('[data-newsletter-result]').getByRole('status')).toHaveText(
      '订阅成功！我们会定期向您发送学术资讯。',
    )
  })
})
