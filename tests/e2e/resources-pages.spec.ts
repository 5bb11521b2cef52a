import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { adminToken, expectNoSeriousA11yViolations, snap } from './helpers'
import { pdfDocument } from '@/cms/seed/guide-pdf'

// The resource centre's pages (/resources, /resources/page/N): 20 resources a page in the server's
// HTML, a page bar of plain links, so every resource is reached without JavaScript.

const CATEGORY = '分页检验'
const PAGE_SIZE = 20
const CACHE_KEY = 'academic_resources_cache'

/** Sorted after the seeded resources (sort order 1 to 91): with the five seeded ones, two pages. */
const SHELF = Array.from({ length: 21 }, (_, index) => ({
  title: `分页检验资料第${index + 1}册`,
  sort_order: 9001 + index,
}))
const LAST = SHELF.at(-1)!

/**
 * Runs `work` while holding a lock file shared by the workers. Resources have no unique field to
 * refuse a second copy (news has its slug), and with fully parallel tests several workers run
 * these hooks at the same moment: without the lock they would each create the shelf. A lock left
 * by a worker that died is taken over after a minute.
 */
async function whileLocked(work: () => Promise<void>) {
  const site = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000')
  const lock = path.join(os.tmpdir(), `e2e-resources-shelf-${site.hostname}-${site.port || '80'}.lock`)
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'))
      break
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 60_000) fs.rmSync(lock, { force: true })
      else if (Date.now() > deadline) throw new Error(`${lock} is still held`)
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    await work()
  } finally {
    fs.rmSync(lock, { force: true })
  }
}

/**
 * Creates the shelf's resources, each with a PDF so that visitors can use it, once (either project
 * may come first). The admin REST API is asked what exists, past every page cache.
 */
async function ensureShelf(request: APIRequestContext) {
  test.setTimeout(120_000) // the hook's own: it may wait for another worker's uploads
  await whileLocked(() => createMissing(request))
}

