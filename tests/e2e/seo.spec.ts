import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch as launchChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { schemaProblems } from '@/testing/schema-org'
import { adminToken, expectNoSeriousA11yViolations, isMobile, snap } from './helpers'
import { LIGHTHOUSE_BROWSER_PATH } from '@/testing/browsers.mjs'

const SITE = process.env.E2E_BASE_URL ?? 'http://localhost:3000'

async function firstLink(request: APIRequestContext, listPath: string, prefix: string): Promise<string> {
  const html = await (await request.get(listPath)).text()
  // One segment after the prefix: an item, not a list page (/news/category/…, /news/page/N).
  const match = new RegExp(`href="(${prefix}[^"?#/]+)"`).exec(html)
  expect(match, `a link to ${prefix}… on ${listPath}`).not.toBeNull()
  return match![1]!
}

/** A product page listed in the sitemap (the public products, as the site links them). */
async function productPath(request: APIRequestContext): Promise<string> {
  const match = /\/product-detail\/\d+/.exec(await (await request.get('/sitemap.xml')).text())
  expect(match, 'a product in the sitemap').not.toBeNull()
  return match![0]
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types: string[] = []
  for (const block of blocks) {
    const data = JSON.parse(block) as unknown
    expect(schemaProblems(data), block.slice(0, 200)).toEqual([])
    for (const node of Array.isArray(data) ? data : [data]) types.push((node as { '@type': string })['@type'])
  }
  return types
}

async function expectHead(page: Page, canonicalPath: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // The home page's canonical URL is the bare origin (Next drops the lone slash).
  const expected = canonicalPath === '/' ? new RegExp(`^${SITE}/?$`) : `${SITE}${canonicalPath}`
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected)
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${SITE}/`))
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'zh_CN')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /^http/)
}

test.describe('SEO: head, structured data, filings, share QR', () => {
  test('home: canonical, Open Graph, Organization with contact points, verification tag, ICP in the footer', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await expectHead(page, '/')
    const types = await jsonLdTypes(page)
    expect(types).toContain('Organization')
    const org = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
        t.includes('"Organization"'),
      )!,
    )
    expect(org.contactPoint.length).toBeGreaterThan(0)
    await expect(page.locator('meta[name="baidu-site-verification"]')).toHaveAttribute('content', 'codeva-demo0000000')
    const icp = page.getByRole('link', { name: '浙ICP备00000000号-1' })
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/')
    await expect(page.getByRole('link', { name: '浙公网安备33010802000000号' })).toHaveAttribute(
      'href',
      /^https:\/\/beian\.mps\.gov\.cn\//,
    )
    await page.getByTestId('filings').scrollIntoViewIfNeeded()
    await page.getByTestId('filings').screenshot({ path: `tmp/screens/seo-footer-${testInfo.project.name}.png` })
  })

  test('news article: NewsArticle, BreadcrumbList, own canonical, share QR code', async ({
    page,
    request,
  }, testInfo) => {
    const href = await firstLink(request, '/news', '/news/')
    await page.goto(href)
    await expectHead(page, href)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
    const qr = page.getByTestId('share-qr')
    await expect(qr).toContainText('微信扫一扫分享')
    await expect(qr.locator('svg[role="img"]')).toHaveCount(1)
    // On a phone the QR (for scanning from a computer) gives way to the page's link to copy.
    if (testInfo.project.name === 'mobile') {
      await expect(qr).toBeHidden()
      await expect(page.getByTestId('share-link')).toBeVisible()
    } else await expect(qr).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'seo-article-qr')
  })

  test('case: Article and BreadcrumbList, share QR (a copy-link box on phones)', async ({
    page,
    request,
  }, testInfo) => {
    const href = await firstLink(request, '/cases', '/cases/')
    await page.goto(href)
    await expectHead(page, href)
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
    // A phone cannot scan its own screen: it gets the page's link to copy instead (contact-bar.spec.ts).
    await expect(page.getByTestId(testInfo.project.name === 'mobile' ? 'share-link' : 'share-qr')).toBeVisible()
  })

  test('tier page and product page: Product with an Offer in CNY', async ({ page, request }) => {
    await page.goto('/services/bioinformatics-1v1')
    await expectHead(page, '/services/bioinformatics-1v1')
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']))
    const product = await productPath(request)
    await page.goto(product)
    await expectHead(page, product)
    expect(await jsonLdTypes(page)).toContain('Product')
    // The older product page points at the same canonical address.
    await page.goto(product.replace('/product-detail/', '/products/'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${product}`)
  })

  test('careers: a JobPosting per opening; list pages have their own titles', async ({ page }) => {
    await page.goto('/careers')
    await expectHead(page, '/careers')
    expect(await jsonLdTypes(page)).toContain('JobPosting')
    const titles = new Set<string>()
    for (const path of ['/', '/news', '/cases', '/contact', '/about', '/services', '/careers']) {
      await page.goto(path)
      titles.add(await page.title())
    }
    expect(titles.size).toBe(7)
  })
})

