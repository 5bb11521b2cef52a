import { expect, test } from './fixtures'
import { emptySiteUrl, expectNoSeriousA11yViolations, expectNoStretchedImages, isMobile, snap } from './helpers'

test.describe('home page (seeded)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('hero, figures, title and accessibility', async ({ page }, testInfo) => {
    // Scrolling the whole page for its images, then axe over it, outlasts 45 s on a slow machine.
    test.setTimeout(90_000)
    await expect(page).toHaveTitle(/科研学术服务平台/)
    const hero = page.locator('section[aria-labelledby="home-hero-heading"]')
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero.getByRole('link', { name: '咨询专家' })).toHaveAttribute('href', '/contact')
    await expect(hero.getByRole('link', { name: '了解服务' })).toHaveAttribute('href', '/services')
    for (const [value, label] of [
      ['1500+', '成功案例'],
      ['100+', '专业团队'],
      ['98%', '客户满意度'],
      ['2018', '成立年份'],
    ]) {
      const stat = hero.locator('dl > div').filter({ hasText: label })
      await expect(stat.locator('dd')).toHaveText(value)
    }
    // Images have loaded before the screenshot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.images].filter((img) => img.checkVisibility() && (!img.complete || img.naturalWidth === 0))
              .length,
        ),
      )
      .toBe(0)
    await expectNoStretchedImages(page)
    await snap(page, testInfo, 'home')
    await expectNoSeriousA11yViolations(page)
  })

  test('latest-news card: arrows wrap, counter, links (large screens only)', async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const card = page.locator('[data-latest-news]')
    if (isMobile(testInfo)) {
      await expect(card).toBeHidden()
      return
    }
    const counter = card.locator('[data-latest-news-counter]')
    const title = card.getByRole('heading', { level: 3 })
    // Other specs publish and delete articles meanwhile (page cache, scheduling): the page and the API
    // are compared afresh until both were read between two such edits.
    await expect(async () => {
      await page.goto('/')
      const latest = await page.request.get('/api/news/latest?limit=5').then((response) => response.json())
      const items: { title: string; slug: string }[] = latest.data
      expect(items.length).toBe(5)
      await expectLatestNewsCard(items)
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] })

    async function expectLatestNewsCard(items: { title: string; slug: string }[]) {
      await expect(counter).toHaveText('1 / 5')
      await expect(title).toHaveText(items[0].title)
      await expect(card.getByRole('link', { name: /阅读全文/ })).toHaveAttribute('href', `/news/${items[0].slug}`)
      await expect(card.getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/news')

      await card.getByRole('button', { name: '下一条新闻' }).click()
      await expect(counter).toHaveText('2 / 5')
      await expect(title).toHaveText(items[1].title)
      await expect(card.getByRole('link', { name: /阅读全文/ })).toHaveAttribute('href', `/news/${items[1].slug}`)

      await card.getByRole('button', { name: '上一条新闻' }).click()
      await card.getByRole('button', { name: '上一条新闻' }).click()
      await expect(counter).toHaveText('5 / 5')
      await expect(title).toHaveText(items[4].title)

      await card.getByRole('button', { name: '下一条新闻' }).click()
      await expect(counter).toHaveText('1 / 5')
      await card.getByRole('link', { name: /阅读全文/ }).click()
      await expect(page).toHaveURL(new RegExp(`/news/${items[0].slug}$`))
    }
  })

  test('core services grid: 4 cards on phones, 8 on desktop, and 查看更多服务', async ({ page }, testInfo) => {
    const section = page.locator('#core-services')
    await expect(section.getByRole('heading', { level: 2, name: '核心学术服务' })).toBeVisible()
    const cards = section.locator('[data-core-service]')
    await expect(cards).toHaveCount(8)
    const visible = await cards.evaluateAll(
      (items) => items.filter((item) => (item as HTMLElement).offsetParent !== null).length,
    )
    expect(visible).toBe(isMobile(testInfo) ? 4 : 8)

    const first = cards.first()
    await expect(first.getByRole('heading', { name: '生物信息学' })).toBeVisible()
    await expect(first.getByText('专业生物信息学服务')).toBeVisible()
    await expect(first.getByRole('link', { name: /了解更多/ })).toHaveAttribute('href', /^\/category-products\/\d+$/)
    // Seeded categories carry a main image; the emoji fallback is unit-tested.
    await expect(first.locator('img').first()).toBeVisible()
    await expect(section.getByRole('link', { name: '查看更多服务' })).toBeVisible()
    await expect(section.getByRole('link', { name: '查看更多服务' })).toHaveAttribute('href', '/services')
  })

  test('research news, why choose us, case teaser, resources, call to action', async ({ page }) => {
    const news = page.locator('#research-news')
    await expect(news.getByRole('listitem')).toHaveCount(4)
    const firstNews = news.getByRole('listitem').first()
    await expect(firstNews.locator('time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/)
    await expect(firstNews.getByRole('link').first()).toHaveAttribute('href', /^\/news\/.+/)
    await expect(news.getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/news')

    const why = page.locator('#why-choose-us')
    for (const point of ['专业团队', '高质量服务', '快速响应', '保密安全']) {
      await expect(why.getByRole('heading', { name: point })).toBeVisible()
    }

    const cases = page.locator('#success-cases')
    await expect(cases.getByRole('listitem')).toHaveCount(4)
    await expect(cases.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/cases\/.+/)
    await expect(cases.getByRole('link', { name: '查看全部案例' })).toHaveAttribute('href', '/cases')

    const resources = page.locator('#academic-resources')
    await expect(resources.getByRole('heading', { level: 2, name: '学术资源' })).toBeVisible()
    await expect(resources.getByRole('link', { name: /进入学术资源中心/ })).toHaveAttribute('href', '/resources')

    const cta = page.locator('section[aria-labelledby="home-cta-heading"]')
    await expect(cta.getByRole('link', { name: '立即咨询' })).toHaveAttribute('href', '/contact')
    // The call-to-action card keeps clear of the tinted section above it.
    const ctaTop = (await cta.locator('.cta-box').boundingBox())!.y
    const ctaSectionTop = (await cta.boundingBox())!.y
    expect(ctaTop - ctaSectionTop).toBeGreaterThanOrEqual(40)
  })

  test('faculty carousel: paging, disabled arrows, dots, +N and contact details', async ({ page }, testInfo) => {
    const carousel = page.locator('[data-faculty-carousel]')
    const cards = carousel.locator('[data-faculty-card]')
    const prev = carousel.getByRole('button', { name: '上一页' })
    const next = carousel.getByRole('button', { name: '下一页' })
    const perPage = isMobile(testInfo) ? 2 : 4
    const pages = isMobile(testInfo) ? 3 : 2 // six active faculty members

    await expect(carousel).toHaveAttribute('data-pages', String(pages))
    await expect(carousel.locator('[data-faculty-dot]')).toHaveCount(pages)
    await expect(cards.filter({ visible: true })).toHaveCount(perPage)
    // The contact blocks' dividers line up across a row, whatever the number of contacts (4, 3, 1, 2).
    const dividers = await cards
      .filter({ visible: true })
      .locator('.faculty-contacts')
      .evaluateAll((blocks) => blocks.map((block) => Math.round(block.getBoundingClientRect().top)))
    expect(dividers.length).toBe(perPage)
    if (!isMobile(testInfo)) expect(new Set(dividers).size).toBe(1)
    await expect(prev).toBeDisabled()
    await expect(next).toBeEnabled()

    const first = cards.first()
    await expect(first.getByRole('heading', { name: '陈志远' })).toBeVisible()
    await expect(first.getByRole('list', { name: '擅长领域' }).getByRole('listitem')).toHaveText([
      '肿瘤基因组学',
      '单细胞测序分析',
      '+2',
    ])
    await expect(first.getByText('以第一或通讯作者发表SCI论文40余篇')).toBeVisible()
    await expect(first.getByText('指导学员发表SCI论文300余篇')).toHaveCount(0)
    await expect(first.getByText('+2', { exact: true })).toHaveCount(2)
    await expect(first.getByRole('link', { name: 'chen.zy@keyan.example.com' })).toHaveAttribute(
      'href',
      'mailto:chen.zy@keyan.example.com',
    )
    await expect(first.getByText('keyan_chen')).toBeVisible()
    // contact_info stored as a JSON string
    await expect(cards.nth(1).getByRole('link', { name: 'li.jy@keyan.example.com' })).toBeVisible()

    await next.click()
    await expect(carousel).toHaveAttribute('data-page', '1')
    await expect(prev).toBeEnabled()
    if (isMobile(testInfo)) {
      // contact_info stored as a plain string is read as an e-mail address
      await expect(cards.first().getByRole('link', { name: 'zhang.ming@keyan.example.com' })).toBeVisible()
      await next.click()
    } else {
      await expect(page.getByRole('link', { name: 'zhang.ming@keyan.example.com' })).toHaveCount(0)
    }
    await expect(carousel).toHaveAttribute('data-page', String(pages - 1))
    await expect(next).toBeDisabled()
    await expect(cards.filter({ visible: true })).toHaveCount(2)
    await expect(cards.first().getByRole('heading', { name: '赵立新' })).toBeVisible()
    await next.click({ force: true })
    await expect(carousel).toHaveAttribute('data-page', String(pages - 1))

    await carousel.getByRole('button', { name: '第 1 页' }).click()
    await expect(carousel).toHaveAttribute('data-page', '0')
    await expect(carousel.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'true')
    await expect(cards.first().getByRole('heading', { name: '陈志远' })).toBeVisible()
    await expect(prev).toBeDisabled()
  })
})

test.describe('home page (empty database)', () => {
  test('shows the empty states', async ({ page }, testInfo) => {
    await page.goto(`${emptySiteUrl()}/`)
    await expect(page.locator('#research-news').getByText('暂无科研新闻')).toBeVisible()
    await expect(page.locator('#faculty').getByText('暂无师资介绍')).toBeVisible()
    await expect(page.locator('#core-services').getByText('暂无服务类目')).toBeVisible()
    await expect(page.locator('#core-services').getByRole('link', { name: '查看更多服务' })).toHaveCount(0)
    await expect(page.locator('#success-cases').getByText('暂无成功案例，敬请期待。')).toBeVisible()
    const card = page.locator('[data-latest-news]')
    if (isMobile(testInfo)) await expect(card).toBeHidden()
    else await expect(card.getByText('暂无科研新闻')).toBeVisible()
    // The four selling points still show without site settings.
    await expect(page.locator('#why-choose-us').getByRole('listitem')).toHaveCount(4)
    await snap(page, testInfo, 'home-empty')
    await expectNoSeriousA11yViolations(page)
  })
})
