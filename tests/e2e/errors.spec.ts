import { expect, test } from '@playwright/test'
import { brokenSiteUrl, expectNoSeriousA11yViolations, snap } from './helpers'

/**
 * Server-side error states, reached on an instance whose database cannot be reached: every page
 * still renders the shell and says in Chinese what failed, never a stack trace or English text.
 */
test.describe('when the database cannot be reached', () => {
  test('home: each data section shows its failure message', async ({ page }, testInfo) => {
    await page.goto(brokenSiteUrl() + '/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Core services, research news and the case teaser each say what failed.
    await expect(page.getByText('加载失败：服务器暂时无法读取数据，请稍后重试')).toHaveCount(3)
    // The latest-news card of the hero is shown on large screens only.
    if (testInfo.project.name === 'desktop') await expect(page.getByText('暂无科研新闻')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'error-home')
  })

  const screens: { path: string; texts: string[] }[] = [
    { path: '/cases', texts: ['加载失败', '获取成功案例失败，请稍后重试。'] },
    { path: '/news', texts: ['获取新闻失败，请稍后重试'] },
    { path: '/contact', texts: ['网络错误，请稍后重试'] },
    { path: '/category-products/1', texts: ['获取类目失败'] },
    { path: '/services/research-fengshui', texts: ['加载失败', '获取测试服务失败'] },
    { path: '/product-detail/1', texts: ['获取商品详情失败'] },
    { path: '/services/bioinformatics-1v1', texts: ['页面加载失败', '服务器暂时无法读取数据，请稍后重试。'] },
    { path: '/about', texts: ['页面加载失败'] },
  ]
  for (const { path, texts } of screens) {
    test(`${path} says what failed, in Chinese, inside the site shell`, async ({ page }) => {
      await page.goto(brokenSiteUrl() + path)
      for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
      await expect(page.locator('body')).not.toContainText(/couldn.t load|server error|Error:/i)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('the generic error screen is accessible', async ({ page }, testInfo) => {
    await page.goto(brokenSiteUrl() + '/services/clinical-1v1')
    await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible()
    await expect(page).toHaveTitle('页面加载失败 · 科研学术服务平台')
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'error-generic')
  })

  test('the API answers a Chinese JSON error, not a stack trace', async ({ request }) => {
    const response = await request.get(brokenSiteUrl() + '/api/categories')
    expect(response.status()).toBe(500)
    expect(await response.json()).toEqual({ success: false, message: '服务器内部错误，请稍后重试' })
  })
})

test.describe('health check', () => {
  test('answers 503 with the database marked as failing, and 200 on a healthy instance', async ({ request }) => {
    const broken = await request.get(brokenSiteUrl() + '/api/health')
    expect(broken.status()).toBe(503)
    expect(broken.headers()['cache-control']).toBe('private, no-store')
    expect(await broken.json()).toMatchObject({ status: 'error', checks: { database: 'error' } })
    const healthy = await request.get('/api/health')
    expect(healthy.status()).toBe(200)
    expect(await healthy.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } })
  })
})
