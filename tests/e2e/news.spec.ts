import { expect, test } from './fixtures'
import { adminToken, emptySiteUrl, expectNoSeriousA11yViolations, snap } from './helpers'
import { ARCHIVE, ensureArchive } from './news-archive'

const SEEDED_PUBLISHED = [
  {
    slug: 'single-cell-multiomics-tumor-microenvironment',
    title: '单细胞多组学技术推动肿瘤微环境研究进入新阶段',
    category: '学术前沿',
    date: '2026年11月12日',
  },
  {
    slug: 'llm-assisted-bioinformatics-analysis',
    title: '大语言模型辅助生信分析：效率提升与使用规范',
    category: '技术进展',
    date: '2026年10月20日',
  },
  {
    slug: 'nsfc-2026-application-key-points',
    title: '2026年度国家自然科学基金申请要点解读',
    category: '行业资讯',
    date: '2026年9月8日',
  },
  {
    slug: 'mendelian-randomization-design-pitfalls',
    title: '孟德尔随机化研究的设计要点与常见误区',
    category: '学术前沿',
    date: '2026年7月16日',
  },
  {
    slug: 'journal-ranking-update-submission-strategy',
    title: '期刊分区表更新后，投稿策略应如何调整',
    category: '行业资讯',
    date: '2026年6月3日',
  },
]

test.describe('news list', () => {
  test('shows server-rendered cards with category, date, summary and read-more links', async ({ page }, testInfo) => {
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: '科研新闻' })).toBeVisible()
    const cards = page.getByTestId('news-card')
    for (const article of SEEDED_PUBLISHED) {
      const card = cards.filter({ has: page.getByRole('heading', { name: article.title }) })
      await expect(card).toHaveCount(1)
      await expect(card.getByTestId('news-category')).toHaveText(article.category)
      await expect(card.locator('time')).toHaveText(article.date)
      await expect(card.getByRole('link', { name: `阅读更多：${article.title}` })).toHaveAttribute(
        'href',
        `/news/${article.slug}`,
      )
    }
    // The unpublished draft is not listed.
    await expect(page.getByText('【草稿】暑期科研训练营招生通知')).toHaveCount(0)
    // Newest first.
    const titles = await cards.getByRole('heading').allTextContents()
    expect(titles.indexOf(SEEDED_PUBLISHED[0].title)).toBeLessThan(titles.indexOf(SEEDED_PUBLISHED[4].title))
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-list')
  })

  test('filters by category: 全部 first, then each category, each a page of its own', async ({ page }, testInfo) => {
    await page.goto('/news')
    const filters = page.getByRole('navigation', { name: '按分类筛选新闻' }).getByRole('link')
    await expect(filters).toHaveText(['全部', '学术前沿', '技术进展', '行业资讯'])
    await expect(filters.filter({ hasText: '全部' })).toHaveAttribute('aria-current', 'page')

    await filters.filter({ hasText: '行业资讯' }).click()
    await expect(page).toHaveURL(new RegExp(`/news/category/${encodeURIComponent('行业资讯')}$`))
    await expect(filters.filter({ hasText: '行业资讯' })).toHaveAttribute('aria-current', 'page')
    await expect(filters.filter({ hasText: '全部' })).not.toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle(/^行业资讯 · 科研新闻/)
    const categories = await page.getByTestId('news-card').getByTestId('news-category').allTextContents()
    expect(categories.length).toBeGreaterThanOrEqual(2)
    expect(new Set(categories)).toEqual(new Set(['行业资讯']))
    await expect(page.getByRole('heading', { name: SEEDED_PUBLISHED[2].title })).toBeVisible()
    await expect(page.getByRole('heading', { name: SEEDED_PUBLISHED[0].title })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-list-filtered')

    await filters.filter({ hasText: '全部' }).click()
    await expect(page).toHaveURL(/\/news$/)
    await expect(page.getByRole('heading', { name: SEEDED_PUBLISHED[0].title })).toBeVisible()
  })

  test('an address shared as ?category= opens that category; one with no news says so (404)', async ({ page }) => {
    await page.goto(`/news?category=${encodeURIComponent('技术进展')}`)
    await expect(page).toHaveURL(new RegExp(`/news/category/${encodeURIComponent('技术进展')}$`))
    await expect(page.getByRole('heading', { name: SEEDED_PUBLISHED[1].title })).toBeVisible()
    await expect(page.getByRole('heading', { name: SEEDED_PUBLISHED[0].title })).toHaveCount(0)

    const missing = await page.goto(`/news/category/${encodeURIComponent('没有这个分类')}`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByText('该分类下暂时没有新闻内容')).toBeVisible()
    await page.getByRole('link', { name: '查看全部新闻' }).click()
    await expect(page).toHaveURL(/\/news$/)
    await expect(page.getByTestId('news-card').first()).toBeVisible()
  })

  test('says 暂无新闻 when there is no news at all', async ({ page }, testInfo) => {
    await page.goto(`${emptySiteUrl()}/news`)
    await expect(page.getByText('暂无新闻', { exact: true })).toBeVisible()
    await expect(page.getByTestId('news-filters')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-empty')
  })
})

