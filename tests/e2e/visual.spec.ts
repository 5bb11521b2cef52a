import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 16: visual regression. Full-page screenshots of the main pages at 1280 and 390 px, compared
 * with the committed baselines in tests/e2e/__screenshots__/. scripts/e2e.mjs runs this file first,
 * on the freshly seeded site, before any other spec edits content. Anti-aliasing is tolerated
 * (per-pixel threshold, and a small share of pixels may differ); a moved block changes thousands
 * of pixels or the page height, and fails.
 * After an intended change: `npm run test:e2e -- tests/e2e/visual.spec.ts --update-snapshots`,
 * then look at the new PNGs before committing them.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'product', path: '/product-detail/1' },
  { name: 'course', path: '/services/statistical-analysis' },
  { name: 'tier', path: '/services/bioinformatics-1v1' },
  { name: 'news', path: '/news' },
  { name: 'cases', path: '/cases' },
  { name: 'resources', path: '/resources' },
]

/** Every image loaded (lazy ones too), web fonts settled, the page back at the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager'
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('loadend', resolve, { once: true })),
      ),
    )
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => null)))
    await document.fonts.ready
    window.scrollTo(0, 0)
  })
}

async function compare(page: Page, path: string, name: string, mask: string[] = []) {
  // Timers and the date stand still, so no carousel turns between two shots.
  await page.clock.install({ time: new Date('2026-11-24T10:00:00+08:00') })
  await page.goto(path, { waitUntil: 'networkidle' })
  await settle(page)
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: mask.map((selector) => page.locator(selector)),
  })
}

for (const { name, path } of PAGES) {
  test(`${name} (${path}) looks as its baseline`, async ({ page }) => {
    await compare(page, path, name)
  })
}

test('the design kit (/design, staff) looks as its baseline', async ({ page }) => {
  const login = await page.request.post('/cms-api/users/login', {
    data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  // The QR code holds the site's address, whose port differs from run to run.
  await compare(page, '/design', 'design', ['[data-testid="share-qr"] svg'])
})
