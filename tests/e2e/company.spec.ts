import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations, snap } from './helpers'

const CAREERS_EMAIL = 'hr@keyan.example.com'

const TEAM: [string, string, string[]][] = [
  ['陈志远', '创始人 & 首席科学家', ['生物信息学', '肿瘤基因组学', '多组学整合分析']],
  ['李静怡', '学术顾问', ['临床研究设计', '医学论文写作', '期刊审稿']],
  ['张明', '数据分析专家', ['生物统计', 'R语言', '临床预测模型']],
  ['赵立新', '实验技术专家', ['分子生物学', '细胞实验', '实验方案设计']],
]

test.describe('about', () => {
  test('hero stats, story, values, core team and join-us', async ({ page }, testInfo) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible()
    const stats = page.getByTestId('about-stats')
    for (const [value, label] of [
      ['1500+', '成功案例'],
      ['100+', '专业团队'],
      ['98%', '客户满意度'],
    ]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible()
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 2, name: '我们的故事' })).toBeVisible()
    await expect(page.getByText('我们成立于2018年')).toBeVisible()
    const values = page.locator('#values')
    for (const value of ['专业', '诚信', '创新', '共赢'])
      await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible()
    const team = page.locator('#core-team').getByTestId('member-card')
    await expect(team).toHaveCount(4)
    for (const [index, [name, title]] of TEAM.entries()) {
      await expect(team.nth(index)).toContainText(name)
      await expect(team.nth(index)).toContainText(title)
    }
    const join = page.getByRole('region', { name: '加入我们' }).getByRole('link', { name: '加入我们' })
    await expect(join).toHaveAttribute('href', '/careers')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'about')
    await join.click()
    await expect(page).toHaveURL(/\/careers$/)
  })
})

test.describe('team', () => {
  test('four members with expertise, mission/vision/values, CTA to /contact', async ({ page }, testInfo) => {
    await page.goto('/team')
    await expect(page.getByRole('heading', { level: 1, name: '专业团队' })).toBeVisible()
    const cards = page.getByTestId('member-card')
    await expect(cards).toHaveCount(4)
    for (const [index, [name, title, expertise]] of TEAM.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name })).toBeVisible()
      await expect(card).toContainText(title)
      await expect(card.getByRole('list', { name: `${name}的专长` }).getByRole('listitem')).toHaveText(expertise)
      // The seed gives each member a drawn portrait (issue #42), so a picture stands where the surname did.
      await expect(card.getByRole('img', { name: `${name}的头像` })).toBeVisible()
    }
    await expect(cards.nth(0)).toContainText('生物信息学博士')
    await expect(cards.nth(1)).toContainText('医学教授')
    await expect(cards.nth(2)).toContainText('R语言')
    await expect(cards.nth(3)).toContainText('分子生物学')
    const values = page.locator('#team-values')
    for (const title of ['使命', '愿景', '价值观'])
      await expect(values.getByRole('heading', { name: title, exact: true })).toBeVisible()
    await expect(
      page.getByRole('region', { name: '想和我们的专家聊聊？' }).getByRole('link', { name: '联系我们' }),
    ).toHaveAttribute('href', '/contact')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'team')
  })
})

