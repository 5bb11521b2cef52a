import { expect, test, type Page } from './fixtures'
import { emptySiteUrl, expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

/** Where an element starts, in page pixels from the top of the document. */
const pageTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY)

test.describe('contact page', () => {
  test('contact methods, team blurb, title and accessibility', async ({ page }, testInfo) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle('联系我们 · 科研学术服务平台')
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible()
    await expect(page.locator('[data-consult-service]')).toHaveCount(0)

    const cards = page.locator('[data-contact-method]')
    await expect(cards).toHaveCount(4)
    const wechat = cards.filter({ hasText: '微信咨询' })
    await expect(wechat.getByRole('img', { name: '微信咨询二维码' })).toBeVisible()
    await expect(wechat.getByText('keyan-xueshu')).toBeVisible()
    await expect(wechat.getByText('扫码添加学术顾问')).toBeVisible()
    await expect
      .poll(() => wechat.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    const phone = cards.filter({ hasText: '咨询热线' })
    await expect(phone.getByRole('link', { name: '400-886-2018' })).toHaveAttribute('href', 'tel:4008862018')
    await expect(phone.getByText('工作日 9:00-18:00')).toBeVisible()
    const email = cards.filter({ hasText: '电子邮箱' })
    await expect(email.getByRole('link', { name: 'service@keyan.example.com' })).toHaveAttribute(
      'href',
      'mailto:service@keyan.example.com',
    )
    await expect(cards.filter({ hasText: '公司地址' }).getByText('欢迎预约后到访，面对面交流课题方案。')).toBeVisible()

    await expect(page.getByRole('heading', { name: '我们的团队' })).toBeVisible()
    await snap(page, testInfo, 'contact')
    await expectNoSeriousA11yViolations(page)
  })

  test('?service= names the service being consulted about', async ({ page }, testInfo) => {
    await page.goto(`/contact?service=${encodeURIComponent('生信SCI一对一辅导')}`)
    const notice = page.locator('[data-consult-service]')
    await expect(notice).toContainText('您正在咨询：生信SCI一对一辅导')
    await snap(page, testInfo, 'contact-service')
    await expectNoSeriousA11yViolations(page)

    // Markup in the parameter is shown as text, never interpreted.
    await page.goto(`/contact?service=${encodeURIComponent('<b>临床</b>')}`)
    await expect(notice).toContainText('您正在咨询：<b>临床</b>')
    await expect(notice.locator('b')).toHaveCount(0)

    await page.goto('/contact?service=%20%20')
    await expect(page.locator('[data-consult-service]')).toHaveCount(0)
  })

  test('the consult form comes first: near the top on phones, beside the contact methods on wide screens', async ({
    page,
  }, testInfo) => {
    for (const address of ['/contact', `/contact?service=${encodeURIComponent('生信SCI一对一辅导')}`]) {
      await page.goto(address)
      const screen = page.viewportSize()!
      const formTop = await pageTop(page, '[data-enquiry-form]')
      expect(formTop, `${address}: the form starts within the first screen and a half`).toBeLessThan(
        screen.height * 1.5,
      )
      const cardsTop = await pageTop(page, '[data-contact-method]')
      const quick = page.locator('[data-contact-quick]')
      if (isMobile(testInfo)) {
        // Phones: hero, a line of direct contacts, the form, then the cards and the team.
        expect(formTop).toBeLessThan(cardsTop)
        await expect(quick).toBeVisible()
        await expect(quick.getByRole('link', { name: /400-886-2018/ })).toHaveAttribute('href', 'tel:4008862018')
        await expect(quick.getByRole('link', { name: /service@keyan\.example\.com/ })).toHaveAttribute(
          'href',
          'mailto:service@keyan.example.com',
        )
        await expect(quick).toContainText('keyan-xueshu')
        await quick.getByRole('link', { name: '全部联系方式' }).click()
        await expect(page.getByRole('heading', { name: '联系方式', exact: true })).toBeInViewport()
      } else {
        // Wide screens: the form and the contact methods side by side, both in the first screen.
        await expect(quick).toBeHidden()
        await expect(page.getByRole('heading', { name: '在线咨询' })).toBeInViewport()
        await expect(page.getByRole('heading', { name: '联系方式', exact: true })).toBeInViewport()
        const formBox = (await page.locator('[data-enquiry-section]').boundingBox())!
        const methodsBox = (await page.locator('#contact-methods').boundingBox())!
        expect(methodsBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width)
        expect(Math.abs(methodsBox.y - formBox.y)).toBeLessThan(60)
      }
    }
    await expect(page.locator('[data-consult-service]')).toContainText('您正在咨询：生信SCI一对一辅导')
    await expect(page.getByRole('form', { name: '在线咨询' }).getByLabel('咨询服务')).toHaveValue('生信SCI一对一辅导')
    await snap(page, testInfo, 'contact-form-first')
    await expectNoSeriousA11yViolations(page)
  })

  test('an empty database shows no cards but keeps the page usable', async ({ page }) => {
    await page.goto(`${emptySiteUrl()}/contact`)
    await expect(page.getByText('暂无联系方式')).toBeVisible()
    await expect(page.getByRole('heading', { name: '我们的团队' })).toBeVisible()
    // No catalogue to choose from: 咨询服务 is a text field, and no line of direct contacts.
    await expect(page.getByRole('form', { name: '在线咨询' }).getByLabel('咨询服务')).toHaveJSProperty(
      'tagName',
      'INPUT',
    )
    await expect(page.locator('[data-contact-quick]')).toHaveCount(0)
  })
})
