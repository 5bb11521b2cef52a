import { expect, test } from './fixtures'
import { adminLogin, axeOn, expectNoSeriousA11yViolations, snap } from './helpers'

/** Issue 16: /design shows the UI kit to staff (like /test); visitors get the ordinary 404. */

test('/design answers 404 to visitors and does not name itself', async ({ page }) => {
  const response = await page.goto('/design')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('设计规范')
  await expect(page).not.toHaveTitle(/设计规范/)
  expect(response?.headers()['cache-control']).toMatch(/no-store/)
})

test('/design shows staff every kit piece: colours, type, spacing, buttons, prices, cards, forms, states', async ({
  page,
}, testInfo) => {
  expect((await adminLogin(page.request)).ok()).toBe(true)
  const response = await page.goto('/design')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toMatch(/no-store/)
  await expect(page).toHaveTitle(/设计规范/)
  await expect(page.getByRole('heading', { level: 1, name: '设计规范' })).toBeVisible()
  for (const heading of [
    '颜色',
    '字号与行高',
    '间距与区块节奏',
    '按钮',
    '价格与标签',
    '卡片',
    '表单',
    '空状态、图标与二维码',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByTestId('colours').getByRole('listitem')).toHaveCount(10)
  await expect(page.getByTestId('type-scale')).toContainText('行高 1.75')
  await expect(page.getByTestId('spacing').getByRole('listitem')).toHaveCount(8)
  await expect(page.getByTestId('buttons').getByRole('button', { name: '不可用' })).toBeDisabled()

  // One price look: every sample is the same red.
  const prices = page.getByTestId('price-samples').locator('> *')
  await expect(prices).toHaveCount(6)
  await expect(prices.last()).toHaveText('价格面议')
  const colours = await prices.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).color))
  expect(new Set(colours).size).toBe(1)

  await expect(page.getByTestId('form-samples').getByRole('textbox', { name: '手机号' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page.getByTestId('empty-state')).toContainText('暂无相关内容')
  await expect(page.getByRole('img', { name: '本页二维码' })).toBeVisible()
  const noSuchPage = await page.request.get('/design/no-such-page')
  expect(noSuchPage.status()).toBe(404)
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'design')
})

test('the accessibility check every spec runs reports what axe finds (helpers.ts axeOn)', async ({ page }) => {
  await page.goto('/design')
  // A picture without a text alternative and a nameless button, added to the page as it is.
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/favicon.ico'
    const button = document.createElement('button')
    document.querySelector('main')?.append(image, button)
  })
  const { violations } = await axeOn(page).analyze()
  expect(violations.map((violation) => violation.id).sort()).toEqual(
    expect.arrayContaining(['button-name', 'image-alt']),
  )
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt/)
})
