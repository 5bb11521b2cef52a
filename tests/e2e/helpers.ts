import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { findLink, parseEml, type ParsedMail } from '@/cms/admin/eml'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

/**
 * axe on the page as every spec runs it. Legacy mode runs axe-core in the page itself instead of
 * collecting each frame's partial results in a second blank page (the site and the admin have no
 * frame of another origin), and only violations are collected: axe computes no selector for the
 * thousands of passing nodes. Three times faster on home (0.95 s against 2.9 s), same findings;
 * `tests/e2e/design.spec.ts` checks that it still reports a violation.
 */
export const axeOn = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })

/** Fails on any serious or critical axe violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await axeOn(page).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const summary = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  )
  expect(summary, 'axe serious/critical violations').toEqual([])
}

/**
 * Fails on an image drawn at another shape than its file's without object-fit to crop or fit it
 * (Lighthouse's "incorrect aspect ratio"): a stretched picture. Lazy images are loaded first.
 */
export async function expectNoStretchedImages(page: Page): Promise<void> {
  const stretched = await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')]
    for (const image of images) image.loading = 'eager'
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true })
            image.addEventListener('error', () => resolve(), { once: true })
          })
    await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, 10_000))])
    return images
      .filter((image) => {
        if (!image.naturalWidth || !image.clientWidth || !image.clientHeight) return false
        if (['cover', 'contain', 'scale-down'].includes(getComputedStyle(image).objectFit)) return false
        const natural = image.naturalWidth / image.naturalHeight
        return Math.abs(image.clientWidth / image.clientHeight - natural) / natural > 0.05
      })
      .map((image) => `${image.currentSrc} drawn ${image.clientWidth}×${image.clientHeight}`)
  })
  expect(stretched, 'images drawn stretched').toEqual([])
}

const screensWanted = process.env.E2E_SCREENS ? process.env.E2E_SCREENS === 'true' : process.env.CI !== 'true'

/**
 * Saves a full-page screenshot to tmp/screens/<name>-<project>.png for people to look at. Not in CI
 * (a fresh clone nobody opens; about 250 full-page PNGs a run) unless E2E_SCREENS=true; the visual
 * baselines (visual.spec.ts) are compared in every run.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!screensWanted) return
  const dir = path.resolve('tmp/screens')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage: true })
}

export const isMobile = (testInfo: TestInfo): boolean => testInfo.project.name === 'mobile'

/**
 * Whether an answer came from a cache rather than a render: Next's page cache (`X-Nextjs-Cache:
 * HIT`) or, for a visitor's repeated read, the server's memory in front of it (`X-Origin-Cache: HIT`).
 */
export const servedFromCache = (headers: Record<string, string>): boolean =>
  headers['x-nextjs-cache'] === 'HIT' || headers['x-origin-cache'] === 'HIT'

/** Base URL of the second app instance whose database is migrated but empty. */
export const emptySiteUrl = (): string => process.env.E2E_EMPTY_BASE_URL ?? 'http://localhost:3001'

/** Base URL of a third instance whose database cannot be reached, for server-side error states. */
export const brokenSiteUrl = (): string => process.env.E2E_BROKEN_BASE_URL ?? 'http://localhost:3002'

/** Signs in as the seeded admin through Payload's REST API (the cookie lands in `request`'s context). */
export const adminLogin = (request: APIRequestContext) =>
  request.post('/cms-api/users/login', {
    data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
  })

/**
 * Signs in as the seeded admin through Payload's REST API and returns the token. Specs in parallel
 * workers sign in at the same moment: the site keeps every one of those sessions (account-lock.ts).
 */
export async function adminToken(request: APIRequestContext, site = ''): Promise<string> {
  const response = await request.post(`${site}/cms-api/users/login`, {
    data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

/**
 * For specs that call Payload's API with the page's staff cookie (page.request): present the
 * site's Origin, as the admin's own scripts do, since Payload ignores a staff cookie on a request
 * that does not (CSRF protection). Only for specs that stay on the seeded site: a forged Origin on
 * another instance's pages makes Chromium refuse their stylesheets.
 */
export const SITE_ORIGIN_HEADERS = { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000').origin }

/** The mails the seeded server wrote to its outbox (oldest first), those since `notBefore` (ms). */
export function outboxMails(notBefore = 0): ParsedMail[] {
  const dir = process.env.E2E_OUTBOX_DIR
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set (run through npm run test:e2e)')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .filter((file) => fs.statSync(path.join(dir, file)).mtimeMs >= notBefore)
    .map((file) => parseEml(fs.readFileSync(path.join(dir, file), 'utf8')))
}

/** The newest link to `pagePath` in a mail to `email`, read from the outbox the server writes. */
export async function linkFromOutbox(
  email: string,
  pagePath: string,
  notBefore = 0,
  parameter = 'token',
): Promise<string> {
  let found: string | null = null
  await expect
    .poll(
      () => {
        const links = outboxMails(notBefore)
          .filter((mail) => mail.to.includes(email))
          .map((mail) => findLink(mail, pagePath, parameter))
          .filter((link): link is string => Boolean(link))
        found = links.at(-1) ?? null
        return found
      },
      { message: `a mail to ${email} with a ${pagePath} link`, timeout: 15_000 },
    )
    .toBeTruthy()
  return found!
}

/**
 * Waits until Payload's rich-text field has handed the editor's state to the form: richtext-lexical
 * queues that for the browser's idle time with a 500 ms deadline (useRunDeprioritized), so a save
 * clicked right after typing could miss the last keystrokes. Measured on the page's own clock.
 */
export async function richTextHandedToForm(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(() => resolve(null)), 600)))
}