test.describe('news article', () => {
  test('shows breadcrumb, image, category, date, views, title, summary, body and a back link', async ({
    page,
  }, testInfo) => {
    const article = SEEDED_PUBLISHED[1]
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/news/${article.slug}/views`))
    await page.goto(`/news/${article.slug}`)
    const breadcrumb = page.getByRole('navigation', { name: '面包屑' })
    await expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByRole('link', { name: '科研新闻' })).toHaveAttribute('href', '/news')
    await expect(breadcrumb.getByText(article.title)).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    await expect(page.getByRole('img', { name: article.title })).toBeVisible()
    await expect(page.getByRole('article').getByText(article.category, { exact: true })).toBeVisible()
    await expect(page.getByRole('article').locator('time')).toHaveText(article.date)
    await expect(page.getByText('大语言模型可以帮助研究者编写和调试分析代码')).toBeVisible()
    const body = page.getByTestId('news-body')
    await expect(body.getByRole('heading', { level: 2, name: '一个典型的使用场景' })).toBeVisible()
    await expect(body.locator('pre code.language-r')).toContainText('library(ggplot2)')

    // The view is counted once by the browser, and the page shows the new total.
    const answer = await (await counted).json()
    const views = answer.data.views_count as number
    expect(views).toBeGreaterThan(942)
    await expect(page.getByTestId('news-views')).toHaveText(`${views} 次阅读`)

    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-article')

    await page.getByRole('link', { name: '返回新闻列表' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })

  test('counts a view once per browser session, not per render', async ({ page }) => {
    const article = SEEDED_PUBLISHED[3]
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(`/api/news/${article.slug}/views`)) calls.push(request.url())
    })
    const counted = page.waitForResponse((response) => response.url().endsWith(`/api/news/${article.slug}/views`))
    await page.goto(`/news/${article.slug}`)
    const views = (await (await counted).json()).data.views_count as number
    await expect(page.getByTestId('news-views')).toHaveText(`${views} 次阅读`)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    const shown = Number((await page.getByTestId('news-views').textContent())?.replace(' 次阅读', ''))
    expect(shown).toBeGreaterThanOrEqual(views)
    await page.goto('/news')
    await page.goto(`/news/${article.slug}`)
    await expect(page.getByTestId('news-views')).toBeVisible()
    await page.waitForTimeout(300)
    expect(calls).toHaveLength(1)
  })

  test('renders stored HTML sanitised: no scripts, handlers or javascript: links', async ({ page, request }) => {
    const token = await adminToken(request)
    const slug = `sanitise-check-${test.info().project.name}-${Date.now()}`
    const created = await request.post('/cms-api/news', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: `安全过滤测试 ${slug}`,
        slug,
        summary: '用于检查正文过滤。',
        category: '技术进展',
        // Old date: stays off the home page's latest news while it exists.
        published_at: '2019-01-01T00:00:00.000Z',
        is_published: true,
        content:
          '<p>安全段落</p><script>window.__xss = "script"</script>' +
          '<img src="/no-such-image.png" alt="坏图" onerror="window.__xss = \'onerror\'">' +
          '<p><a href="javascript:window.__xss=\'link\'">危险链接</a> <a href="https://example.org/" target="_blank">外部链接</a></p>' +
          '<pre><code class="language-python">print("ok")</code></pre>',
      },
    })
    expect(created.ok()).toBe(true)
    const id = (await created.json()).doc.id as number
    try {
      await page.goto(`/news/${slug}`)
      const body = page.getByTestId('news-body')
      await expect(body.getByText('安全段落')).toBeVisible()
      await expect(body.locator('script')).toHaveCount(0)
      await expect(body.locator('[onerror]')).toHaveCount(0)
      await expect(body.getByText('危险链接')).toBeVisible()
      expect(await body.getByText('危险链接').getAttribute('href')).toBeNull()
      await expect(body.getByRole('link', { name: '外部链接' })).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(body.locator('pre code')).toHaveText('print("ok")')
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    } finally {
      await request.delete(`/cms-api/news/${id}`, { headers: { Authorization: `JWT ${token}` } })
    }
  })

  test('a missing or unpublished article answers 404 with 页面未找到', async ({ page }, testInfo) => {
    for (const slug of ['no-such-article', 'summer-research-camp-draft']) {
      const response = await page.goto(`/news/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible()
      await expect(page.getByText('抱歉，您访问的新闻页面不存在。')).toBeVisible()
      await expect(page.getByText('训练营安排待定')).toHaveCount(0)
    }
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-not-found')
    await page.getByRole('link', { name: '查看所有新闻' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })
})

test.describe('news list pages, scripts off', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeAll(async ({ request }) => ensureArchive(request))

  test('the oldest article is reached from /news by links alone, 20 a page', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByTestId('news-card')).toHaveCount(20)
    const bar = page.getByRole('navigation', { name: '新闻列表分页' })
    await expect(bar.locator('[aria-current="page"]')).toHaveText('第1页')
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', '/news/page/2')
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0)

    // Follow 下一页 to the last page.
    while (await bar.getByRole('link', { name: '下一页' }).count()) {
      await bar.getByRole('link', { name: '下一页' }).click()
    }
    await expect(page).toHaveURL(/\/news\/page\/\d+$/)
    const last = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(bar).toContainText(`第 ${last} / ${last} 页`)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
      'href',
      last === 2 ? '/news' : `/news/page/${last - 1}`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/page/${last}$`))
    await expect(page).toHaveTitle(new RegExp(`^科研新闻（第 ${last} 页）`))
    const oldest = page.getByRole('heading', { name: ARCHIVE[0].title })
    await expect(oldest).toBeVisible()

    await page.getByRole('link', { name: `阅读更多：${ARCHIVE[0].title}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: ARCHIVE[0].title })).toBeVisible()
  })

  test('a category list pages too; a page past the last, page 1 and a malformed page are 404', async ({ page }) => {
    await page.goto(`/news/category/${encodeURIComponent('行业资讯')}`)
    const bar = page.getByRole('navigation', { name: '新闻列表分页' })
    await bar.getByRole('link', { name: '第 2 页' }).click()
    await expect(page).toHaveURL(new RegExp(`/news/category/${encodeURIComponent('行业资讯')}/page/2$`))
    await expect(page.getByRole('heading', { name: ARCHIVE[0].title })).toBeVisible()

    for (const path of ['/news/page/999', '/news/page/1', '/news/page/02', '/news/page/x']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible()
    }
  })
})

test.describe('news list pages', () => {
  test.beforeAll(async ({ request }) => ensureArchive(request))

  test('a later page: cards, page bar that fits the width, accessibility', async ({ page }, testInfo) => {
    await page.goto('/news/page/2')
    await expect(page.getByRole('heading', { name: ARCHIVE[0].title })).toBeVisible()
    const bar = page.getByRole('navigation', { name: '新闻列表分页' })
    await expect(bar.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/news')
    const box = await bar.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'news-list-page-2')
  })
})
