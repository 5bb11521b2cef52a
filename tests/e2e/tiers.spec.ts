import { expect, test, type Page } from './fixtures'
import { expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

const MEDICAL_SCI = '/services/medical-sci-guidance'

const tierPrices = (page: Page) => page.getByTestId('tier-price')
const tierCards = (page: Page) => page.getByTestId('tier-card')

async function expectBreadcrumbToMedicalSci(page: Page, current: string) {
  const breadcrumb = page.getByRole('navigation', { name: '面包屑' })
  await expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
  await expect(breadcrumb.getByRole('link', { name: '医学SCI辅导' })).toHaveAttribute('href', MEDICAL_SCI)
  await expect(breadcrumb.getByText(current)).toBeVisible()
}

test.describe('medical SCI guidance', () => {
  test('leads to the three tier pages and the statistics and writing pages', async ({ page }, testInfo) => {
    await page.goto(MEDICAL_SCI)
    await expect(page.getByRole('heading', { level: 1, name: '医学SCI辅导' })).toBeVisible()
    const list = page.getByTestId('programme-list')
    const expected: [string, string, string][] = [
      ['生信SCI一对一辅导', '/services/bioinformatics-1v1', '¥13,888 起'],
      ['临床SCI一对一辅导', '/services/clinical-1v1', '¥14,888 起'],
      ['Meta分析一对一辅导', '/services/meta-analysis-1v1', '¥13,888 起'],
      ['统计分析指导', '/services/statistical-analysis', '¥1,999'],
      ['写作技巧培训', '/services/writing-training', '¥2,499'],
    ]
    await expect(list.getByRole('link')).toHaveCount(expected.length)
    for (const [title, href, price] of expected) {
      const link = list.getByRole('link', { name: new RegExp(`^${title}`) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toContainText(price)
    }
    await expect(page.getByText('支持分期付款').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'medical-sci-guidance')

    await list.getByRole('link', { name: /^临床SCI一对一辅导/ }).click()
    await expect(page).toHaveURL(/\/services\/clinical-1v1$/)
    await expect(page.getByRole('heading', { level: 1, name: '临床SCI一对一辅导' })).toBeVisible()
  })
})

test.describe('bioinformatics one-on-one', () => {
  test('lists every tier with prices, terms and notes, and filters by category', async ({ page }, testInfo) => {
    await page.goto('/services/bioinformatics-1v1')
    await expect(page.getByRole('heading', { level: 1, name: '生信SCI一对一辅导' })).toBeVisible()
    await expectBreadcrumbToMedicalSci(page, '生信SCI一对一辅导')

    const terms = page.getByTestId('terms')
    await expect(terms).toContainText('辅导周期约2个月')
    await expect(terms).toContainText('售后答疑（普通生信SCI一对一辅导）课程结束后1个月内')
    await expect(terms).toContainText('售后答疑（SCI协议包成果项目、高端课题）持续至论文录用')

    const filter = page.getByRole('group', { name: '按方案类别筛选' })
    await expect(filter.getByRole('button')).toHaveText([
      '全部',
      '普通生信SCI一对一辅导',
      'SCI协议包成果项目',
      '高端课题',
    ])
    await expect(filter.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true')
    await expect(tierPrices(page)).toHaveText([
      '¥13,888',
      '¥15,888',
      '¥18,888',
      '¥23,888',
      '¥36,000',
      '¥56,000',
      '¥40,000+',
      '¥80,000+',
    ])
    await expect(tierCards(page).first()).toContainText('售后答疑期为课程结束后1个月')
    await expect(tierCards(page).nth(4)).toContainText('售后答疑持续至论文录用')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'tiers-bioinformatics')

    const choices: [string, string[]][] = [
      ['普通生信SCI一对一辅导', ['¥13,888', '¥15,888', '¥18,888', '¥23,888']],
      ['SCI协议包成果项目', ['¥36,000', '¥56,000']],
      ['高端课题', ['¥40,000+', '¥80,000+']],
    ]
    for (const [choice, prices] of choices) {
      await filter.getByRole('button', { name: choice, exact: true }).click()
      await expect(filter.getByRole('button', { name: choice, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(filter.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false')
      await expect(tierPrices(page)).toHaveText(prices)
      for (const card of await tierCards(page).all()) await expect(card).toHaveAttribute('data-category', choice)
    }
    await filter.getByRole('button', { name: '全部' }).click()
    await expect(tierCards(page)).toHaveCount(8)

    await expect(page.getByRole('link', { name: '← 返回医学SCI辅导' })).toHaveAttribute('href', MEDICAL_SCI)
  })

  test('buy opens the purchase dialog with the name, price and consult form; its contact link goes to /contact?service=', async ({
    page,
  }, testInfo) => {
    await page.goto('/services/bioinformatics-1v1')
    const card = tierCards(page).filter({ hasText: '生信SCI辅导·入门版' })
    await expect(card.getByRole('link', { name: '立即咨询' })).toHaveAttribute(
      'href',
      `/contact?service=${encodeURIComponent('生信SCI辅导·入门版')}`,
    )
    await card.getByRole('button', { name: '立即购买' }).click()
    const dialog = page.getByRole('dialog', { name: '生信SCI辅导·入门版' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('¥13,888')
    await expect(dialog.getByLabel('咨询服务')).toHaveValue('生信SCI辅导·入门版')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'tiers-purchase-dialog')
    await dialog.getByRole('button', { name: '我知道了' }).click()
    await expect(dialog).toBeHidden()

    const highEnd = tierCards(page).filter({ hasText: '高端课题·单细胞与空间组学' })
    await highEnd.getByRole('button', { name: '立即购买' }).click()
    const second = page.getByRole('dialog', { name: '高端课题·单细胞与空间组学' })
    await expect(second).toContainText('¥40,000+')
    await second.getByRole('link', { name: '查看全部联系方式' }).click()
    await expect(page).toHaveURL(/\/contact\?service=/)
    expect(new URL(page.url()).searchParams.get('service')).toBe('高端课题·单细胞与空间组学')
  })

  test('compares the tiers side by side, fits a phone, and 立即咨询 there prefills the consult form', async ({
    page,
  }, testInfo) => {
    const first = '生信SCI辅导·入门版'
    await page.goto('/services/bioinformatics-1v1')
    const comparison = page.getByTestId('tier-comparison')
    await expect(comparison.getByRole('heading', { level: 2, name: '方案对比' })).toBeVisible()
    // The table scrolls sideways in a named region that keyboard users can focus.
    const scroller = comparison.getByRole('region', { name: '方案对比表（可左右滑动）' })
    await expect(scroller).toHaveAttribute('tabindex', '0')
    const table = scroller.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveCount(1 + 8)
    await expect(table.getByRole('columnheader').nth(1)).toHaveText(first)
    for (const label of ['价格', '交付周期', '服务内容', '数据要求']) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
    }
    const prices = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '价格', exact: true }) })
    await expect(prices).toContainText('¥13,888')
    await expect(prices.getByRole('cell').first()).toHaveText('¥13,888')
    const delivery = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '交付周期', exact: true }) })
    await expect(delivery.getByRole('cell').first()).toHaveText('2个月')
    if (isMobile(testInfo)) {
      await expect(comparison.getByText('左右滑动查看全部方案')).toBeVisible()
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    } else {
      await expect(comparison.getByText('左右滑动查看全部方案')).toBeHidden()
    }
    const consult = table.getByTestId('comparison-consult')
    await expect(consult).toHaveCount(8)
    await expect(consult.first()).toHaveAccessibleName(`立即咨询：${first}`)
    await expect(consult.first()).toHaveAttribute('href', `/contact?service=${encodeURIComponent(first)}`)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'tier-comparison')

    await consult.first().click()
    await expect(page).toHaveURL(/\/contact\?service=/)
    expect(new URL(page.url()).searchParams.get('service')).toBe(first)
    await expect(page.getByRole('form', { name: '在线咨询' }).getByLabel('咨询服务')).toHaveValue(first)
  })
})

