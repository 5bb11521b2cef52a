import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { adminToken, emptySiteUrl, expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

const FEATURED = [
  '泛癌预后基因标志物研究发表于 IF 7.2 期刊',
  '回顾性队列列线图模型研究，一投即中 IF 5.4 期刊',
  '免疫治疗方案网状Meta分析发表于 IF 4.6 期刊',
]
const NOT_FEATURED = [
  '国自然青年基金首次申请即获资助',
  '润色与重新选刊后，被拒稿件成功发表',
  '生信结合湿实验验证，研究发表于 IF 6.1 期刊',
]
const GALLERY_CASE = {
  slug: 'pan-cancer-prognostic-signature',
  title: FEATURED[0],
  journal: 'Frontiers in Immunology',
  doi: '10.5555/keyan-demo.1',
}

const image = (page: Page) => page.getByTestId('lightbox-image')
const scale = async (page: Page) => Number(await image(page).getAttribute('data-scale'))

type Point = { x: number; y: number }

/** A one-finger swipe through Chrome's own touch input: real touch and pointer events, touch-action honoured. */
async function touchSwipe(page: Page, from: Point, to: Point, steps = 6) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= steps; step++) {
    const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('cases list', () => {
  test('shows 精选案例 and all published cases, linking to their pages', async ({ page }, testInfo) => {
    await page.goto('/cases')
    await expect(page.getByRole('heading', { level: 1, name: '成功案例' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '精选案例' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '全部案例' })).toBeVisible()

    const featured = page.getByTestId('featured-cases').getByRole('heading', { level: 3 })
    await expect(featured).toHaveText(FEATURED)
    const all = page.getByTestId('all-cases').getByRole('heading', { level: 3 })
    for (const title of [...FEATURED, ...NOT_FEATURED]) await expect(all.filter({ hasText: title })).toHaveCount(1)
    await expect(page.getByText('统计分析课程学员案例（待审核）')).toHaveCount(0)

    const card = page.getByTestId('featured-case-card').first()
    await expect(card.getByText('生物信息学')).toBeVisible()
    await expect(card.getByText('IF 7.2', { exact: true })).toBeVisible()
    await expect(card.getByTestId('case-journal')).toHaveText(`发表期刊：${GALLERY_CASE.journal}`)
    await expect(card.getByText('王医生')).toBeVisible()
    await expect(card.getByRole('link', { name: FEATURED[0] })).toHaveAttribute('href', `/cases/${GALLERY_CASE.slug}`)

    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'cases-list')

    await card.getByRole('link', { name: FEATURED[0] }).click()
    await expect(page).toHaveURL(new RegExp(`/cases/${GALLERY_CASE.slug}$`))
  })

  test('says 暂无成功案例，敬请期待。 when there are none', async ({ page }, testInfo) => {
    await page.goto(`${emptySiteUrl()}/cases`)
    await expect(page.getByText('暂无成功案例，敬请期待。')).toBeVisible()
    await expect(page.getByRole('heading', { name: '精选案例' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'cases-empty')
  })
})

test.describe('case detail', () => {
  test('shows breadcrumb, meta, images, content and related services', async ({ page }, testInfo) => {
    await page.goto(`/cases/${GALLERY_CASE.slug}`)
    const breadcrumb = page.getByRole('navigation', { name: '面包屑' })
    await expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByRole('link', { name: '成功案例' })).toHaveAttribute('href', '/cases')
    await expect(page.getByRole('heading', { level: 1, name: GALLERY_CASE.title })).toBeVisible()
    const meta = page.getByTestId('case-meta')
    await expect(meta).toContainText('服务类型生物信息学')
    await expect(meta).toContainText(`发表期刊${GALLERY_CASE.journal}`)
    await expect(meta).toContainText('年份2025年')
    await expect(meta).toContainText('影响因子IF 7.2')
    await expect(meta).toContainText('王医生 · 三甲医院肿瘤科主治医师')
    // The DOI, shown and linked to its resolver; it opens like any link (no new tab).
    const doi = meta.getByRole('link', { name: GALLERY_CASE.doi })
    await expect(doi).toHaveAttribute('href', `https://doi.org/${GALLERY_CASE.doi}`)
    await expect(doi).toHaveAttribute('rel', 'noopener')
    await expect(doi).not.toHaveAttribute('target', /.*/)
    await expect(page.getByTestId('case-gallery').getByRole('button', { name: /^查看大图：/ })).toHaveCount(4)

    // The acceptance letter opens in the same lightbox.
    const letterTitle = `${GALLERY_CASE.title} 录用通知`
    await page.getByRole('button', { name: `查看大图：${letterTitle}` }).click()
    const letter = page.getByRole('dialog', { name: `图片查看器：${letterTitle}` })
    await expect(letter).toBeVisible()
    await expect(image(page)).toHaveAttribute('src', /seed-case-pan-cancer-prognostic-signature-letter/)
    await expect(image(page)).toHaveJSProperty('complete', true)
    await snap(page, testInfo, 'case-acceptance-letter')
    await page.keyboard.press('Escape')
    await expect(letter).toHaveCount(0)
    await expect(page.getByTestId('case-body').getByRole('heading', { name: '项目成果' })).toBeVisible()

    const related = page.getByTestId('related-services').getByRole('link')
    await expect(related).toHaveCount(2)
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/category-products\/\d+$/)
    }
    await expect(related.first()).toHaveText(/生物信息学/)

    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'case-detail')
  })

  test('the lightbox zooms, pans, rotates, resets, downloads and closes', async ({ page }, testInfo) => {
    await page.goto(`/cases/${GALLERY_CASE.slug}`)
    const opener = page.getByRole('button', { name: `查看大图：${GALLERY_CASE.title}（第 1 张）` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: `图片查看器：${GALLERY_CASE.title}` })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: '关闭（Esc）' })).toBeFocused()
    await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 4')
    expect(await scale(page)).toBe(1)

    // Wheel: up zooms in by 1.2, down zooms out.
    const stage = page.getByTestId('lightbox-stage')
    const box = (await stage.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, -100)
    await expect.poll(() => scale(page)).toBeCloseTo(1.2, 3)
    await page.mouse.wheel(0, 100)
    await expect.poll(() => scale(page)).toBeCloseTo(1, 3)

    // Keys: + and = zoom in, - zooms out; limits hold.
    await page.keyboard.press('+')
    await expect.poll(() => scale(page)).toBeCloseTo(1.2, 3)
    await page.keyboard.press('=')
    await expect.poll(() => scale(page)).toBeCloseTo(1.44, 3)
    await expect(page.getByTestId('lightbox-zoom')).toHaveText('144%')
    await page.keyboard.press('-')
    await expect.poll(() => scale(page)).toBeCloseTo(1.2, 3)
    for (let step = 0; step < 15; step++) await page.keyboard.press('+')
    await expect.poll(() => scale(page)).toBe(5)
    for (let step = 0; step < 30; step++) await page.keyboard.press('-')
    await expect.poll(() => scale(page)).toBeCloseTo(0.1, 3)
    await page.getByRole('button', { name: '放大（+）' }).click()
    await expect.poll(() => scale(page)).toBeCloseTo(0.12, 3)

    // Drag pans only when enlarged.
    for (let step = 0; step < 15; step++) await page.keyboard.press('+')
    await expect.poll(() => scale(page)).toBeGreaterThan(1)
    const before = await image(page).evaluate((element) => element.style.transform)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => image(page).evaluate((element) => element.style.transform)).not.toBe(before)
    expect(await image(page).evaluate((element) => element.style.transform)).toMatch(/translate\(60px, 30px\)/)

    // R rotates by 90 degrees; double-click resets everything.
    await page.keyboard.press('r')
    await expect(image(page)).toHaveAttribute('data-rotation', '90')
    await page.keyboard.press('R')
    await expect(image(page)).toHaveAttribute('data-rotation', '180')
    // The viewer covers the viewport: a viewport shot shows it as people see it.
    await page.screenshot({ path: `tmp/screens/case-lightbox-${testInfo.project.name}.png` })
    await stage.dblclick()
    await expect(image(page)).toHaveAttribute('data-rotation', '0')
    await expect.poll(() => scale(page)).toBe(1)
    expect(await image(page).evaluate((element) => element.style.transform)).toContain('translate(0px, 0px)')

    // D downloads the current image under the case's name.
    const download = page.waitForEvent('download')
    await page.keyboard.press('d')
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${GALLERY_CASE.title}-1\\.(png|jpe?g|webp)$`))

    // Arrows move between images; Escape closes and gives focus back.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('lightbox-counter')).toHaveText('2 / 4')
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()

    // The close button closes too.
    await page.getByRole('button', { name: `查看大图：${GALLERY_CASE.title}（第 3 张）` }).click()
    await expect(page.getByTestId('lightbox-counter')).toHaveText('3 / 4')
    await page.getByRole('button', { name: '关闭（Esc）' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('on a phone a swipe changes the image, pans an enlarged one, and never leaves the page', async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo), 'touch swipes, at 390 px')
    // Arrive from the list, so a back gesture would have somewhere to go.
    await page.goto('/cases')
    await page.goto(`/cases/${GALLERY_CASE.slug}`)
    const caseUrl = page.url()
    await page.getByRole('button', { name: `查看大图：${GALLERY_CASE.title}（第 1 张）` }).tap()
    const dialog = page.getByRole('dialog', { name: `图片查看器：${GALLERY_CASE.title}` })
    await expect(dialog).toBeVisible()
    const counter = page.getByTestId('lightbox-counter')
    const alt = (n: number) => `${GALLERY_CASE.title}（第 ${n} 张，共 4 张）`
    await expect(counter).toHaveText('1 / 4')
    await expect(image(page)).toHaveAttribute('alt', alt(1))

    // Across the upper part of the stage, clear of the arrow buttons at mid-height on either side.
    const box = (await page.getByTestId('lightbox-stage').boundingBox())!
    const y = Math.round(box.y + box.height * 0.3)
    const left = { x: 90, y }
    const right = { x: 300, y }

    // To the left: the next image.
    await touchSwipe(page, right, left)
    await expect(counter).toHaveText('2 / 4')
    await expect(image(page)).toHaveAttribute('alt', alt(2))
    await touchSwipe(page, right, left)
    await expect(counter).toHaveText('3 / 4')

    // A short movement or a mostly vertical one is no swipe.
    await touchSwipe(page, { x: 200, y }, { x: 190, y })
    await touchSwipe(page, { x: 200, y }, { x: 150, y: y + 150 })
    await page.waitForTimeout(200)
    await expect(counter).toHaveText('3 / 4')

    // To the right: back to the first image, and there a further swipe stays put, on this page.
    await touchSwipe(page, left, right)
    await expect(counter).toHaveText('2 / 4')
    await touchSwipe(page, left, right)
    await expect(counter).toHaveText('1 / 4')
    await expect(image(page)).toHaveAttribute('alt', alt(1))
    await touchSwipe(page, { x: 5, y }, { x: 380, y })
    await touchSwipe(page, left, right)
    await page.waitForTimeout(500)
    await expect(dialog).toBeVisible()
    await expect(counter).toHaveText('1 / 4')
    expect(page.url()).toBe(caseUrl)

    // An enlarged image: the finger pans it and the image stays.
    await page.getByRole('button', { name: '放大（+）' }).click()
    await expect.poll(() => scale(page)).toBeCloseTo(1.2, 3)
    await touchSwipe(page, { x: 250, y }, { x: 130, y })
    await expect.poll(() => image(page).evaluate((element) => element.style.transform)).toMatch(/^translate\(-\d/)
    await expect(counter).toHaveText('1 / 4')
    await expect.poll(() => scale(page)).toBeCloseTo(1.2, 3)

    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `tmp/screens/case-lightbox-swipe-${testInfo.project.name}.png` })

    // The buttons keep working for those who do not swipe; closing stays on the case.
    await page.getByRole('button', { name: '下一张（→）' }).tap()
    await expect(counter).toHaveText('2 / 4')
    await page.getByRole('button', { name: '关闭（Esc）' }).tap()
    await expect(dialog).toHaveCount(0)
    expect(page.url()).toBe(caseUrl)
    await expect(page.getByRole('heading', { level: 1, name: GALLERY_CASE.title })).toBeVisible()
  })

  test('a case is found by id as well as slug', async ({ page, request }) => {
    const list = await (await request.get('/api/cases/list?limit=100')).json()
    const id = (list.data as { id: number; slug: string }[]).find((item) => item.slug === GALLERY_CASE.slug)!.id
    await page.goto(`/cases/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: GALLERY_CASE.title })).toBeVisible()
  })

  test('a missing or unpublished case answers 404 with 页面未找到 and a link to /cases', async ({ page }, testInfo) => {
    for (const slug of ['no-such-case', 'statistics-course-case-draft']) {
      const response = await page.goto(`/cases/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'case-not-found')
    await page.getByRole('link', { name: '查看所有案例' }).click()
    await expect(page).toHaveURL(/\/cases$/)
  })
})

// More cases than fit a page (20): the last ones are reached by following links, scripts off.
const CASE_ARCHIVE = Array.from({ length: 20 }, (_, index) => ({
  slug: `case-archive-${String(index + 1).padStart(2, '0')}`,
  title: `往期案例存档第${index + 1}例`,
  sort_order: 900 + index,
}))

/** Creates the archive cases once (either project may come first; the slug is unique). */
async function ensureCaseArchive(request: APIRequestContext) {
  const token = await adminToken(request)
  for (const item of CASE_ARCHIVE) {
    if ((await request.get(`/api/cases/${item.slug}`)).ok()) continue
    const created = await request.post('/cms-api/cases', {
      headers: { authorization: `JWT ${token}` },
      data: { ...item, description: '早年的案例，用于检验案例列表的分页。', is_published: true, _status: 'published' },
    })
    if (!created.ok()) expect((await request.get(`/api/cases/${item.slug}`)).ok()).toBe(true)
  }
}

test.describe('case list pages, scripts off', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeAll(async ({ request }) => ensureCaseArchive(request))

  test('the last case is reached from /cases by links alone, 20 a page', async ({ page }) => {
    await page.goto('/cases')
    await expect(page.getByTestId('all-cases').getByRole('listitem')).toHaveCount(20)
    const bar = page.getByRole('navigation', { name: '案例列表分页' })
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第1页')
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/cases/page/2')
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)

    while (await bar.getByRole('link', { name: '下一页' }).count()) {
      await bar.getByRole('link', { name: '下一页' }).click()
    }
    await expect(page).toHaveURL(/\/cases\/page\/\d+$/)
    const last = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(bar).toContainText(`第 ${last} / ${last} 页`)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      'href',
      last === 2 ? '/cases' : `/cases/page/${last - 1}`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cases/page/${last}$`))
    await expect(page).toHaveTitle(new RegExp(`^成功案例（第 ${last} 页）`))
    // Featured cases lead the first page only.
    await expect(page.getByRole('heading', { name: '精选案例' })).toHaveCount(0)
    const newest = CASE_ARCHIVE.at(-1)!
    await page.getByRole('link', { name: newest.title }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible()
  })

  test('a page past the last, page 1 and a malformed page are 404', async ({ page }) => {
    for (const path of ['/cases/page/999', '/cases/page/1', '/cases/page/02', '/cases/page/x']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible()
    }
  })
})

test.describe('case list pages', () => {
  test.beforeAll(async ({ request }) => ensureCaseArchive(request))

  test('a later page: cards, page bar that fits the width, accessibility', async ({ page }, testInfo) => {
    await page.goto('/cases/page/2')
    await expect(page.getByRole('heading', { name: CASE_ARCHIVE.at(-1)!.title })).toBeVisible()
    const bar = page.getByRole('navigation', { name: '案例列表分页' })
    await expect(bar.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/cases')
    const box = await bar.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'cases-list-page-2')
  })
})
