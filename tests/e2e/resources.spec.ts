import { expect, test, type Page, type Route } from './fixtures'
import { emptySiteUrl, expectNoSeriousA11yViolations, snap } from './helpers'
import { formatFileSize } from '@/lib/format'

const ENDPOINTS = [
  '/api/academic-resources',
  '/api/resources',
  '/academic-resources',
  '/api/v1/academic-resources',
  '/api/v1/resources',
]
const isResourceEndpoint = (url: URL) => ENDPOINTS.includes(url.pathname)
const CACHE_KEY = 'academic_resources_cache'
const TIMESTAMP_KEY = 'academic_resources_timestamp'

type Resource = {
  id: number
  title: string
  file_type: string | null
  file_size: number | null
  file_url: string | null
  category: string | null
  is_active: boolean
}

const SEEDED = {
  pdf: { title: 'SCI论文写作入门指南', file: 'sci-paper-writing-primer.pdf', category: '入门教程' },
  video: { title: '文献检索与管理技巧（视频）' },
  visible: [
    'SCI论文写作入门指南',
    'R语言生物统计分析实战',
    'Python科研编程基础',
    '高级Meta分析方法与实践',
    '文献检索与管理技巧（视频）',
  ],
  hidden: ['旧版SPSS操作手册（已下架）', '科研绘图模板合集（文件准备中）'],
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function storedCache(page: Page): Promise<{ list: Resource[] | null; timestamp: number | null }> {
  return page.evaluate(
    ([cacheKey, timestampKey]) => {
      const list = localStorage.getItem(cacheKey)
      const timestamp = localStorage.getItem(timestampKey)
      return { list: list ? JSON.parse(list) : null, timestamp: timestamp ? Number(timestamp) : null }
    },
    [CACHE_KEY, TIMESTAMP_KEY],
  )
}

async function seedCache(page: Page, list: unknown[], ageMs: number) {
  await page.addInitScript(
    ([cacheKey, timestampKey, value, age]) => {
      // Only once: a reload must see what the page itself wrote.
      if (sessionStorage.getItem('cache-seeded')) return
      sessionStorage.setItem('cache-seeded', '1')
      localStorage.setItem(cacheKey as string, JSON.stringify(value))
      localStorage.setItem(timestampKey as string, String(Date.now() - (age as number)))
    },
    [CACHE_KEY, TIMESTAMP_KEY, list, ageMs] as const,
  )
}

const cachedResource = (overrides: Partial<Resource> = {}) => ({
  id: 777,
  title: '缓存中的资源',
  description: '来自本地缓存',
  category: '缓存',
  file_type: 'PDF',
  file_url: '/cms-api/academic-resources/file/cached.pdf',
  file_size: 2048,
  original_filename: 'cached.pdf',
  sort_order: 1,
  is_active: true,
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
  ...overrides,
})

test.describe('resource centre with server data', () => {
  test('lists active resources with a file: title, description, category, type and size', async ({
    page,
    request,
  }, testInfo) => {
    const api = (await (await request.get('/api/academic-resources')).json()).data as Resource[]
    await page.goto('/resources')
    await expect(page.getByRole('heading', { level: 1, name: '学术资源中心' })).toBeVisible()
    const cards = page.getByTestId('resource-card')
    // The seeded resources sort first; resources-pages.spec.ts adds more after them (20 a page).
    await expect(cards.first()).toBeVisible()
    const titles = await cards.getByRole('heading').allTextContents()
    expect(titles.slice(0, SEEDED.visible.length)).toEqual(SEEDED.visible)
    expect(titles.length).toBeLessThanOrEqual(20)
    for (const title of SEEDED.visible)
      await expect(cards.getByRole('heading', { name: title, exact: true })).toBeVisible()
    for (const title of SEEDED.hidden) await expect(page.getByText(title)).toHaveCount(0)

    const pdfCard = cards.filter({ has: page.getByRole('heading', { name: SEEDED.pdf.title }) })
    const pdf = api.find((item) => item.title === SEEDED.pdf.title)!
    await expect(pdfCard.getByTestId('resource-category')).toHaveText(SEEDED.pdf.category)
    await expect(pdfCard.getByText('PDF', { exact: true })).toBeVisible()
    await expect(pdfCard.getByTestId('resource-size')).toHaveText(formatFileSize(pdf.file_size))
    await expect(pdfCard.getByRole('button', { name: `下载：${SEEDED.pdf.title}` })).toHaveText('下载')
    const videoCard = cards.filter({ has: page.getByRole('heading', { name: SEEDED.video.title }) })
    await expect(videoCard.getByRole('button', { name: `观看：${SEEDED.video.title}` })).toHaveText('观看')

    // Honest demo files (issue 16): the size shown is the file's own, a guide has several pages, the
    // video is a real minute-long MP4.
    const video = api.find((item) => item.title === SEEDED.video.title)!
    for (const item of [pdf, video]) {
      const file = await request.get(item.file_url!)
      expect(file.ok()).toBe(true)
      expect((await file.body()).length, item.title).toBe(item.file_size)
    }
    const pdfBytes = (await (await request.get(pdf.file_url!)).body()).toString('latin1')
    expect(Number(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count (\d+)/.exec(pdfBytes)?.[1])).toBeGreaterThanOrEqual(3)
    expect(pdfBytes).toContain('/Encoding /UniGB-UCS2-H')
    expect(video.file_size).toBeGreaterThan(100_000)

    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'resources')
  })

  test('writes the server list to the two-hour cache', async ({ page }) => {
    const before = Date.now()
    await page.goto('/resources')
    const cards = page.getByTestId('resource-card')
    await expect(cards.first()).toBeVisible()
    // The list's first page (all of it with the seeded data alone; resources-pages.spec.ts adds more).
    const shown = await cards.count()
    await expect.poll(async () => (await storedCache(page)).list?.length ?? 0).toBe(shown)
    const { list, timestamp } = await storedCache(page)
    expect(list!.map((item) => item.title).slice(0, SEEDED.visible.length)).toEqual(SEEDED.visible)
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000)
    expect(timestamp).toBeLessThanOrEqual(Date.now())
  })

  test('downloads a file with toasts', async ({ page }) => {
    await page.goto('/resources')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `下载：${SEEDED.pdf.title}` }).click()
    expect((await download).suggestedFilename()).toBe(SEEDED.pdf.file)
    await expect(toast(page, `正在下载 ${SEEDED.pdf.title}...`)).toBeVisible()
    await expect(toast(page, `${SEEDED.pdf.title} 下载完成！`)).toBeVisible()
  })

  test('plays a video in a modal that closes by X, backdrop and Escape', async ({ page }, testInfo) => {
    await page.goto('/resources')
    const watch = page.getByRole('button', { name: `观看：${SEEDED.video.title}` })
    const dialog = page.getByRole('dialog', { name: SEEDED.video.title })

    await watch.click()
    await expect(dialog).toBeVisible()
    await expect(toast(page, `正在播放 ${SEEDED.video.title}`)).toBeVisible()
    await expect(dialog.locator('video source')).toHaveAttribute('src', /\/cms-api\/academic-resources\/file\/.+\.mp4$/)
    await expect(dialog.locator('video source')).toHaveAttribute('type', 'video/mp4')
    await page.screenshot({ path: `tmp/screens/resources-video-${testInfo.project.name}.png` })
    await dialog.getByRole('button', { name: '关闭' }).click()
    await expect(dialog).toHaveCount(0)

    await watch.click()
    await expect(dialog).toBeVisible()
    const viewport = page.viewportSize()!
    await page.mouse.click(4, viewport.height - 4)
    await expect(dialog).toHaveCount(0)

    await watch.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
})

