import { expect, test, type APIRequestContext, type APIResponse, type TestInfo } from './fixtures'
import { expectNoSeriousA11yViolations, snap, SITE_ORIGIN_HEADERS } from './helpers'

test.use({ extraHTTPHeaders: SITE_ORIGIN_HEADERS })

/**
 * Staff create a service page without a developer: through the CMS with a staff session, the page
 * is live at /services/<slug> at once, and appears in the footer's 热门服务 column once it is in
 * the service menu.
 */

// Payload keeps a user's sessions on the user document, so two simultaneous sign-ins of one
// account can drop one session. Each width signs in with its own staff account, the tests of this
// file run one after another, and a refused staff request signs in again (other specs sign the
// admin in too).
test.describe.configure({ mode: 'serial' })

const staffAccount = (testInfo: TestInfo) =>
  testInfo.project.name === 'mobile'
    ? { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Admin-Password-2026!' }
    : { email: 'editor@keyan.example.com', password: process.env.E2E_EDITOR_PASSWORD ?? 'E2e-Editor-Password-2026!' }

async function signInAsStaff(request: APIRequestContext, testInfo: TestInfo) {
  const login = await request.post('/cms-api/users/login', { data: staffAccount(testInfo) })
  expect(login.status(), await login.text()).toBe(200)
}

/** A CMS write with the staff session, signing in again should the session have been dropped. */
async function asStaff(request: APIRequestContext, testInfo: TestInfo, call: () => Promise<APIResponse>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await call()
    if (response.status() !== 401 && response.status() !== 403) return response
    await signInAsStaff(request, testInfo)
  }
  return call()
}

test('a staff member creates a service page; it is served at /services/<slug> at once', async ({ page }, testInfo) => {
  // One page per browser width (the projects run in parallel on one database).
  const slug = `e2e-plotting-course-${testInfo.project.name}-${Date.now().toString(36)}`
  const title = `科研绘图实战课（${testInfo.project.name === 'mobile' ? '手机' : '桌面'}）`
  // The browser's own request context: the session cookie is the staff member's in the page too.
  await signInAsStaff(page.request, testInfo)

  expect((await page.goto(`/services/${slug}`))?.status(), 'before creation').toBe(404)

  const created = await asStaff(page.request, testInfo, () =>
    page.request.post('/cms-api/service-pages', {
      data: {
        slug,
        template: 'course',
        title,
        subtitle: '6节课学会用R与GraphPad绘制期刊级科研图表',
        description: '从配色、排版到常见统计图，手把手教你绘制符合期刊要求的科研图表。',
        duration: '6节课，每节约90分钟',
        features: [{ title: '期刊级配色', description: '符合主流期刊要求的配色与排版。' }],
        lessons: [
          { title: '科研绘图基础', description: '图表类型与选择原则。' },
          { title: '统计图绘制', description: '柱状图、箱线图与生存曲线。' },
        ],
        claims: ['支持分期付款'],
        sort_order: 90,
      },
    }),
  )
  expect(created.status(), await created.text()).toBe(201)
  // Its price is an offering (服务方案) placed on the page: the one record that holds it (issue #38).
  const pageId = (await created.json()).doc.id
  const offering = await asStaff(page.request, testInfo, () =>
    page.request.post('/cms-api/offerings', {
      data: { kind: 'course', name: title, price: 3999, service_pages: [pageId], is_active: true },
    }),
  )
  expect(offering.status(), await offering.text()).toBe(201)

  const response = await page.goto(`/services/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(title.replace(/[()（）]/g, '.')))
  const content = page.locator('#main-content')
  await expect(content.getByText('¥3,999').first()).toBeVisible()
  await expect(content.getByRole('heading', { name: '科研绘图基础' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'service-page-created')

  // Added to the service menu, it shows in the footer's 热门服务 column.
  const menu = await asStaff(page.request, testInfo, () =>
    page.request.post('/cms-api/service-menu', {
      data: { name: title, link: `/services/${slug}`, sort_order: 90, is_active: true },
    }),
  )
  expect(menu.status(), await menu.text()).toBe(201)
  await page.goto('/')
  const footerServices = page.locator('footer').getByRole('navigation', { name: '热门服务' })
  const link = footerServices.getByRole('link', { name: title })
  await expect(link).toHaveAttribute('href', `/services/${slug}`)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/services/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('a slug that is a category slug, or malformed, is refused in Chinese', async ({ page }, testInfo) => {
  await signInAsStaff(page.request, testInfo)
  const taken = await asStaff(page.request, testInfo, () =>
    page.request.post('/cms-api/service-pages', {
      data: { slug: 'bioinformatics', template: 'range', title: '撞名页面' },
    }),
  )
  expect(taken.status()).toBe(400)
  expect(await taken.text()).toContain('页面标识“bioinformatics”已被服务类目使用，请换一个。')

  const malformed = await asStaff(page.request, testInfo, () =>
    page.request.post('/cms-api/service-pages', {
      data: { slug: 'Plotting Course', template: 'range', title: '格式错误' },
    }),
  )
  expect(malformed.status()).toBe(400)
  expect(await malformed.text()).toContain('页面标识只能使用小写英文字母、数字和连字符')

  // The category page at that address is unchanged.
  await page.goto('/services/bioinformatics')
  await expect(page.getByRole('heading', { level: 1, name: '生物信息学服务' })).toBeVisible()
})

test('the admin offers the page templates in Chinese', async ({ page }, testInfo) => {
  await signInAsStaff(page.request, testInfo)
  await page.goto('/admin/collections/service-pages/create')
  await expect(page.getByText('页面模板').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('页面标识').first()).toBeVisible()
})