async function createMissing(request: APIRequestContext) {
  const token = await adminToken(request)
  const headers = { authorization: `JWT ${token}` }
  const existing = await request.get('/cms-api/academic-resources', {
    headers,
    params: { 'where[category][equals]': CATEGORY, limit: '100', depth: '0' },
  })
  expect(existing.ok(), await existing.text()).toBe(true)
  const titles = new Set(((await existing.json()).docs as { title: string }[]).map((doc) => doc.title))
  const file = pdfDocument({
    title: '分页检验资料',
    subtitle: '用于检验学术资源中心的分页',
    sections: [{ heading: '说明', paragraphs: ['这份资料只用于自动化测试。'] }],
  })
  for (const item of SHELF.filter((entry) => !titles.has(entry.title))) {
    const created = await request.post('/cms-api/academic-resources', {
      headers,
      multipart: {
        file: { name: `paging-shelf-${item.sort_order}.pdf`, mimeType: 'application/pdf', buffer: file },
        _payload: JSON.stringify({
          title: item.title,
          description: '用于检验学术资源中心分页的资料。',
          category: CATEGORY,
          sort_order: item.sort_order,
          is_active: true,
        }),
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
  }
}

/** The total the count text gives (共 N 个资源). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^共 \d+ 个资源$/).textContent()
  return Number(/\d+/.exec(text ?? '')?.[0])
}

const cachedCount = (page: Page) =>
  page.evaluate((key) => {
    const list = localStorage.getItem(key)
    return list ? (JSON.parse(list) as unknown[]).length : null
  }, CACHE_KEY)

test.describe('resource list pages, scripts off', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeAll(async ({ request }) => ensureShelf(request))

  test('every resource is reached from /resources by links alone, 20 a page', async ({ page }) => {
    await page.goto('/resources')
    const cards = page.getByTestId('resource-card')
    await expect(cards).toHaveCount(PAGE_SIZE)
    const total = await shownTotal(page)
    expect(total).toBeGreaterThanOrEqual(5 + SHELF.length)
    const pages = Math.ceil(total / PAGE_SIZE)
    const bar = page.getByRole('navigation', { name: '学术资源分页' })
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第1页')
    await expect(bar).toContainText(`第 1 / ${pages} 页`)
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/resources/page/2')
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/resources$/)
    await expect(page).toHaveTitle(/^学术资源中心/)

    // Follow 下一页 to the last page, counting the cards on the way (the bar comes after them).
    let seen = PAGE_SIZE
    let current = 1
    while (await bar.getByRole('link', { name: '下一页' }).count()) {
      await bar.getByRole('link', { name: '下一页' }).click()
      current += 1
      await expect(page).toHaveURL(new RegExp(`/resources/page/${current}$`))
      await expect(bar.locator('[aria-current="page"]')).toHaveText(`第${current}页`)
      seen += await cards.count()
    }
    const last = Number(new URL(page.url()).pathname.split('/').pop())
    expect(last).toBe(pages)
    expect(seen).toBe(total)
    await expect(cards).toHaveCount(total - (pages - 1) * PAGE_SIZE)
    await expect(page.getByText(`共 ${total} 个资源`)).toBeVisible()
    await expect(bar).toContainText(`第 ${last} / ${last} 页`)
    await expect(bar.locator('[aria-current="page"]')).toHaveText(`第${last}页`)
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      'href',
      last === 2 ? '/resources' : `/resources/page/${last - 1}`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/resources/page/${last}$`))
    await expect(page).toHaveTitle(new RegExp(`^学术资源中心（第 ${last} 页）`))
    // The last of the shelf sorts last: it is on the last page, with its button.
    const lastCard = cards.filter({ has: page.getByRole('heading', { name: LAST.title }) }).first()
    await expect(lastCard).toBeVisible()
    await expect(lastCard.getByRole('button', { name: `下载：${LAST.title}` })).toBeVisible()

    // 上一页 leads back.
    await bar.getByRole('link', { name: '上一页' }).click()
    await expect(page).toHaveURL(last === 2 ? /\/resources$/ : new RegExp(`/resources/page/${last - 1}$`))
    await expect(cards).toHaveCount(PAGE_SIZE)
  })

  test('a page past the last, page 1 and a malformed page are 404', async ({ page }) => {
    for (const path of ['/resources/page/999', '/resources/page/1', '/resources/page/02', '/resources/page/x']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible()
    }
  })
})

test.describe('resource list pages', () => {
  test.beforeAll(async ({ request }) => ensureShelf(request))

  test('a later page: cards, a page bar that fits the width, accessibility', async ({ page }, testInfo) => {
    await page.goto('/resources/page/2')
    await expect(page.getByRole('heading', { level: 1, name: '学术资源中心' })).toBeVisible()
    const cards = page.getByTestId('resource-card')
    await expect(cards.first()).toBeVisible()
    await expect(cards.getByTestId('resource-category').filter({ hasText: CATEGORY }).first()).toBeVisible()
    const bar = page.getByRole('navigation', { name: '学术资源分页' })
    await expect(bar.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/resources')
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第2页')
    const box = await bar.boundingBox()
    const width = page.viewportSize()!.width
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    for (const cell of await bar.getByRole('listitem').all()) {
      const cellBox = await cell.boundingBox()
      expect(cellBox!.x + cellBox!.width).toBeLessThanOrEqual(width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'resources-list-page-2')
  })

  test('a later page leaves the browser cache alone; page 1 fills it, but not over a fuller list', async ({ page }) => {
    await page.goto('/resources/page/2')
    await expect(page.getByTestId('resource-card').first()).toBeVisible()
    await page.waitForTimeout(300)
    expect(await cachedCount(page)).toBeNull()

    await page.goto('/resources')
    await expect.poll(() => cachedCount(page)).toBe(PAGE_SIZE)

    // The home page caches the whole list; the first page's twenty do not replace it.
    await page.goto('/')
    await expect.poll(() => cachedCount(page)).toBeGreaterThan(PAGE_SIZE)
    const whole = await cachedCount(page)
    await page.goto('/resources')
    await expect(page.getByTestId('resource-card')).toHaveCount(PAGE_SIZE)
    await page.waitForTimeout(300)
    expect(await cachedCount(page)).toBe(whole)
  })

  test('the paged API answers the whole list’s first twenty with its pagination; a bad page is 400', async ({
    request,
  }) => {
    const first = await (await request.get('/api/academic-resources?page=1')).json()
    expect(first.success).toBe(true)
    expect(first.data).toHaveLength(PAGE_SIZE)
    expect(first.pagination).toMatchObject({ page: 1, limit: PAGE_SIZE })
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / PAGE_SIZE))
    const whole = await (await request.get('/api/academic-resources')).json()
    expect(Object.keys(whole).sort()).toEqual(['data', 'message', 'success'])
    expect(whole.data.slice(0, PAGE_SIZE)).toEqual(first.data)
    const bad = await request.get('/api/academic-resources?page=0')
    expect(bad.status()).toBe(400)
    const body = await bad.json()
    expect(body).toMatchObject({ success: false })
    expect(body.error).toBe(body.message)
  })
})