test.describe('clinical one-on-one', () => {
  test('shows tiers with type, data requirement, add-ons, ROI outlining and timings', async ({ page }, testInfo) => {
    await page.goto('/services/clinical-1v1')
    await expect(page.getByRole('heading', { level: 1, name: '临床SCI一对一辅导' })).toBeVisible()
    await expectBreadcrumbToMedicalSci(page, '临床SCI一对一辅导')
    await expect(tierPrices(page)).toHaveText(['¥14,888', '¥17,888', '¥22,888', '¥30,888'])
    const addons = page.getByTestId('tier-addon')
    await expect(addons).toHaveCount(4)
    for (const [index, price] of ['+¥11,000', '+¥15,000', '+¥22,000', '+¥30,000'].entries()) {
      await expect(addons.nth(index)).toContainText(price)
    }
    for (const card of await tierCards(page).all()) {
      await expect(card.getByText('研究类型')).toBeVisible()
      await expect(card.getByText('数据要求')).toBeVisible()
    }
    await expect(tierCards(page).first()).toContainText('无需自备数据')
    await expect(page.getByTestId('extras')).toContainText('影像组学ROI勾画')
    await expect(page.getByTestId('extras')).toContainText('+¥1,800')
    await expect(page.getByTestId('terms')).toContainText('从选题到成稿约2-3个月')
    await expect(page.getByTestId('terms')).toContainText('从投稿到录用约8-12个月')
    // No filter: the clinical tiers have no groups.
    await expect(page.getByRole('group', { name: '按方案类别筛选' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'tiers-clinical')

    await tierCards(page).nth(3).getByRole('button', { name: '立即购买' }).click()
    await expect(page.getByRole('dialog', { name: '影像组学研究' })).toContainText('¥30,888')
  })
})

test.describe('meta-analysis one-on-one', () => {
  test('shows tiers with add-ons and the service terms', async ({ page }, testInfo) => {
    await page.goto('/services/meta-analysis-1v1')
    await expect(page.getByRole('heading', { level: 1, name: 'Meta分析一对一辅导' })).toBeVisible()
    await expectBreadcrumbToMedicalSci(page, 'Meta分析一对一辅导')
    await expect(tierPrices(page)).toHaveText(['¥13,888', '¥16,888', '¥19,888', '¥28,888'])
    const addons = page.getByTestId('tier-addon')
    for (const [index, price] of ['+¥7,000', '+¥13,000', '+¥13,000', '+¥22,000'].entries()) {
      await expect(addons.nth(index)).toContainText(price)
    }
    const terms = page.getByTestId('terms')
    for (const text of [
      '辅导周期约2-3个月',
      '选题保护期90天',
      '加购协议包后总服务期2年',
      '其中辅导期10个月',
      '其中投稿期1年2个月',
    ]) {
      await expect(terms).toContainText(text)
    }
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'tiers-meta')
  })
})

test.describe('courses', () => {
  test('statistics analysis guidance: breadcrumb, price, 4 features, 8 lessons, buy card, claims', async ({
    page,
  }, testInfo) => {
    await page.goto('/services/statistical-analysis')
    await expect(page.getByRole('heading', { level: 1, name: '统计分析指导' })).toBeVisible()
    await expectBreadcrumbToMedicalSci(page, '统计分析指导')
    await expect(page.getByText('课程时长：8节课，每节约90分钟（约4周）')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '课程特色' })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="course-features"] li')).toHaveCount(4)
    await expect(page.getByTestId('lesson-count')).toHaveText('共8节课')
    const lessons = page.getByTestId('lessons').getByRole('listitem')
    await expect(lessons).toHaveCount(8)
    await expect(lessons.first()).toContainText('第1课')
    await expect(lessons.last()).toContainText('第8课')
    const buy = page.getByTestId('buy-card')
    await expect(buy).toContainText('¥1,999')
    await expect(buy).toContainText('支持分期付款')
    await expect(buy).toContainText('7天无理由退款')
    await expect(buy).toContainText('结课证书')
    await expect(buy.getByRole('link', { name: '立即报名' })).toHaveAttribute(
      'href',
      `/contact?service=${encodeURIComponent('统计分析指导')}`,
    )
    await expect(page.getByTestId('related-services').getByRole('link', { name: /写作技巧培训/ })).toHaveAttribute(
      'href',
      '/services/writing-training',
    )
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'course-statistics')
  })

  for (const path of ['/services/writing-training', '/services/graduation-thesis']) {
    test(`writing skills training at ${path}: price and 10 lessons`, async ({ page }, testInfo) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: '写作技巧培训' })).toBeVisible()
      await expect(page.getByTestId('lesson-count')).toHaveText('共10节课')
      await expect(page.getByTestId('lessons').getByRole('listitem')).toHaveCount(10)
      await expect(page.getByTestId('buy-card')).toContainText('¥2,499')
      await expect(page.getByTestId('buy-card').getByRole('link', { name: '立即报名' })).toHaveAttribute(
        'href',
        /^\/contact\?service=/,
      )
      if (path.endsWith('writing-training')) {
        await expectNoSeriousA11yViolations(page)
        await snap(page, testInfo, 'course-writing')
      }
    })
  }
})

