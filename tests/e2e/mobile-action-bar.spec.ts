import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

/** Issue 16: on phones, the price and the ways to buy and consult stay on screen on long pages. */
const PAGES = [
  { path: '/product-detail/1', buy: '立即购买', consult: '/contact' },
  { path: '/services/statistical-analysis', buy: '立即报名', consult: '/contact?service=' },
  { path: '/services/grant-project', buy: '立即购买', consult: '/contact?service=' },
]

for (const { path, buy, consult } of PAGES) {
  test(`${path}: the phone action bar holds the price, 立即咨询 and ${buy}`, async ({ page }, testInfo) => {
    await page.goto(path)
    const bar = page.getByRole('region', { name: '购买与咨询' })
    if (!isMobile(testInfo)) {
      await expect(bar).toBeHidden()
      return
    }
    await expect(bar).toBeVisible()
    await expect(bar.locator('.text-red-600')).toHaveText(/¥|价格面议/)
    await expect(bar.getByRole('link', { name: '立即咨询' })).toHaveAttribute(
      'href',
      new RegExp(`^${consult.replace('?', '\\?')}`),
    )

    // Scrolled to the end, the footer's last line sits above the bar and the back-to-top button too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const barBox = (await bar.boundingBox())!
    const lastLine = page.locator('footer .footer-bottom p').first()
    await expect(lastLine).toBeVisible()
    expect((await lastLine.boundingBox())!.y + (await lastLine.boundingBox())!.height).toBeLessThanOrEqual(barBox.y)
    const backToTop = page.getByRole('button', { name: '返回顶部' })
    await expect(backToTop).toBeVisible()
    const backBox = (await backToTop.boundingBox())!
    expect(backBox.y + backBox.height).toBeLessThanOrEqual(barBox.y)
    await snap(page, testInfo, `action-bar${path.replace(/\//g, '-')}`)
    await expectNoSeriousA11yViolations(page)

    // The buy button opens the dialog, and the bar is gone while it is open.
    await bar.getByRole('button', { name: buy }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(bar).toBeHidden()
    await dialog.getByRole('button', { name: '我知道了' }).click()
    await expect(bar).toBeVisible()
  })
}

test('a tier page: the bar shows the lowest tier price, and 立即购买 leads to the plans', async ({
  page,
}, testInfo) => {
  await page.goto('/services/bioinformatics-1v1')
  const bar = page.getByRole('region', { name: '购买与咨询' })
  if (!isMobile(testInfo)) {
    await expect(bar).toBeHidden()
    return
  }
  const prices = await page
    .getByTestId('tier-price')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^\d]/g, ''))).filter((value) => value > 0))
  const lowest = Math.min(...prices).toLocaleString('en-US')
  await expect(bar.locator('.text-red-600')).toHaveText(`¥${lowest} 起`)
  await expect(bar.getByRole('link', { name: '立即咨询' })).toHaveAttribute('href', /^\/contact\?service=/)
  await bar.getByRole('link', { name: '立即购买' }).click()
  await expect(page).toHaveURL(/#tiers$/)
  await expect(page.locator('#tiers').getByTestId('tier-price').first()).toBeInViewport()
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'action-bar-tier-page')
})
