import crypto from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { expectNoSeriousA11yViolations, snap } from './helpers'
import { ARCHIVE, ensureArchive } from './news-archive'

/**
 * Site search in pages (issue #39): 20 results a page in the server's HTML, the page bar
 * 搜索结果分页 of plain links (`&page=N` from page 2) with rel=prev/next, so every match of a query
 * is reached by following links with scripts off.
 *
 * The matches are the news archive of news-archive.ts (21 articles 往期资讯存档第N篇), which
 * news.spec.ts pages through too: documents made for search alone would move the news list's pages.
 */

const QUERY = '往期资讯存档'
const FIRST_PAGE = `/search?q=${encodeURIComponent(QUERY)}`
const pageHref = (page: number) => (page === 1 ? FIRST_PAGE : `${FIRST_PAGE}&page=${page}`)

/** A pattern for an address ending with `path`. */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}$`)

/** A client address of this test's own: the /search page has a budget of searches a minute per address. */
const ownAddress = () => `192.0.2.${crypto.randomInt(1, 255)}`

/** How many results the query's pages reach, from the API (at least the archive's 21). */
async function totalMatches(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/search?q=${encodeURIComponent(QUERY)}&page=1`, {
    headers: { 'x-forwarded-for': ownAddress() },
  })
  expect(response.status()).toBe(200)
  const { pagination } = (await response.json()) as { pagination: { total: number } }
  expect(pagination.total).toBeGreaterThanOrEqual(ARCHIVE.length)
  return pagination.total
}

/** The path and query of a `<link>` in the document (canonical addresses are absolute). */
async function linkPath(page: Page, rel: string): Promise<string> {
  const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href')
  const url = new URL(href!, page.url())
  return url.pathname + url.search
}

test.describe('search result pages, scripts off', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeAll(async ({ request }) => ensureArchive(request))
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
  })

  test('20 a page, and 下一页 leads to the last page, reaching every match once', async ({ page, request }) => {
    const total = await totalMatches(request)
    const pages = Math.ceil(total / 20)

    const first = await page.goto(FIRST_PAGE)
    expect(first?.status()).toBe(200)
    await expect(page.getByTestId('search-result')).toHaveCount(20)
    await expect(page.getByTestId('search-summary')).toHaveText(`“${QUERY}”共找到 ${total} 条结果，本页为第 1 至 20 条`)
    const bar = page.getByRole('navigation', { name: '搜索结果分页' })
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第1页')
    await expect(bar).toContainText(`第 1 / ${pages} 页`)
    await expect(bar.getByRole('link', { name: '上一页' })).toHaveCount(0)
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
    expect(await linkPath(page, 'next')).toBe(pageHref(2))
    expect(await linkPath(page, 'canonical')).toBe(FIRST_PAGE)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')

    const titles: string[] = []
    titles.push(...(await page.getByTestId('search-result').getByRole('heading').allTextContents()))
    let current = 1
    while (await bar.getByRole('link', { name: '下一页' }).count()) {
      await bar.getByRole('link', { name: '下一页' }).click()
      current += 1
      await expect(page).toHaveURL(endsWith(pageHref(current)))
      titles.push(...(await page.getByTestId('search-result').getByRole('heading').allTextContents()))
    }
    expect(current).toBe(pages)
    await expect(page).toHaveURL(endsWith(pageHref(pages)))
    await expect(page.getByTestId('search-result')).toHaveCount(total - (pages - 1) * 20)
    await expect(bar).toContainText(`第 ${pages} / ${pages} 页`)
    await expect(bar.locator('[aria-current="page"]')).toHaveText(`第${pages}页`)
    expect(await linkPath(page, 'prev')).toBe(pageHref(pages - 1))
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)
    expect(await linkPath(page, 'canonical')).toBe(pageHref(pages))
    await expect(page).toHaveTitle(new RegExp(`^站内搜索（第 ${pages} 页）`))

    // Every match once, the archive's articles among them.
    expect(titles).toHaveLength(total)
    expect(new Set(titles).size).toBe(total)
    for (const article of ARCHIVE) expect(titles).toContain(article.title)

    // 上一页 leads back; each result is a plain link to its own page.
    await bar.getByRole('link', { name: '上一页' }).click()
    await expect(page).toHaveURL(endsWith(pageHref(pages - 1)))
    const result = page.getByTestId('search-result').getByRole('link').first()
    const title = (await result.textContent())!
    await result.click()
    await expect(page).toHaveURL(/\/news\/archive-2016-\d\d$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('a page that is no page of the results says so and links the first page', async ({ page }) => {
    for (const path of [pageHref(999), `${FIRST_PAGE}&page=1`, `${FIRST_PAGE}&page=02`, `${FIRST_PAGE}&page=abc`]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const missing = page.getByTestId('search-no-page')
      await expect(missing, path).toContainText('没有这一页的结果')
      await expect(page.getByTestId('search-result')).toHaveCount(0)
      await expect(page.locator('link[rel="next"]')).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    }
    await page.getByRole('link', { name: '查看第一页结果' }).click()
    await expect(page).toHaveURL(endsWith(FIRST_PAGE))
    await expect(page.getByTestId('search-result')).toHaveCount(20)
  })
})

test.describe('search result pages', () => {
  test.beforeAll(async ({ request }) => ensureArchive(request))
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
  })

  test('page 2: the page bar fits the width, and no serious accessibility violations', async ({ page }, testInfo) => {
    await page.goto(pageHref(2))
    await expect(page.getByTestId('search-result').first()).toBeVisible()
    const bar = page.getByRole('navigation', { name: '搜索结果分页' })
    await expect(bar.getByRole('link', { name: '上一页' })).toHaveAttribute('href', FIRST_PAGE)
    await expect(bar.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', FIRST_PAGE)
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第2页')
    const width = page.viewportSize()!.width
    const box = await bar.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    for (const link of await bar.getByRole('link').all()) {
      const cell = await link.boundingBox()
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(width)
    }
    // Nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'search-page-2')
  })
})