test.describe('resource centre without server data', () => {
  test('shows 暂无学术资源 when the API has none (and caches nothing)', async ({ page }, testInfo) => {
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(page.getByText('暂无学术资源')).toBeVisible()
    expect((await storedCache(page)).list).toBeNull()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'resources-empty')
  })

  test('a fresh cache is shown at once; a background refresh replaces it when it has usable resources', async ({
    page,
  }) => {
    await seedCache(page, [cachedResource()], 60_000)
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(isResourceEndpoint, async (route) => {
      await gate
      await route.fulfill({
        json: {
          success: true,
          data: [
            cachedResource({ id: 778, title: '刷新后的资源' }),
            cachedResource({ id: 779, title: '未启用', is_active: false }),
          ],
        },
      })
    })
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(page.getByRole('heading', { name: '缓存中的资源' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { name: '刷新后的资源' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '缓存中的资源' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '未启用' })).toHaveCount(0)
    expect((await storedCache(page)).list!.map((item) => item.title)).toEqual(['刷新后的资源'])
  })

  test('a background refresh with nothing usable keeps the cached list', async ({ page }) => {
    await seedCache(page, [cachedResource()], 60_000)
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/academic-resources'))
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(page.getByRole('heading', { name: '缓存中的资源' })).toBeVisible()
    await refreshed
    await page.waitForTimeout(300)
    await expect(page.getByRole('heading', { name: '缓存中的资源' })).toBeVisible()
    await expect(page.getByText('暂无学术资源')).toHaveCount(0)
  })

  test('an expired cache (two hours or older) is ignored', async ({ page }) => {
    await seedCache(page, [cachedResource()], 7_200_001)
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(page.getByText('暂无学术资源')).toBeVisible()
    await expect(page.getByRole('heading', { name: '缓存中的资源' })).toHaveCount(0)
  })

  test('tries the endpoints in order; the first success wins', async ({ page }) => {
    const asked: string[] = []
    await page.route(isResourceEndpoint, async (route) => {
      const path = new URL(route.request().url()).pathname
      asked.push(path)
      if (path === '/api/academic-resources') return route.fulfill({ status: 502, body: 'bad gateway' })
      if (path === '/api/resources') return route.fulfill({ json: { success: false, error: '维护中' } })
      return route.fulfill({ json: { success: true, data: [cachedResource({ title: `来自 ${path}` })] } })
    })
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(page.getByRole('heading', { name: '来自 /academic-resources' })).toBeVisible()
    expect(asked).toEqual(['/api/academic-resources', '/api/resources', '/academic-resources'])
  })

  test('when every endpoint fails: error screen, toasts, built-in resources cached; retry and reload', async ({
    page,
  }, testInfo) => {
    let delayMs = 0
    await page.route(isResourceEndpoint, async (route: Route) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      await route.abort('failed')
    })
    await page.goto(`${emptySiteUrl()}/resources`)

    const panel = page.getByTestId('resources-error')
    await expect(panel.getByRole('heading', { name: '加载学术资源失败' })).toBeVisible()
    await expect(panel.getByText('网络请求失败', { exact: true })).toBeVisible()
    await expect(toast(page, '网络连接失败，请检查网络设置或VPN配置')).toBeVisible()
    await expect(toast(page, '已加载备用资源数据，包含4个精选学术资源')).toBeVisible()
    const debug = page.getByTestId('resources-debug')
    await expect(debug).toContainText('浏览器Chrome')
    await expect(debug).toContainText('网络状态在线')
    await expect(debug).toContainText('连接类型')
    const screen = await page.evaluate(() => `${window.screen.width} × ${window.screen.height}`)
    await expect(debug).toContainText(`屏幕尺寸${screen}`)
    await expect(debug).toContainText('本地缓存有本地缓存')
    await expect(panel.getByText('排查建议')).toBeVisible()
    await expect(panel.getByRole('button', { name: '重新加载' })).toBeVisible()

    const cards = page.getByTestId('resource-card')
    await expect(cards).toHaveCount(4)
    await expect(cards.getByTestId('resource-category')).toHaveText(['入门教程', '数据分析', '编程技能', '高级研究'])
    for (const size of await cards.getByTestId('resource-size').allTextContents())
      expect(size).toMatch(/^[234](\.\d+)? MB$/)
    const { list } = await storedCache(page)
    expect(list!.map((item) => item.id)).toEqual([9001, 9002, 9003, 9004])

    // Checked once the toasts have gone: sonner's rich-colour info toast is the shell's concern.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'resources-error')

    // The built-in resources have no file: the download explains why.
    await cards
      .first()
      .getByRole('button', { name: /^下载：/ })
      .click()
    await expect(toast(page, '文件链接不存在，请检查文件是否已正确上传。资源ID: 9001')).toBeVisible()

    // 重试请求 clears the error, shows loading again, then fails again.
    delayMs = 400
    await panel.getByRole('button', { name: '重试请求' }).click()
    await expect(page.getByText('正在加载学术资源...')).toBeVisible()
    await expect(panel).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '加载学术资源失败' })).toBeVisible()

    // 重新加载 reloads the page: the cached built-in list now shows at once, without the error.
    delayMs = 0
    await page.getByRole('button', { name: '重新加载' }).click()
    await page.waitForLoadState('load')
    await expect(cards).toHaveCount(4)
    await expect(page.getByRole('heading', { name: '加载学术资源失败' })).toHaveCount(0)

    // With the network back, 重试请求 goes to the server (skipping the cache): it has nothing.
    await page.unroute(isResourceEndpoint)
    await page.evaluate(([key]) => localStorage.setItem(key, String(Date.now() - 7_200_001)), [TIMESTAMP_KEY])
    await page.reload()
    await expect(page.getByText('暂无学术资源')).toBeVisible()
    // An empty answer is not cached: the old entry stays as it was.
    expect((await storedCache(page)).list).toHaveLength(4)
  })

  test('maps other failures to their toasts', async ({ page }) => {
    await page.route(isResourceEndpoint, (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.goto(`${emptySiteUrl()}/resources`)
    await expect(toast(page, '获取学术资源失败，请稍后重试')).toBeVisible()
    await expect(page.getByRole('heading', { name: '加载学术资源失败' })).toBeVisible()
  })
})

