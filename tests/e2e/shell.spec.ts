import { expect, test, type Page } from './fixtures'
import { axeOn, expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** The calendar year in China time at `time` (ms). */
const chinaYear = (time: number) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(time))

/** A one-finger swipe through Chrome's own touch input (real touchstart/touchmove events). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('header', () => {
  test('is fixed and gains a stronger shadow after 50 px of scroll', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header[data-scrolled]')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 40))
    await page.waitForTimeout(150)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('desktop navigation, dropdowns and account button', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop navigation')
    await page.goto('/contact')
    const nav = page.getByRole('navigation', { name: '主导航' })
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: '成功案例' })).toHaveAttribute('href', '/cases')
    await expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact')
    await expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute('aria-current', 'page')
    // 关于我们 is a plain full-page link (site settings' about_url, else /about).
    await expect(nav.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/about')
    await expect(page.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login')

    // 服务: categories from the server, each to /category-products/{id}; inactive ones absent.
    const services = page.locator('[data-nav-dropdown="服务"]')
    await expect(services.getByRole('link', { name: '生物信息学' })).toBeHidden()
    await services.getByRole('button', { name: '服务', exact: true }).hover()
    const bio = services.getByRole('link', { name: '生物信息学' })
    await expect(bio).toBeVisible()
    await expect(bio).toHaveAttribute('href', /^\/category-products\/\d+$/)
    await expect(services.getByRole('link', { name: '全部服务' })).toHaveAttribute('href', '/services')
    await expect(services.getByRole('link', { name: /已停用/ })).toHaveCount(0)
    const categories = await page.request.get('/api/categories?is_active=true').then((response) => response.json())
    await expect(services.locator('a[href^="/category-products/"]')).toHaveCount(categories.data.length)

    // 学术资源: a toggle with 科研新闻 and 学术资源中心.
    await page.mouse.move(0, 400)
    const resources = page.locator('[data-nav-dropdown="学术资源"]')
    const toggle = resources.getByRole('button', { name: '学术资源' })
    await expect(resources.getByRole('link', { name: '科研新闻' })).toBeHidden()
    await toggle.focus()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(resources.getByRole('link', { name: '科研新闻' })).toHaveAttribute('href', '/news')
    await expect(resources.getByRole('link', { name: '学术资源中心' })).toHaveAttribute('href', '/resources')
    await page.keyboard.press('Escape')
    await expect(resources.getByRole('link', { name: '科研新闻' })).toBeHidden()

    // A mouse click keeps it open (hover already opened it) and the link navigates.
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await resources.getByRole('link', { name: '科研新闻' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })

  test('shell links prefetch other pages, never the page the visitor is on', async ({ page }) => {
    // Each prefetch with the page that asked for it (its Referer), so a late request from the
    // page before cannot count against the next one.
    const prefetches: { path: string; from: string }[] = []
    page.on('request', async (request) => {
      const url = new URL(request.url())
      // A stored page's own payload (`?_rsc&_p=<id>`, src/server/next-cache/scripts-after-first-paint.mjs) is not a prefetch.
      if (!url.searchParams.has('_rsc') || url.searchParams.has('_p')) return
      const referer = (await request.allHeaders().catch(() => ({}) as Record<string, string>))['referer']
      prefetches.push({ path: url.pathname, from: referer ? new URL(referer).pathname : '' })
    })
    const prefetched = (path: string, from: string) => prefetches.some((p) => p.path === path && p.from === from)

    await page.goto('/news')
    await expect.poll(() => prefetched('/', '/news'), { timeout: 10_000 }).toBe(true)

    await page.goto('/')
    // The hero's 咨询专家 is prefetched; by then the header's brand link (and 首页 on desktop) would have been too.
    await expect.poll(() => prefetched('/contact', '/'), { timeout: 10_000 }).toBe(true)
    // The footer's brand link in view, with the first of the service links just below it.
    const footer = page.locator('footer')
    await footer.getByRole('link').first().scrollIntoViewIfNeeded()
    const nextLink = footer.getByRole('navigation', { name: '热门服务' }).getByRole('link').first()
    await expect(nextLink).toBeInViewport()
    const nextPath = (await nextLink.getAttribute('href'))!
    await expect.poll(() => prefetched(nextPath, '/'), { timeout: 10_000 }).toBe(true)
    await page.waitForTimeout(500)
    expect(prefetched('/', '/')).toBe(false)

    await page.goto('/about')
    const aboutLink = page.locator('footer').getByRole('link', { name: '关于我们' })
    await aboutLink.scrollIntoViewIfNeeded()
    await expect.poll(() => prefetched('/team', '/about'), { timeout: 10_000 }).toBe(true)
    await page.waitForTimeout(500)
    expect(prefetched('/about', '/about')).toBe(false)
  })
})

test.describe('header 服务 menu', () => {
  test('a click on 服务 opens its menu in place; Escape, a second click and an entry close it', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop navigation; the phone menu has its own 服务 group (tested below)')
    await page.goto('/contact')
    const url = page.url()
    const services = page.locator('[data-nav-dropdown="服务"]')
    const label = services.getByRole('button', { name: '服务', exact: true })
    const bio = services.getByRole('link', { name: '生物信息学' })
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    await expect(bio).toBeHidden()

    // A click opens the list where it is: no navigation, no scrolling.
    await label.click()
    await expect(label).toHaveAttribute('aria-expanded', 'true')
    await expect(bio).toBeVisible()
    await expect(services.getByRole('link', { name: '全部服务' })).toHaveAttribute('href', '/services')
    await expect(services.getByRole('button', { name: '核心学术服务' })).toBeVisible()
    await page.waitForTimeout(300)
    expect(page.url()).toBe(url)
    expect(await scrollY(page)).toBe(0)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'header-services-menu')

    // Escape closes it; the next click opens it again and the one after closes it.
    await page.keyboard.press('Escape')
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    await expect(bio).toBeHidden()
    await label.click()
    await expect(label).toHaveAttribute('aria-expanded', 'true')
    await label.click()
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    await expect(bio).toBeHidden()

    // Hover still opens it and leaving closes it; Enter toggles it for the keyboard.
    await page.mouse.move(0, 400)
    await label.hover()
    await expect(label).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(0, 400)
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    await label.focus()
    await page.keyboard.press('Escape')
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(label).toHaveAttribute('aria-expanded', 'true')
    await expect(bio).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(label).toHaveAttribute('aria-expanded', 'false')
    expect(page.url()).toBe(url)

    // Its entries still work, and choosing one closes the list.
    await label.click()
    await bio.click()
    await expect(page).toHaveURL(/\/category-products\/\d+$/)
    await expect(label).toHaveAttribute('aria-expanded', 'false')

    // 核心学术服务 in the list goes home and scrolls to the services (what the label used to do).
    await label.click()
    await services.getByRole('button', { name: '核心学术服务' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#core-services').getByRole('heading', { name: '核心学术服务' })).toBeInViewport()
    await expect(label).toHaveAttribute('aria-expanded', 'false')
  })

  test('on the home page a click on 服务 opens the menu without scrolling to the services', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'desktop navigation')
    await page.goto('/')
    const services = page.locator('[data-nav-dropdown="服务"]')
    const label = services.getByRole('button', { name: '服务', exact: true })
    await label.click()
    await expect(label).toHaveAttribute('aria-expanded', 'true')
    await expect(services.getByRole('link', { name: '全部服务' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(await scrollY(page)).toBe(0)
    await expect(page).toHaveURL(/\/$/)
    // A press elsewhere closes it (as a tap does on a tablet, where nothing hovers or leaves).
    await page.locator('#core-services').dispatchEvent('pointerdown')
    await expect(label).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'mobile menu exists under 768 px')
    await page.goto('/contact')
  })

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: '打开菜单' }).click()
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeVisible()
    await expect(page.locator('[data-mobile-menu-overlay]')).toBeVisible()
    return menu
  }

  test('opens with collapsible services and resources groups', async ({ page }, testInfo) => {
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden()
    const menu = await openMenu(page)
    await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: '登录' })).toBeVisible()

    const servicesGroup = menu.getByRole('button', { name: '服务', exact: true })
    await expect(menu.getByRole('link', { name: '生物信息学' })).toBeHidden()
    await servicesGroup.click()
    await expect(servicesGroup).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: '生物信息学' })).toHaveAttribute('href', /^\/category-products\/\d+$/)
    await servicesGroup.click()
    await expect(menu.getByRole('link', { name: '生物信息学' })).toBeHidden()

    const resourcesGroup = menu.getByRole('button', { name: '学术资源' })
    await resourcesGroup.click()
    await expect(menu.getByRole('link', { name: '科研新闻' })).toHaveAttribute('href', '/news')
    await expect(menu.getByRole('link', { name: '学术资源中心' })).toHaveAttribute('href', '/resources')
    await snap(page, testInfo, 'mobile-menu')
    await expectNoSeriousA11yViolations(page)

    await menu.getByRole('link', { name: '成功案例' }).click()
    await expect(page).toHaveURL(/\/cases$/)
    await expect(menu).toBeHidden()
  })

  test('closes on an overlay tap', async ({ page }) => {
    const menu = await openMenu(page)
    await page.locator('[data-mobile-menu-overlay]').tap({ position: { x: 195, y: 700 } })
    await expect(menu).toBeHidden()
    await expect(page.locator('[data-mobile-menu-overlay]')).toHaveCount(0)
  })

  test('closes on a swipe of more than 10 px outside the menu, not on a smaller one or inside it', async ({ page }) => {
    const menu = await openMenu(page)
    const box = (await menu.boundingBox())!
    // Blank header space between the brand and the menu button: outside the menu, and a tap there does nothing.
    const header = { x: 280, y: 32 }

    await swipe(page, header, { x: header.x + 6, y: header.y })
    await page.waitForTimeout(200)
    await expect(menu).toBeVisible()

    await swipe(page, { x: 200, y: box.y + 30 }, { x: 200, y: box.y + 80 })
    await page.waitForTimeout(200)
    await expect(menu).toBeVisible()

    await swipe(page, { x: header.x - 30, y: header.y }, header)
    await expect(menu).toBeHidden()

    // A swipe over the dark overlay closes it too.
    const reopened = await openMenu(page)
    const below = Math.min(box.y + box.height + 60, 830)
    await swipe(page, { x: 200, y: below }, { x: 200, y: below - 30 })
    await expect(reopened).toBeHidden()
  })

  test('closes when the page scrolls more than 10 px', async ({ page }) => {
    const menu = await openMenu(page)
    await page.evaluate(() => window.scrollBy({ top: 6, behavior: 'instant' }))
    await page.waitForTimeout(200)
    await expect(menu).toBeVisible()
    await page.evaluate(() => window.scrollBy({ top: 40, behavior: 'instant' }))
    await expect(menu).toBeHidden()
  })

  test('its 核心学术服务 entry goes home and scrolls to the services', async ({ page }) => {
    const menu = await openMenu(page)
    await menu.getByRole('button', { name: '服务', exact: true }).click()
    await menu.getByRole('button', { name: '核心学术服务' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#core-services').getByRole('heading', { name: '核心学术服务' })).toBeInViewport()
  })
})

test.describe('footer', () => {
  test('every footer link is a full tap target (the filings wrap onto two lines on phones)', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').getByTestId('filings').scrollIntoViewIfNeeded()
    const { violations } = await axeOn(page).include('footer').withRules(['target-size']).analyze()
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
  })

  test('social channels, QR modal, links, copyright', async ({ page }, testInfo) => {
    await page.goto('/contact')
    const footer = page.locator('footer')
    await expect(footer.getByText('科研服务学术支持平台')).toBeVisible()
    // The © year is this year in China time (a page cached within the last hour may show the year before).
    const years = new Set([Date.now() - 60 * 60 * 1000, Date.now()].map(chinaYear))
    await expect(footer.getByText(new RegExp(`^© (${[...years].join('|')}) 科研学术服务平台 版权所有$`))).toBeVisible()

    // The long 热门服务 list: one column beside the others on wide screens, two columns on phones.
    const hotLinks = footer.getByRole('navigation', { name: '热门服务' }).getByRole('link')
    const lefts = new Set<number>()
    for (const link of await hotLinks.all()) lefts.add(Math.round((await link.boundingBox())!.x))
    expect(lefts.size).toBe(isMobile(test.info()) ? 2 : 1)

    const channels = footer.getByRole('list', { name: '关注我们' })
    await expect(channels.getByRole('listitem')).toHaveCount(5)
    const zhihu = channels.getByRole('link', { name: /知乎/ })
    await expect(zhihu).toHaveAttribute('href', /^https:\/\/www\.zhihu\.com\//)
    await expect(zhihu).toHaveAttribute('target', '_blank')
    await expect(zhihu).toHaveAttribute('rel', /noopener/)
    await expect(channels.getByRole('link')).toHaveCount(4)

    for (const [label, href] of [
      ['隐私政策', '/privacy'],
      ['服务条款', '/terms'],
      ['Cookie 政策', '/cookies'],
      ['关于我们', '/about'],
      ['专业团队', '/team'],
      ['加入我们', '/careers'],
      ['联系我们', '/contact'],
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }

    // The video channel opens its QR code; close button, Escape and the backdrop all close it.
    const openQr = channels.getByRole('button', { name: /视频号/ })
    const dialog = page.getByRole('dialog', { name: '关注「视频号」' })
    await openQr.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: '视频号二维码' })).toBeVisible()
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await snap(page, testInfo, 'footer-qr-modal')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: '关闭', exact: true }).click()
    await expect(dialog).toBeHidden()

    await openQr.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await openQr.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })

  test('newsletter: empty address, submitting, success and failure', async ({ page }, testInfo) => {
    await page.goto('/contact')
    const form = page.locator('[data-newsletter]')
    const pageLink = page.locator('footer').getByRole('link', { name: '订阅学术资讯' })
    if (isMobile(testInfo)) {
      // Desktop-only form (spec); phones get a link to the same form on /newsletter (newsletter.spec.ts).
      await expect(form).toBeHidden()
      await pageLink.scrollIntoViewIfNeeded()
      await expect(pageLink).toBeVisible()
      await expect(pageLink).toHaveAttribute('href', '/newsletter')
      await snap(page, testInfo, 'footer-newsletter')
      return
    }
    await expect(pageLink).toBeHidden()
    const input = form.getByRole('textbox', { name: '邮箱地址' })
    const button = form.getByRole('button', { name: '订阅' })
    await expect(input).toHaveAttribute('type', 'email')

    await input.fill('   ')
    await button.click()
    await expect(page.getByText('请输入邮箱地址', { exact: true })).toBeVisible()

    // Success through the real API; the answer is held back a moment to see the submitting state.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/newsletter', async (route) => {
      await held
      await route.continue()
    })
    await input.fill(`e2e-${Date.now()}-${testInfo.project.name}@example.com`)
    await button.click()
    await expect(input).toBeDisabled()
    await expect(form.getByRole('button', { name: '订阅中...' })).toBeDisabled()
    release()
    await expect(page.getByText('请查收确认邮件，点击邮件中的链接即可完成订阅。')).toBeVisible()
    await expect(input).toBeEnabled()
    await expect(input).toHaveValue('')
    await page.unroute('**/api/newsletter')

    // A server failure shows the generic message; a 4xx shows the server's own.
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom' } }),
    )
    await input.fill('someone@example.com')
    await button.click()
    await expect(page.getByText('订阅失败，请稍后重试')).toBeVisible()
    await expect(input).toBeEnabled()
    await expect(input).toHaveValue('someone@example.com')
    await page.unroute('**/api/newsletter')

    await input.fill('not-an-address')
    await button.click()
    await expect(
      page.locator('[data-sonner-toast][data-type="error"]').filter({ hasNotText: /订阅失败|请输入邮箱地址/ }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('scrolling', () => {
  test('back-to-top appears after 300 px and returns to the top', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: '返回顶部' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }))
    await page.waitForTimeout(150)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('at the bottom of the page, back-to-top covers none of the footer text', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const button = page.getByRole('button', { name: '返回顶部' })
    await expect(button).toBeVisible()
    const box = await button.boundingBox()
    const overlapping = await page.locator('footer').evaluate((footer, area) => {
      if (!area) return ['no button box']
      const hits: string[] = []
      for (const element of Array.from(footer.querySelectorAll('p, a, span, li, h3'))) {
        const rect = element.getBoundingClientRect()
        if (!element.textContent?.trim() || rect.width === 0) continue
        const apart =
          rect.right <= area.x ||
          rect.left >= area.x + area.width ||
          rect.bottom <= area.y ||
          rect.top >= area.y + area.height
        if (!apart) hits.push(element.textContent.trim().slice(0, 40))
      }
      return hits
    }, box)
    expect(overlapping).toEqual([])
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    expect(await scrollY(page)).toBeGreaterThan(1000)
    await page.locator('footer').getByRole('link', { name: '专业团队' }).click()
    await expect(page).toHaveURL(/\/team$/)
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

test.describe('404', () => {
  test('unknown routes get the Chinese not-found page with the shell', async ({ page }, testInfo) => {
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/页面未找到/)
    await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible()
    await expect(page.locator('header[data-scrolled]')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    await snap(page, testInfo, 'not-found')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('专业科研服务')
  })
})
