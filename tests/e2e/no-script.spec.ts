import { expect, test } from './fixtures'

// Every page is written in order, as Next answers it and as the server keeps it, and reads in full without
// JavaScript. With React 19.2 the App Router sends a Suspense boundary's content after the rest of the
// document, hidden until a script moves it into place, even when its data was read before, so visitors
// without JavaScript and crawlers that do not run it would miss it. Home and the tier pages have such
// boundaries (src/ui/HydrationSlice.tsx: each section hydrates as a task of its own, issue 37); the
// server writes them where they stand, in a stored page and in a fresh render alike
// (src/server/next-cache/boundaries-in-place.mjs, docs/decisions/2026-11-29-boundaries-in-place.md).

/** Pages whose sections below the first screen are Suspense boundaries. */
const SLICED = ['/', '/services/bioinformatics-1v1']

const PAGES = [
  '/',
  '/news',
  '/cases',
  '/resources',
  '/about',
  '/contact',
  '/services/bioinformatics-1v1',
  '/product-detail/1',
  '/category-products/1',
  '/search?q=meta',
]

test('every page is written in order: no part of it held back for a script to move into place', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: once is enough')
  for (const address of PAGES) {
    // Next's own answer (asked as a reload, past the server's memory) and the copy kept in memory.
    for (const [url, headers] of [
      [address, { 'cache-control': 'no-cache' }],
      [address, {}],
    ] as const) {
      const response = await request.get(url, { headers })
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(html, `${url}: a boundary still pending (<!--$?-->)`).not.toContain('<!--$?-->')
      expect(html, `${url}: content sent out of order (hidden id="S:…")`).not.toMatch(/<div hidden id="S:\d+"/)
      expect(html, `${url}: a script still moves content into place ($RC)`).not.toContain('$RC(')
      if (SLICED.includes(address))
        expect(
          html.split('<!--$-->').length - 1,
          `${url}: its sections are no longer Suspense boundaries`,
        ).toBeGreaterThan(2)
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('home and a tier page show every section, down to the footer', async ({ page }) => {
    await page.goto('/')
    for (const heading of ['核心学术服务', '学术资源', '网站页脚'])
      await expect(page.getByRole('heading', { name: heading }).first()).toBeAttached()
    await expect(page.locator('#academic-resources')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await page.goto('/services/bioinformatics-1v1')
    await expect(page.getByText('入门版').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
  })
})
