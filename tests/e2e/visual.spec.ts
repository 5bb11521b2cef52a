import { expect, test, type Page, type TestInfo } from './fixtures'

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
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true })
              image.addEventListener('error', resolve, { once: true })
            }),
      ),
    )
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => null)))
    await document.fonts.ready
    window.scrollTo(0, 0)
  })
}

/** Opens `path` as the baselines were taken: clock fixed, images loaded, fonts ready. */
async function open(page: Page, path: string) {
  // Timers and the date stand still, so no carousel turns between two shots.
  await page.clock.install({ time: new Date('2026-11-24T10:00:00+08:00') })
  await page.goto(path, { waitUntil: 'networkidle' })
  await settle(page)
}

async function compare(page: Page, path: string, name: string, mask: string[] = []) {
  await open(page, path)
  await expect(page).toHaveScreenshot(`${name}.png`, {
    // Two stable full-page shots of home took over 10 s once on a slower, busy 2-core machine.
    timeout: 30_000,
    fullPage: true,
    mask: mask.map((selector) => page.locator(selector)),
    maskColor: '#e2e8f0',
  })
}

// The QR code holds the site's address, whose port differs from run to run.
const QR_MASK = ['[data-testid="share-qr"] svg']

for (const { name, path } of PAGES) {
  test(`${name} (${path}) looks as its baseline`, async ({ page }) => {
    await compare(page, path, name)
  })
}

/**
 * Signs in as staff for /design: the admin on desktop, the editor on phones, since two sign-ins of
 * one account at the same moment can cost one of them its session.
 */
async function signInStaff(page: Page, testInfo: TestInfo) {
  const account =
    testInfo.project.name === 'visual-desktop'
      ? { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD }
      : { email: 'editor@keyan.example.com', password: process.env.E2E_EDITOR_PASSWORD ?? 'E2e-Editor-Password-2026!' }
  expect((await page.request.post('/cms-api/users/login', { data: account })).ok()).toBe(true)
}

test.describe('the design kit', () => {
  // One after the other: both sign in with the same account.
  test.describe.configure({ mode: 'serial' })

  test('the design kit (/design, staff) looks as its baseline', async ({ page }, testInfo) => {
    await signInStaff(page, testInfo)
    await compare(page, '/design', 'design', QR_MASK)
  })

  test('a layout change fails the comparison (buttons 2 px narrower)', async ({ page }, testInfo) => {
    // Updating the baselines would write the altered page over the real one.
    test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'baselines are being updated')
    test.skip(testInfo.project.name !== 'visual-desktop', 'once is enough')
    await signInStaff(page, testInfo)
    await open(page, '/design')
    await page.addStyleTag({ content: '.btn { padding-left: 18px !important }' })
    await expect(
      expect(page).toHaveScreenshot('design.png', {
        fullPage: true,
        mask: [page.locator(QR_MASK[0])],
        maskColor: '#e2e8f0',
        timeout: 3000,
      }),
    ).rejects.toThrow(/pixels .* are different/)
  })
})