test.describe('SEO over HTTP', () => {
  test.beforeEach(() => {
    test.skip(isMobile(test.info()), 'HTTP only: once is enough')
  })

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('xml')
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${SITE}/</loc>`)
    expect(xml).toMatch(/<loc>[^<]+\/news\/[^<]+<\/loc><lastmod>/)
    expect(xml).not.toMatch(/\/(profile|login|admin|test|preview)\b/)
    expect(xml).not.toContain('summer-research-camp-draft')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    for (const path of ['/admin', '/cms-api', '/api', '/profile', '/test'])
      expect(robots).toContain(`Disallow: ${path}`)
  })

  test('the sitemap lists a new article as soon as staff publish it, and drops it when deleted', async ({
    request,
  }) => {
    const slug = `sitemap-${Date.now()}`
    const address = `<loc>${SITE}/news/${slug}</loc>`
    const sitemap = async () => (await request.get('/sitemap.xml')).text()
    expect(await sitemap()).not.toContain(address)
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const created = await request.post('/cms-api/news', {
      headers,
      // Old date: stays off the home page's latest news while it exists.
      data: {
        title: `站点地图测试 ${slug}`,
        slug,
        summary: '站点地图测试',
        category: '技术进展',
        published_at: '2019-01-03T00:00:00.000Z',
        is_published: true,
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id as number
    try {
      await expect.poll(sitemap, { timeout: 5_000 }).toContain(address)
    } finally {
      expect((await request.delete(`/cms-api/news/${id}`, { headers })).ok()).toBe(true)
    }
    await expect.poll(sitemap, { timeout: 5_000 }).not.toContain(address)
  })

  test('a staff SEO title shows in <title> after the edit', async ({ request }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const href = await firstLink(request, '/news', '/news/')
    const slug = decodeURIComponent(href.replace('/news/', ''))
    const list = await (
      await request.get(`/cms-api/news?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { headers })
    ).json()
    const article = list.docs[0] as { id: number; slug: string; meta?: { title?: string | null } }
    const title = `SEO 覆盖标题 ${Date.now()}`
    try {
      const saved = await request.patch(`/cms-api/news/${article.id}`, { headers, data: { meta: { title } } })
      expect(saved.status()).toBe(200)
      await expect
        .poll(
          async () => /<title>([^<]*)<\/title>/.exec(await (await request.get(`/news/${article.slug}`)).text())?.[1],
        )
        .toBe(title)
    } finally {
      await request.patch(`/cms-api/news/${article.id}`, {
        headers,
        data: { meta: { title: article.meta?.title ?? null } },
      })
    }
  })

  test('a staff redirect answers 301 before rendering; unknown paths still give the Chinese 404', async ({
    request,
  }) => {
    const demo = await request.get('/xinwen', { maxRedirects: 0 })
    expect(demo.status()).toBe(301)
    expect(demo.headers()['location']).toMatch(/\/news$/)
    const token = await adminToken(request)
    const headers = { Authorization: `JWT ${token}` }
    const from = `/old-seo-${Date.now()}`
    const created = await request.post('/cms-api/redirects', {
      headers,
      data: { from, to: { type: 'custom', url: '/contact' }, type: '308' },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id
    try {
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 15_000 })
        .toBe(308)
      expect((await request.get(from, { maxRedirects: 0 })).headers()['location']).toMatch(/\/contact$/)
    } finally {
      await request.delete(`/cms-api/redirects/${id}`, { headers })
    }
    // An old address that only starts like the admin's (/administrator.php) redirects too.
    const oldAdmin = `/administrator-${Date.now()}.php`
    const adminLike = await request.post('/cms-api/redirects', {
      headers,
      data: { from: oldAdmin, to: { type: 'custom', url: '/about' }, type: '301' },
    })
    expect(adminLike.status(), await adminLike.text()).toBe(201)
    try {
      await expect
        .poll(async () => (await request.get(oldAdmin, { maxRedirects: 0 })).status(), { timeout: 15_000 })
        .toBe(301)
    } finally {
      await request.delete(`/cms-api/redirects/${(await adminLike.json()).doc.id}`, { headers })
    }
    const missing = await request.get(`/no-such-page-${Date.now()}`, { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('页面未找到')
  })

  test('no resource from another origin on the public pages', async ({ request }) => {
    const article = await firstLink(request, '/news', '/news/')
    const caseStudy = await firstLink(request, '/cases', '/cases/')
    const product = await productPath(request)
    for (const path of ['/', '/news', '/contact', '/services/bioinformatics-1v1', article, caseStudy, product]) {
      const html = await (await request.get(path)).text()
      // What the browser loads by itself: images, scripts, media, frames, stylesheets, icons, preloads.
      const sources = [
        ...[
          ...html.matchAll(/<(?:img|script|source|iframe|video|audio|embed)\b[^>]*\s(?:src|srcset|poster)="([^"]+)"/g),
        ],
        ...[
          ...html.matchAll(
            /<link\b(?=[^>]*\srel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest|prefetch)")[^>]*\shref="([^"]+)"/g,
          ),
        ],
      ].map((m) => m[1]!)
      const foreign = sources.filter((url) => /^(https?:)?\/\//.test(url) && !url.startsWith(SITE))
      expect(foreign, path).toEqual([])
    }
  })

  test('Nu HTML Checker: 0 errors on home, /news, an article, a tier page, a product page and /contact', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const article = await firstLink(request, '/news', '/news/')
    const product = await productPath(request)
    const pages = ['/', '/news', article, '/services/bioinformatics-1v1', product, '/contact']
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-vnu-'))
    const files: string[] = []
    for (const [index, pagePath] of pages.entries()) {
      const file = path.join(dir, `${index}.html`)
      fs.writeFileSync(file, await (await request.get(pagePath)).text())
      files.push(file)
    }
    // One JVM for all six pages.
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
    const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' })
    fs.rmSync(dir, { recursive: true, force: true })
    // A checker that did not run (no Java, a broken jar) prints no report: that is a failure, not 0 errors.
    expect(result.error, 'java could not be started').toBeUndefined()
    expect([0, 1], result.stderr).toContain(result.status)
    const report = JSON.parse(result.stderr || result.stdout) as {
      messages: { type: string; url: string; message: string; lastLine?: number; extract?: string }[]
    }
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${pages[Number(path.basename(message.url).replace(/\.html$/, ''))] ?? message.url}:${message.lastLine} ${message.message} ${message.extract ?? ''}`,
      )
    expect(errors).toEqual([])
  })

  test('Lighthouse SEO scores 100 on the six pages of the benchmark and /contact', async ({ request }, testInfo) => {
    test.skip(isMobile(testInfo), 'Lighthouse emulates the phone itself: once is enough')
    test.setTimeout(180_000)
    const article = await firstLink(request, '/news', '/news/')
    const product = await productPath(request)
    const pages = ['/', '/news', article, '/services/bioinformatics-1v1', product, '/resources', '/contact']
    // One browser for every page, with the same headless flags as these tests (playwright.config.ts).
    const chrome = await launchChrome({
      chromePath: LIGHTHOUSE_BROWSER_PATH,
      chromeFlags: testInfo.project.use.launchOptions?.args ?? [],
    })
    const scores: Record<string, number | string> = {}
    try {
      for (const pagePath of pages) {
        const run = await lighthouse(
          `${SITE}${pagePath}`,
          { port: chrome.port, logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: {
              onlyCategories: ['seo'],
              formFactor: 'mobile',
              disableFullPageScreenshot: true,
              // Every SEO audit reads the document the server sent: no need to wait for a quiet second.
              pauseAfterFcpMs: 0,
              pauseAfterLoadMs: 250,
              networkQuietThresholdMs: 250,
              cpuQuietThresholdMs: 250,
            },
          },
        )
        expect(run, pagePath).toBeDefined()
        const { categories, audits } = run!.lhr
        const failing = Object.entries(audits)
          .filter(([, audit]) => audit.score === 0)
          .map(([id]) => id)
        scores[pagePath] = categories.seo?.score === 1 ? 100 : `${(categories.seo?.score ?? 0) * 100} (${failing})`
      }
    } finally {
      chrome.kill()
    }
    expect(scores).toEqual(Object.fromEntries(pages.map((pagePath) => [pagePath, 100])))
  })
})