test.describe('revision tutoring', () => {
  test('stats, features, three packages with the middle highlighted, steps, working CTA', async ({
    page,
  }, testInfo) => {
    await page.goto('/services/revision-tutoring')
    await expect(page.getByRole('heading', { level: 1, name: '论文修回辅导' })).toBeVisible()
    const stats = page.getByTestId('stats')
    for (const text of ['24-48小时', '响应', '95%+', '满意度', '200+', '成功案例'])
      await expect(stats).toContainText(text)
    await expect(page.locator('#features li')).toHaveCount(4)

    const packages = page.getByTestId('package-card')
    await expect(packages).toHaveCount(3)
    const expected: [string, string, string, number, string][] = [
      ['基础版', '¥1,999', '5课时', 4, 'false'],
      ['标准版', '¥3,499', '8课时', 6, 'true'],
      ['高级版', '¥4,999', '12课时', 8, 'false'],
    ]
    for (const [index, [name, price, lessons, features, highlighted]] of expected.entries()) {
      const card = packages.nth(index)
      await expect(card.getByRole('heading', { name })).toBeVisible()
      await expect(card).toContainText(price)
      await expect(card).toContainText(lessons)
      await expect(card.getByRole('listitem')).toHaveCount(features)
      await expect(card).toHaveAttribute('data-highlighted', highlighted)
    }
    await expect(packages.nth(1)).toContainText('最受欢迎')
    await expect(packages.nth(2)).toContainText('投稿策略')
    await expect(packages.nth(2)).toContainText('跟踪服务')
    await expect(page.getByTestId('steps').getByRole('listitem')).toHaveCount(4)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'revision-tutoring')

    await packages.nth(1).getByRole('button', { name: '立即购买' }).click()
    const dialog = page.getByRole('dialog', { name: '论文修回辅导·标准版' })
    await expect(dialog).toContainText('¥3,499')
    await dialog.getByRole('button', { name: '我知道了' }).click()

    const cta = page.getByRole('region', { name: '收到审稿意见，不知从何改起？' })
    await expect(cta.getByRole('link', { name: '立即咨询' })).toHaveAttribute(
      'href',
      `/contact?service=${encodeURIComponent('论文修回辅导')}`,
    )
    await cta.getByRole('link', { name: '了解更多' }).click()
    await expect(page).toHaveURL(/#packages$/)
    await expect(page.getByRole('heading', { level: 2, name: '服务套餐' })).toBeInViewport()
  })
})

