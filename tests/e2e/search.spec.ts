import { expect, test, type Page } from './fixtures'
import { expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

const TUMOUR = '单细胞多组学技术推动肿瘤微环境研究进入新阶段'

test.describe('search without JavaScript (server HTML)', () => {
  test.use({ javaScriptEnabled: false })

  test('the results page lists the matches grouped by kind', async ({ page }) => {
    await page.goto('/search?q=%E7%BB%9F%E8%AE%A1')
    await expect(page.getByRole('heading', { level: 1, name: '站内搜索' })).toBeVisible()
    await expect(page.getByTestId('search-summary')).toContainText('“统计”共找到')
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    const labels = headings.map((text) => text.replace(/（\d+）$/, ''))
    expect(labels.length).toBeGreaterThan(1)
    for (const label of labels) expect(['服务', '商品', '新闻', '案例', '学术资源']).toContain(label)
    await expect(page.locator('[data-testid="search-result"] mark', { hasText: '统计' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'R语言生物统计分析实战' })).toBeVisible()
  })

  test('a staff synonym finds what its other words find (荟萃分析 = Meta分析)', async ({ page }) => {
    await page.goto('/search?q=%E8%8D%9F%E8%90%83%E5%88%86%E6%9E%90')
    await expect(page.getByTestId('search-summary')).toContainText('“荟萃分析”共找到')
    await expect(page.getByRole('link', { name: /网状Meta分析/ }).first()).toBeVisible()
  })

  test('the plain form searches, and pinyin finds Chinese', async ({ page }, testInfo) => {
    await page.goto('/search')
    await expect(page.getByTestId('search-prompt')).toBeVisible()
    // Without JavaScript the phone menu cannot open; the page's own box works on every width.
    const box = page.getByRole('combobox', { name: '搜索关键词' })
    await box.fill('zhongliu')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=zhongliu$/)
    await expect(page.getByRole('link', { name: TUMOUR })).toBeVisible()
    if (!isMobile(testInfo)) {
      const header = page.getByRole('combobox', { name: '站内搜索' })
      await header.fill('Meta分析')
      await header.press('Enter')
      await expect(page.getByRole('link', { name: /网状Meta分析/ }).first()).toBeVisible()
    }
    await snap(page, testInfo, 'search-no-js')
  })

  test('a query too long or without matches gets a Chinese answer, not an error', async ({ page }) => {
    const tooLong = await page.goto(`/search?q=${'a'.repeat(101)}`)
    expect(tooLong?.status()).toBe(200)
    await expect(page.getByTestId('search-invalid')).toHaveText('搜索关键词不能超过 100 个字符')
    await page.goto('/search?q=%E5%AE%8C%E5%85%A8%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D')
    await expect(page.getByTestId('search-empty')).toContainText('没有找到相关内容')
  })
})

test('the server HTML carries the results, escaped and marked, and is not indexed', async ({ request }) => {
  const response = await request.get('/search?q=%3Cscript%3E%E8%82%BF%E7%98%A4')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).not.toContain('<script>肿瘤')
  expect(html).toContain('&lt;script&gt;肿瘤')
  const found = await request.get('/search?q=%E8%82%BF%E7%98%A4')
  // Rendered per request, yet the same for every visitor with this address: the public header.
  expect(found.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60')
  const body = await found.text()
  expect(body).toContain('<mark>肿瘤</mark>')
  expect(body).toMatch(/<meta name="robots" content="noindex, follow"/)
})

async function searchBox(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: '打开菜单' }).click()
    return page.getByRole('combobox', { name: '移动端搜索' })
  }
  return page.getByRole('combobox', { name: '站内搜索' })
}

test('suggestions as one types: an accessible combobox driven by the keyboard', async ({ page }, testInfo) => {
  // Several axe passes over the home page outlast 45 s on a slow machine.
  test.setTimeout(90_000)
  await page.goto('/')
  const box = await searchBox(page, isMobile(testInfo))
  await box.click()
  await box.pressSequentially('zhongliu', { delay: 30 })
  const listbox = page.getByRole('listbox', { name: '搜索建议' })
  await expect(listbox).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const option = listbox.getByRole('option').filter({ hasText: TUMOUR })
  await expect(option).toBeVisible()
  await expect(option).toContainText('新闻')

  await box.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.press('ArrowDown')
  await expect(listbox).toBeVisible()
  const options = listbox.getByRole('option')
  const count = await options.count()
  let index = 0
  for (; index < count; index += 1) {
    await box.press('ArrowDown')
    const selected = listbox.getByRole('option', { selected: true })
    await expect(selected).toHaveCount(1)
    await expect(box).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!)
    if ((await selected.textContent())?.includes(TUMOUR)) break
  }
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'search-suggestions')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/news\//)
  await expect(page.getByRole('heading', { level: 1, name: TUMOUR })).toBeVisible()
})

test('Enter without a chosen suggestion opens the results page', async ({ page }, testInfo) => {
  await page.goto('/news')
  const box = await searchBox(page, isMobile(testInfo))
  await box.fill('基金')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=%E5%9F%BA%E9%87%91$/)
  await expect(page.getByRole('link', { name: '2026年度国家自然科学基金申请要点解读' })).toBeVisible()
})

test('the results page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/search?q=%E7%BB%9F%E8%AE%A1')
  await expect(page.getByTestId('search-summary')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto('/search')
  await expectNoSeriousA11yViolations(page)
})
