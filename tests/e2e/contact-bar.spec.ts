import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { expectNoSeriousA11yViolations, snap } from './helpers'

/**
 * Issue #42 part 1: the phone contact path. On phones every public page without a product bar has a
 * bar fixed to the bottom: 微信 (a sheet with the ID to copy and a QR code to save, which decodes),
 * 电话 (a tel: link) and 咨询 (the consult form on /contact). Product and tier pages keep their own
 * bar, and only it. Case pages offer a phone the link to copy instead of a QR code to scan.
 */

// The seed's WeChat ID and hotline (src/cms/seed/content.ts); no spec edits contact methods.
const WECHAT_ID = 'keyan-xueshu'
const PHONE_HREF = 'tel:4008862018'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const contactBar = (page: Page) => page.getByRole('navigation', { name: '快捷联系' })
const productBar = (page: Page) => page.getByRole('region', { name: '购买与咨询' })

/** The first item of a list page (/news, /cases): one segment after the prefix. */
async function firstItem(request: APIRequestContext, listPath: string, prefix: string): Promise<string> {
  const html = await (await request.get(listPath)).text()
  const match = new RegExp(`href="(${prefix}[^"?#/]+)"`).exec(html)
  expect(match, `a link to ${prefix}… on ${listPath}`).not.toBeNull()
  return match![1]!
}

/** Decodes the QR code in the image at `src` (fetched as the browser would, decoded with sharp and jsQR). */
async function decodeQr(page: Page, src: string): Promise<string | null> {
  const response = await page.request.get(src)
  expect(response.ok(), `${src} answers`).toBe(true)
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  return code?.data ?? null
}