test.describe('careers', () => {
  test('values, culture and the three job postings with full details', async ({ page }, testInfo) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1, name: '加入我们' })).toBeVisible()
    const culture = page.locator('#culture')
    for (const title of ['学习', '协作', '创新'])
      await expect(culture.getByRole('heading', { name: title, exact: true })).toBeVisible()
    await expect(page.locator('#careers-values').getByRole('heading', { name: '诚信', exact: true })).toBeVisible()

    const jobs = page.getByTestId('job-card')
    await expect(jobs).toHaveCount(3)
    const expected = [
      ['生物信息研究员', '研发部', '15k-30k', '3-5年', '硕士及以上'],
      ['医学写作专家', '学术服务部', '12k-25k', '2-5年', '硕士及以上'],
      ['实验技术员', '实验室', '8k-15k', '1-3年', '本科及以上'],
    ]
    for (const [index, [title, department, salary, experience, education]] of expected.entries()) {
      const job = jobs.nth(index)
      await expect(job.getByRole('heading', { level: 3, name: title })).toBeVisible()
      const info = job.getByRole('list', { name: '职位信息' })
      await expect(info).toContainText(department)
      await expect(info).toContainText('杭州')
      await expect(info).toContainText('全职')
      await expect(job.getByTestId('job-salary')).toHaveText(salary)
      await expect(job).toContainText(`经验：${experience}`)
      await expect(job).toContainText(`学历：${education}`)
      await expect(job.getByRole('heading', { name: '任职要求' })).toBeVisible()
      await expect(job.getByRole('heading', { name: '福利待遇' })).toBeVisible()
      await expect(job).toContainText('五险一金')
    }
    const cta = page.getByRole('region', { name: '没有找到合适的职位？' })
    await expect(cta.getByRole('link', { name: '发送简历' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${CAREERS_EMAIL}\\?subject=`),
    )
    await expect(cta.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'careers')
  })

  test('申请职位 opens the mail client with an encoded subject and body, and says so', async ({ page }) => {
    // The page's timers run on Playwright's clock, so the toast's 4 s are measured, not raced.
    await page.clock.install()
    await page.goto('/careers')
    const apply = page.getByTestId('job-card').first().getByRole('link', { name: '申请职位：生物信息研究员' })
    const href = (await apply.getAttribute('href')) ?? ''
    expect(
      href.startsWith(`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent('申请职位：生物信息研究员')}&body=`),
    ).toBe(true)
    const body = new URL(href).searchParams.get('body') ?? ''
    expect(body).toContain('职位：生物信息研究员')
    expect(body).toContain('部门：研发部')
    expect(body).toContain('地点：杭州')

    // From here the page's time moves only when the test moves it: an installed clock otherwise keeps
    // flowing with real time, and a loaded machine spent the toast's 4 s before the check ran.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await apply.click()
    const opening = page.getByText('正在打开邮件客户端，请填写您的申请信息')
    // sonner loads on the first toast (in real time); its own timers then wait for the test's clock.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50)
          return opening.isVisible()
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    await expect(page).toHaveURL(/\/careers$/)
    // The spec's 4 s toast: still there 3.5 s after it appeared (a 2 s or 3 s one is gone), gone after 4 s and its exit.
    await page.clock.runFor(3400)
    await expect(opening).toBeVisible()
    await page.clock.runFor(1500)
    await expect(opening).toBeHidden()
  })
})

test.describe('policy pages', () => {
  const pages: [string, string, string[]][] = [
    ['/privacy', '隐私政策', ['个人信息保护法', '您的权利', '存储于中华人民共和国境内']],
    ['/terms', '服务条款', ['学术诚信', '7天无理由退款', '支持分期付款']],
    ['/cookies', 'Cookie 政策', ['payload-token', 'access_token', 'academic_resources_cache']],
  ]
  for (const [path, title, texts] of pages) {
    test(`${title} has real content`, async ({ page }, testInfo) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      for (const text of texts) await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible()
      const nav = page.getByRole('navigation', { name: '政策与条款' })
      await expect(nav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page')
      await expectNoSeriousA11yViolations(page)
      await snap(page, testInfo, `policy-${path.slice(1)}`)
    })
  }

  test('the privacy policy links the pages it names, and shows no raw addresses', async ({ page }) => {
    await page.goto('/privacy')
    const article = page.locator('article')
    await expect(article.getByRole('link', { name: '《Cookie 政策》' })).toHaveAttribute('href', '/cookies')
    await expect(article.getByRole('link', { name: '“联系我们”页面' })).toHaveAttribute('href', '/contact')
    await expect(article).not.toContainText('](/')
    await expect(article).not.toContainText('（/')
  })
})
