import crypto from 'node:crypto'
import { expect, test, type TestInfo } from './fixtures'
import { expectNoSeriousA11yViolations, linkFromOutbox, snap } from './helpers'

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
    '确认链接无效、已过期或已使用。如需订阅，请在网站页脚重新提交邮箱。',
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