test.describe('on phones', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bar is for phones (desktop below)')

  for (const name of ['home', 'a news article', '/contact'] as const) {
    test(`${name}: the contact bar with 微信, 电话 (tel:) and 咨询, clear of the footer and back-to-top`, async ({
      page,
      request,
    }, testInfo) => {
      const path =
        name === 'home' ? '/' : name === '/contact' ? '/contact' : await firstItem(request, '/news', '/news/')
      await page.goto(path)
      const bar = contactBar(page)
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('button', { name: /^微信/ })).toBeVisible()
      await expect(bar.getByRole('link', { name: /^电话/ })).toHaveAttribute('href', PHONE_HREF)
      await expect(bar.getByRole('link', { name: /^咨询/ })).toHaveAttribute('href', '/contact#enquiry-heading')
      await expect(productBar(page)).toHaveCount(0)

      // Fixed to the bottom of the screen; every tap target at least 44 px.
      const barBox = (await bar.boundingBox())!
      expect(Math.round(barBox.y + barBox.height)).toBe(page.viewportSize()!.height)
      for (const target of await bar.locator('a, button').all()) {
        const box = (await target.boundingBox())!
        expect(Math.min(box.width, box.height), await target.innerText()).toBeGreaterThanOrEqual(44)
      }

      // Scrolled to the end, the footer's last line and the back-to-top button sit above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const lastLine = page.locator('footer .footer-bottom p').first()
      await expect(lastLine).toBeVisible()
      const lineBox = (await lastLine.boundingBox())!
      expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y)
      const backToTop = page.getByRole('button', { name: '返回顶部' })
      await expect(backToTop).toBeVisible()
      const backBox = (await backToTop.boundingBox())!
      expect(backBox.y + backBox.height).toBeLessThanOrEqual(barBox.y)

      await expectNoSeriousA11yViolations(page)
      await snap(page, testInfo, `contact-bar-${name === 'home' ? 'home' : name === '/contact' ? 'contact' : 'news'}`)
    })
  }

  test('微信 opens the sheet: 复制微信号 copies the ID (已复制), the QR is large and decodes to the ID', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    const bar = contactBar(page)
    await bar.getByRole('button', { name: /^微信/ }).click()
    const sheet = page.getByRole('dialog', { name: '添加学术顾问微信' })
    await expect(sheet).toBeVisible()
    // The bar is gone while the sheet is open.
    await expect(bar).toBeHidden()

    await expect(sheet.locator('[data-wechat-id]')).toHaveText(WECHAT_ID)
    await expect(sheet.getByText('长按二维码保存，或复制微信号后在微信中添加')).toBeVisible()
    await sheet.getByRole('button', { name: '复制微信号' }).click()
    await expect(sheet.getByRole('status')).toContainText('已复制')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WECHAT_ID)

    // Large enough to long-press, a plain image (saved as it is), and a real code of the ID.
    const qr = sheet.getByRole('img', { name: '学术顾问微信二维码' })
    await expect(qr).toBeVisible()
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    const qrBox = (await qr.boundingBox())!
    expect(Math.min(qrBox.width, qrBox.height)).toBeGreaterThanOrEqual(200)
    const src = (await qr.getAttribute('src'))!
    expect(src.startsWith('/'), `same origin: ${src}`).toBe(true)
    expect(await decodeQr(page, src)).toBe(WECHAT_ID)

    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'contact-bar-wechat-sheet')

    await sheet.getByRole('button', { name: '关闭' }).click()
    await expect(sheet).toBeHidden()
    await expect(bar).toBeVisible()
    // Escape closes it too.
    await bar.getByRole('button', { name: /^微信/ }).click()
    await expect(sheet).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })

  test('without the Clipboard API, 复制微信号 selects the ID for the visitor to copy', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    )
    await page.goto('/news')
    await contactBar(page).getByRole('button', { name: /^微信/ }).click()
    const sheet = page.getByRole('dialog', { name: '添加学术顾问微信' })
    await sheet.getByRole('button', { name: '复制微信号' }).click()
    // The older copy command may still copy it (已复制); else it stays selected (已选中微信号).
    await expect(sheet.getByRole('status')).toHaveText(/已复制|已选中微信号/)
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(WECHAT_ID)
  })

  test('咨询 opens /contact at the consult form', async ({ page }) => {
    await page.goto('/')
    await contactBar(page).getByRole('link', { name: /^咨询/ }).click()
    await expect(page).toHaveURL(/\/contact#enquiry-heading$/)
    await expect(page.getByRole('heading', { name: '在线咨询' })).toBeInViewport()
  })

  for (const path of ['/product-detail/1', '/services/bioinformatics-1v1']) {
    test(`${path}: the product bar only, never two bars`, async ({ page }, testInfo) => {
      await page.goto(path)
      await expect(productBar(page)).toBeVisible()
      await expect(contactBar(page)).toBeHidden()
      // The contact bar's room after the footer is not added to the product bar's own.
      await expect(page.locator('[data-contact-bar-room]')).toBeHidden()
      const fixedAtBottom = await page.evaluate(
        () =>
          [...document.querySelectorAll('body *')].filter((element) => {
            const style = getComputedStyle(element)
            const box = element.getBoundingClientRect()
            return (
              style.position === 'fixed' &&
              style.display !== 'none' &&
              style.visibility !== 'hidden' &&
              box.height > 0 &&
              Math.round(box.bottom) === window.innerHeight &&
              box.width === window.innerWidth
            )
          }).length,
      )
      expect(fixedAtBottom).toBe(1)
      await snap(page, testInfo, `contact-bar-product${path.replace(/\//g, '-')}`)
    })
  }

  test('a case page offers the link to copy, not 微信扫一扫', async ({ page, request }, testInfo) => {
    const path = await firstItem(request, '/cases', '/cases/')
    await page.goto(path)
    await expect(page.getByTestId('share-qr')).toBeHidden()
    await expect(page.getByText('微信扫一扫分享')).toBeHidden()
    const share = page.getByTestId('share-link')
    await expect(share).toBeVisible()
    await share.getByRole('button', { name: '复制链接' }).click()
    await expect(share.getByRole('status')).toContainText('链接已复制')
    expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(
      new URL(page.url()).pathname,
    )
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'contact-bar-case-share')
  })
})

test.describe('on a computer', () => {
  test.skip(({ isMobile }) => isMobile, 'phones above')

  test('no contact bar on home, a news article or /contact; a case keeps its share QR', async ({
    page,
    request,
  }, testInfo) => {
    for (const path of ['/', await firstItem(request, '/news', '/news/'), '/contact']) {
      await page.goto(path)
      await expect(page.locator('[data-contact-bar]')).toHaveCount(1)
      await expect(page.locator('[data-contact-bar]')).toBeHidden()
      await expect(page.locator('[data-contact-bar-room]')).toBeHidden()
    }
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'contact-bar-contact')

    await page.goto(await firstItem(request, '/cases', '/cases/'))
    await expect(page.getByTestId('share-qr')).toBeVisible()
    await expect(page.getByTestId('share-qr')).toContainText('微信扫一扫分享')
    await expect(page.getByTestId('share-link')).toBeHidden()
    await expect(page.locator('[data-contact-bar]')).toBeHidden()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'contact-bar-case-share')
  })
})
