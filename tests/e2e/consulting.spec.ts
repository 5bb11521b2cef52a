import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations, snap } from './helpers'

const SERVICES = [
  { path: '/services/paper-topic-guidance', title: '论文选题指导' },
  { path: '/services/research-methodology', title: '科研方法指导' },
  { path: '/services/team-collaboration', title: '科研团队协作' },
  { path: '/services/project-planning', title: '课题规划设计' },
  { path: '/services/academic-thinking', title: '学术思维培养' },
  { path: '/services/achievement-transformation', title: '科研成果转化' },
  { path: '/services/academic-reputation', title: '学术影响力提升' },
  { path: '/services/academic-career', title: '学术职业发展' },
]

test('research consultation lists eight services, each with four features and a details link', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/research-consultation')
  await expect(page.getByRole('heading', { level: 1, name: '专业科研咨询服务' })).toBeVisible()
  await expect(page.getByRole('link', { name: '预约咨询' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: '浏览全部服务' })).toHaveAttribute('href', '/services')

  const cards = page.getByTestId('consulting-card')
  await expect(cards).toHaveCount(8)
  for (const [index, service] of SERVICES.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { name: service.title })).toBeVisible()
    await expect(card.locator('ul > li')).toHaveCount(4)
    await expect(card.getByRole('link', { name: /了解详情/ })).toHaveAttribute('href', service.path)
    const response = await request.get(service.path)
    expect(response.status(), service.path).toBe(200)
  }
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'research-consultation')

  await cards
    .nth(0)
    .getByRole('link', { name: /了解详情/ })
    .click()
  await expect(page).toHaveURL(/\/services\/paper-topic-guidance$/)
  await expect(page.getByRole('heading', { level: 1, name: '论文选题指导' })).toBeVisible()
})

for (const service of SERVICES) {
  test(`${service.path} explains the service and leads to a consultation`, async ({ page }, testInfo) => {
    const response = await page.goto(service.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' })
    await expect(crumbs.getByRole('link', { name: '科研咨询' })).toHaveAttribute('href', '/research-consultation')
    for (const heading of ['服务简介', '服务内容', '服务流程', '适合人群', '服务方式']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const consult = page.getByRole('link', { name: '立即咨询' })
    await expect(consult).toHaveAttribute('href', `/contact?service=${encodeURIComponent(service.title)}`)
    await expect(page.getByRole('navigation', { name: '其他咨询服务' }).getByRole('link')).toHaveCount(7)
    await expectNoSeriousA11yViolations(page)
    if (service.path.endsWith('paper-topic-guidance')) await snap(page, testInfo, 'consulting-detail')
  })
}
