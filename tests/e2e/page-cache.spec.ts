import { expect, test } from './fixtures'
import { adminToken, servedFromCache } from './helpers'

// What a browser test cannot see: the HTML the server sends (JavaScript off), cache headers and
// the page cache's behaviour around a staff edit. Protocol-level, so one project runs them.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'protocol-level checks run once')
})

const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'
const PERSONAL = 'private, no-store'

/** The text a visitor without JavaScript sees: the HTML without scripts and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

const NOT_FOUND_PAGES: { path: string; heading: string; text: string }[] = [
  { path: '/no-such-page', heading: '页面未找到', text: '返回首页' },
  { path: '/a/b/c', heading: '页面未找到', text: '浏览服务' },
  { path: '/news/no-such-article', heading: '页面未找到', text: '查看所有新闻' },
  { path: '/cases/no-such-case', heading: '页面未找到', text: '查看所有案例' },
  { path: '/product-detail/999999', heading: '商品不存在', text: '返回上一页' },
  { path: '/products/999999', heading: '商品不存在', text: '重新加载' },
  { path: '/category-products/no-such-category', heading: '未找到类目ID', text: '可用的服务类目' },
  { path: '/services/no-such-category', heading: '未找到类目ID', text: '可用的服务类目' },
]

test.describe('not-found pages without JavaScript', () => {
  for (const { path, heading, text } of NOT_FOUND_PAGES) {
    test(`${path} answers 404 with its Chinese screen in the server's HTML`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).not.toContain('id="__next_error__"')
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
      expect(visibleText(h1)).toContain(heading)
      expect(visibleText(html)).toContain(text)
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
    })
  }

  test('a visitor without JavaScript sees the 404 screen and its links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/news/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible()
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await context.close()
  })
})

test.describe('cache headers', () => {
  for (const path of ['/', '/news', '/cases', '/services/bioinformatics-1v1', '/resources', '/about']) {
    test(`${path} is cached once for everyone and says so`, async ({ request }) => {
      await request.get(path)
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe(SHARED)
      expect(servedFromCache(response.headers()), JSON.stringify(response.headers())).toBe(true)
      expect(response.headers()['etag']).toMatch(/^W\/"[\w-]{22}"$/)
    })
  }

  test('query strings are read in the browser: the cached page is the same for any ?category=', async ({ request }) => {
    const plain = await (await request.get('/news')).text()
    const response = await request.get('/news?category=%E6%8A%80%E6%9C%AF%E8%BF%9B%E5%B1%95')
    // From Next's page cache, or from the server's memory, which keys a page by its path alone.
    expect(servedFromCache(response.headers())).toBe(true)
    expect(visibleText(await response.text())).toBe(visibleText(plain))
  })

  for (const path of [
    '/profile',
    '/reset-password?token=abc',
    '/verify-email?token=abc',
    '/newsletter/confirm?token=abc',
    '/newsletter/unsubscribe?token=abc',
    '/test',
    '/design',
  ]) {
    test(`${path} is never kept by a shared cache`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.headers()['cache-control']).toBe(PERSONAL)
    })
  }

  test('public API lists may be shared, personal answers may not', async ({ request }) => {
    for (const path of ['/api/categories', '/api/news', '/api/cases']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe(SHARED)
    }
    expect((await request.get('/api/auth/me')).headers()['cache-control']).toBe(PERSONAL)
  })
})

test.describe('scripts after the first paint (src/server/next-cache/scripts-after-first-paint.mjs)', () => {
  test('a stored page asks for its scripts once it has painted, then hydrates', async ({ request, page }) => {
    // Once stored (a cache hit), the page's chunk tags are replaced by the loader. The HTML is the
    // hit's own: a staff edit in a test running beside this one may expire the page before the next.
    let html = ''
    await expect
      .poll(
        async () => {
          const response = await request.get('/news')
          if (!servedFromCache(response.headers())) return false
          html = await response.text()
          return true
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(html).toContain('<script data-scripts-after-paint="">')
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    // Its RSC payload is not written in a second time: the loader fetches it beside the page.
    expect(html.includes('<script>self.__next_f.push('), 'inline payload pieces').toBe(false)
    expect(html.includes('(self.__next_f=self.__next_f||[]).push([0])'), 'inline payload start').toBe(false)
    expect(html).toMatch(/\(document,\[[^\]]+\],"[\w-]{16}"\)<\/script>/)

    const payloadAnswers: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).search.startsWith('?_rsc&_p=') && response.request().headers()['rsc'] === '1') {
        payloadAnswers.push(response.status())
      }
    })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    // The browser's own copy must be the stored page too: a staff edit in a test running beside
    // this one makes the next request a fresh render (which carries its payload and chunk tags).
    await expect
      .poll(
        async () => {
          payloadAnswers.length = 0
          pageErrors.length = 0
          await page.goto('/news')
          return page.evaluate(() => document.querySelector('script[data-scripts-after-paint]') !== null)
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.firstContentfulPaint).not.toBeNull()
    expect(timing.chunks.length).toBeGreaterThan(3)
    for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint!)
    expect(payloadAnswers).toEqual([200])
    // Hydrated: the header's search suggests as one types.
    await page.getByRole('combobox', { name: '站内搜索' }).fill('Meta')
    await expect(page.getByRole('listbox').first()).toBeVisible()
    // The router works from the fetched payload: a link is followed without a page load, and going
    // back draws the list again.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    await page
      .getByTestId('news-card')
      .first()
      .getByRole('link', { name: /^阅读更多/ })
      .click()
    await expect(page).toHaveURL(/\/news\/[^/]+$/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: '科研新闻' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    expect(pageErrors).toEqual([])
  })
})

test.describe('a stored page’s payload asked for by an id this instance does not hold', () => {
  test('Next answers the page’s current payload (restart, eviction, another instance), shared for seconds only', async ({
    request,
  }) => {
    // `_p` means nothing to Next; its `_rsc` check must accept the loader's bare `?_rsc`, or a
    // stored page would never hydrate after a restart.
    const answer = await request.get('/about?_rsc&_p=AAAAAAAAAAAAAAAA', { headers: { RSC: '1' }, maxRedirects: 0 })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('text/x-component')
    expect(answer.headers()['cache-control']).not.toContain('immutable')
    expect(await answer.text()).toContain('关于我们')
  })
})

test.describe('staff edits and the page cache', () => {
  test('a new article shows on the cached list at the next request, and goes when deleted', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // API reads as a visitor: the admin sign-in below leaves the session cookie on `request`, and
    // a signed-in read is never answered from memory.
    const visitor = await playwright.request.newContext({ baseURL })
    // Specs in other workers edit news too, and each edit expires /news: a HIT is polled for.
    const cachedNewsList = async () => {
      const response = await request.get('/news')
      return servedFromCache(response.headers()) ? await response.text() : null
    }
    await expect.poll(async () => (await cachedNewsList()) !== null, { timeout: 10_000 }).toBe(true)
    const slug = `page-cache-${Date.now()}`
    const title = `缓存测试文章 ${slug}`
    expect((await request.get(`/news/${slug}`)).status()).toBe(404)
    // The API list, asked twice: the second answer comes from the server's memory
    // (src/server/origin-response-cache.mjs), which an edit must expire as well.
    // (X-Origin-Cache: HIT; polled, as other specs' edits may expire it meanwhile).
    const apiRead = async () => {
      const response = await visitor.get('/api/news')
      return { fromMemory: response.headers()['x-origin-cache'] === 'HIT', text: await response.text() }
    }
    await expect.poll(async () => (await apiRead()).fromMemory, { timeout: 10_000 }).toBe(true)
    expect((await apiRead()).text).not.toContain(slug)
    // The page too, for a visitor (2026-11-26-pages-from-memory.md).
    const pageRead = async () => {
      const response = await visitor.get('/news')
      return { fromMemory: response.headers()['x-origin-cache'] === 'HIT', text: await response.text() }
    }
    await expect.poll(async () => (await pageRead()).fromMemory, { timeout: 10_000 }).toBe(true)
    expect((await pageRead()).text).not.toContain(title)

    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const created = await request.post('/cms-api/news', {
      headers: auth,
      // Old date: stays off the home page's latest news while it exists.
      data: {
        title,
        slug,
        summary: '页面缓存测试',
        category: '技术进展',
        published_at: '2019-01-02T00:00:00.000Z',
        is_published: true,
      },
    })
    expect(created.ok()).toBe(true)
    const id = (await created.json()).doc.id as number
    try {
      // The visitor's next read of the page from memory has the article.
      expect((await pageRead()).text).toContain(title)
      const list = await request.get('/news')
      expect(await list.text()).toContain(title)
      const article = await request.get(`/news/${slug}`)
      expect(article.status()).toBe(200)
      expect(await article.text()).toContain(title)
      // Served from the cache again, with the article.
      await expect.poll(async () => (await cachedNewsList())?.includes(title), { timeout: 10_000 }).toBe(true)
      expect((await apiRead()).text).toContain(slug)
      await expect.poll(async () => (await apiRead()).fromMemory, { timeout: 10_000 }).toBe(true)
      expect((await apiRead()).text).toContain(slug)
      await expect.poll(async () => (await pageRead()).fromMemory, { timeout: 10_000 }).toBe(true)
      expect((await pageRead()).text).toContain(title)
    } finally {
      expect((await request.delete(`/cms-api/news/${id}`, { headers: auth })).ok()).toBe(true)
    }
    expect(await (await request.get('/news')).text()).not.toContain(title)
    expect((await request.get(`/news/${slug}`)).status()).toBe(404)
    expect((await apiRead()).text).not.toContain(slug)
    expect((await pageRead()).text).not.toContain(title)
    await visitor.dispose()
  })
})