test.describe('price-range service pages', () => {
  const pages: [string, string, string, string, number | null][] = [
    ['/services/editing-journal-selection', '论文润色与选刊', '¥1,999 - ¥5,999', '根据字数和复杂度定价', 5],
    ['/services/grant-project', '基金申请与课题设计', '¥3,999 - ¥12,999', '根据基金类型和复杂度定价', 5],
    ['/services/research-training', '科研能力培训', '¥1,000 - ¥5,000', '根据培训时长和深度定价', null],
    ['/services/english-training', '学术英语培训', '¥3,000 - ¥12,000', '根据培训时长和内容定价', null],
    ['/services/wet-lab-experiment', '湿实验外包服务', '¥10,000 - ¥50,000', '根据实验类型和复杂度定价', null],
  ]
  for (const [path, title, range, note, steps] of pages) {
    test(`${title}: price range, steps, back and consult links`, async ({ page }, testInfo) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByTestId('price-range')).toHaveText(range)
      await expect(page.getByTestId('price-card')).toContainText(note)
      await expect(page.getByRole('link', { name: '← 返回服务列表' })).toHaveAttribute('href', '/services')
      await expect(page.getByTestId('price-card').getByRole('link', { name: '立即咨询' })).toHaveAttribute(
        'href',
        `/contact?service=${encodeURIComponent(title)}`,
      )
      if (steps !== null) await expect(page.getByTestId('steps').getByRole('listitem')).toHaveCount(steps)
      else await expect(page.getByTestId('steps').getByRole('listitem')).not.toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
      await snap(page, testInfo, `service-${path.split('/').pop()}`)
    })
  }
})