test.describe('home resources section', () => {
  test('shows four resources from the server', async ({ page }, testInfo) => {
    await page.goto('/')
    const section = page.getByTestId('home-resources')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByTestId('resource-card')).toHaveCount(4)
    await expect(section.getByRole('heading', { name: SEEDED.visible[0] })).toBeVisible()
    await snap(page, testInfo, 'home-resources')
  })

  test('explains failures: HTTP status, bad format, offline; offers a reload', async ({ page, context }, testInfo) => {
    await page.route(isResourceEndpoint, (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await page.goto(emptySiteUrl())
    const error = page.getByTestId('home-resources-error')
    await expect(error).toContainText('学术资源加载失败')
    await expect(page.getByTestId('home-resources-reason')).toHaveText('HTTP 503')
    await expect(error.getByRole('button', { name: '重新加载' })).toBeVisible()
    await error.scrollIntoViewIfNeeded()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'home-resources-error')

    await page.unroute(isResourceEndpoint)
    await page.route(isResourceEndpoint, (route) => route.fulfill({ json: { success: true, data: 'not a list' } }))
    await page.reload()
    await expect(page.getByTestId('home-resources-reason')).toHaveText('API返回数据格式错误')

    await page.unroute(isResourceEndpoint)
    await page.route(isResourceEndpoint, async (route) => {
      await context.setOffline(true)
      await route.abort('internetdisconnected')
    })
    await page.reload()
    await expect(page.getByTestId('home-resources-reason')).toHaveText('当前处于离线状态')
    await context.setOffline(false)
  })

  test('says 暂无学术资源 when there are none', async ({ page }) => {
    await page.goto(emptySiteUrl())
    await expect(page.getByTestId('home-resources-empty')).toHaveText('暂无学术资源')
  })
})
