import crypto from 'node:crypto'
import { expect, test, type Page, type TestInfo } from './fixtures'
import { expectNoSeriousA11yViolations, outboxMails, snap } from './helpers'

/**
 * The consult form (issue 14): on /contact, on service pages and in the purchase dialog, with and
 * without JavaScript, and 我的咨询 on /profile. Each test posts from its own client address (the
 * seeded instance trusts one proxy hop), so the per-address limit of five enquiries is not shared.
 */

const SENT = '提交成功！学术顾问将在1个工作日内与您联系。'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` })
})

const uniqueName = (testInfo: TestInfo, label: string) =>
  `${label}${testInfo.project.name}${crypto.randomBytes(3).toString('hex')}`

/**
 * The sales desk's notice of the enquiry from `name` (the outbox the server writes), as its lines:
 * proof the enquiry was stored, read without signing anyone in (parallel admin sign-ins race on
 * Payload's session list and would sign other specs out).
 */
async function noticeFor(name: string): Promise<Record<string, string>> {
  let text = ''
  await expect
    .poll(
      () => {
        text = outboxMails().find((mail) => mail.subject.startsWith(`新咨询：${name}（`))?.text ?? ''
        return text
      },
      { message: `the sales notice of ${name}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([^：]+)：(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  )
}

/** No notice of `name` within a few seconds: nothing was stored. */
async function expectNoNotice(name: string) {
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(outboxMails().some((mail) => mail.subject.includes(name))).toBe(false)
}

function form(page: Page) {
  return page.getByRole('form', { name: '在线咨询' })
}

/** The consult form's 咨询服务 choice on /contact: the catalogue's services (seeded), then 其他. */
const OTHER = '其他（请在咨询内容中说明）'
const SEEDED_SERVICES = [
  '生信SCI一对一辅导',
  '统计分析指导',
  '论文润色与选刊',
  '基金与课题申报',
  '科研培训',
  '英语培训',
]

test.describe('consult form with JavaScript', () => {
  test('/contact: inline errors, then a stored enquiry with its page and UTM, a toast and thanks', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact?utm_source=e2e&utm_campaign=leads')
    const consult = form(page)
    await expect(page.getByRole('heading', { name: '在线咨询' })).toBeVisible()
    await expect(consult.getByLabel('姓名')).toBeVisible()
    await expect(consult.getByRole('group', { name: '联系方式 （至少填写一项）' })).toBeVisible()
    await expect(consult.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy')

    await consult.getByRole('button', { name: '提交咨询' }).click()
    await expect(consult.getByText('请填写您的姓名')).toBeVisible()
    await expect(consult.getByText('请至少填写手机号、微信号或邮箱中的一项')).toBeVisible()
    await expect(consult.getByText('请填写咨询内容')).toBeVisible()
    await expect(consult.getByText('请阅读并同意《隐私政策》后提交')).toBeVisible()
    await expect(consult.getByLabel('姓名')).toBeFocused()
    await expect(consult.getByLabel('姓名')).toHaveAttribute('aria-invalid', 'true')
    await snap(page, testInfo, 'contact-enquiry-errors')
    await expectNoSeriousA11yViolations(page)

    const name = uniqueName(testInfo, '表单客户')
    await consult.getByLabel('姓名').fill(name)
    await consult.getByLabel('手机号').fill('1380013')
    await consult.getByLabel('手机号').blur()
    await expect(consult.getByText('请输入正确的手机号码')).toBeVisible()
    await consult.getByLabel('手机号').fill('138 0013 8000')
    await consult.getByLabel('咨询服务').selectOption(OTHER)
    await consult.getByLabel('咨询内容').fill('想做一项孟德尔随机化研究，请介绍流程与报价。')
    await consult.getByLabel(/我已阅读并同意/).check()
    await consult.getByRole('button', { name: '提交咨询' }).click()

    await expect(page.locator('[data-enquiry-sent]')).toContainText('提交成功！')
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: SENT })).toBeVisible()
    await snap(page, testInfo, 'contact-enquiry-sent')
    expect(await noticeFor(name)).toMatchObject({
      手机号: '13800138000',
      咨询服务: '其他',
      来源页面: '/contact',
      推广来源: 'e2e / leads',
    })
    await page.getByRole('button', { name: '再提交一条咨询' }).click()
    await expect(form(page).getByLabel('姓名')).toHaveValue('')
  })

  test('a service page ships the form without its rules; they load once a visitor starts filling it in', async ({
    page,
  }) => {
    const rulesLoaded: string[] = []
    page.on('response', async (response) => {
      if (!/\/_next\/static\/chunks\/.*\.js$/.test(response.url())) return
      const text = await response.text().catch(() => '')
      if (text.includes('请输入正确的手机号码')) rulesLoaded.push(response.url())
    })
    await page.goto('/services/bioinformatics-1v1')
    await page.waitForLoadState('networkidle')
    expect(rulesLoaded, 'no chunk with the form’s rules before anyone touches the form').toEqual([])

    const phone = form(page).getByLabel('手机号')
    await phone.scrollIntoViewIfNeeded()
    await phone.fill('1380013')
    await phone.blur()
    await expect(form(page).getByText('请输入正确的手机号码')).toBeVisible()
    expect(rulesLoaded).toHaveLength(1)
  })

  test('/contact?service= fills in the service', async ({ page }) => {
    await page.goto(`/contact?service=${encodeURIComponent('SCI论文润色')}`)
    await expect(form(page).getByLabel('咨询服务')).toHaveValue('SCI论文润色')
  })

  test('/contact: 咨询服务 is a choice of the catalogue’s services and 其他; ?service= chooses one, an unknown name is kept', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact')
    const choice = form(page).getByLabel('咨询服务')
    await expect(choice).toHaveJSProperty('tagName', 'SELECT')
    await expect(choice).toHaveValue('')
    const labels = (await choice.locator('option').allTextContents()).map((label) => label.trim())
    expect(labels[0]).toBe('请选择咨询服务')
    expect(labels).toEqual(expect.arrayContaining(SEEDED_SERVICES))
    expect(labels.at(-1)).toBe(OTHER)
    expect(new Set(labels).size, 'no service offered twice').toBe(labels.length)
    expect(labels, 'an inactive service is not offered').not.toContain('科研数据托管（已停用）')
    await snap(page, testInfo, 'contact-service-choice')
    await expectNoSeriousA11yViolations(page)

    // A service of the catalogue is chosen, not added a second time.
    await page.goto(`/contact?service=${encodeURIComponent('统计分析指导')}`)
    await expect(choice).toHaveValue('统计分析指导')
    await expect(choice.locator('option', { hasText: '统计分析指导' })).toHaveCount(1)
    // A tier's own name (its 立即咨询) is kept exactly, as a choice of its own at the top.
    await page.goto(`/contact?service=${encodeURIComponent('生信SCI辅导·入门版')}`)
    await expect(choice).toHaveValue('生信SCI辅导·入门版')
    await expect(choice.locator('option').nth(1)).toHaveText('生信SCI辅导·入门版')
    await expect(choice.locator('option').last()).toHaveText(OTHER)
    // The visitor can still choose another.
    await choice.selectOption('论文润色与选刊')
    await expect(choice).toHaveValue('论文润色与选刊')
  })

  test('/contact: a form filled and sent at autofill speed is taken, and the success panel takes the view and the focus', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact')
    const consult = form(page)
    const name = uniqueName(testInfo, '自动填充')
    const email = `autofill-${crypto.randomBytes(4).toString('hex')}@example.com`
    // As a browser's autofill and a quick visitor do: every field at once, the button straight away,
    // no pause anywhere.
    await consult.getByLabel('姓名').fill(name)
    await consult.getByLabel('手机号').fill('13900139000')
    await consult.getByLabel('邮箱').fill(email)
    await consult.getByLabel('咨询服务').selectOption('统计分析指导')
    await consult.getByLabel('咨询内容').fill('自动填充后立即提交。')
    await consult.getByLabel(/我已阅读并同意/).check()
    await consult.getByRole('button', { name: '提交咨询' }).click()

    const panel = page.locator('[data-enquiry-sent]')
    await expect(panel.getByRole('heading', { name: '提交成功！' })).toBeVisible()
    await expect(panel).toContainText(SENT)
    await expect(panel).toContainText('接下来')
    await expect(panel).toContainText('确认邮件')
    await expect(panel.getByRole('button', { name: '再提交一条咨询' })).toBeVisible()
    await expect(panel).toBeFocused()
    await expect(panel).toBeInViewport()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: SENT })).toBeVisible()
    await expect(page.locator('[data-form-error]')).toHaveCount(0)
    await expect(page.getByText(/提交过快/)).toHaveCount(0)
    await expect(form(page)).toHaveCount(0)
    expect(await noticeFor(name)).toMatchObject({
      手机号: '13900139000',
      邮箱: email,
      咨询服务: '统计分析指导',
      来源页面: '/contact',
    })
    await snap(page, testInfo, 'contact-enquiry-sent-panel')
    await expectNoSeriousA11yViolations(page)

    // Another enquiry: the form comes back in the panel's place, empty.
    await panel.getByRole('button', { name: '再提交一条咨询' }).click()
    await expect(form(page).getByLabel('姓名')).toHaveValue('')
    await expect(form(page).getByLabel('咨询服务')).toHaveValue('')
  })

  test('/contact: sent while the view is down at the footer, the view goes up to the success panel', async ({
    page,
  }, testInfo) => {
    await page.goto(`/contact?service=${encodeURIComponent('科研培训')}`)
    const consult = form(page)
    const name = uniqueName(testInfo, '页底提交')
    await consult.getByLabel('姓名').fill(name)
    await consult.getByLabel('微信号').fill('wx_bottom_demo')
    await consult.getByLabel('咨询内容').fill('从表单底部提交。')
    await consult.getByLabel(/我已阅读并同意/).check()
    // The view as far down as the page goes (the footer), and the form sent from there (a click
    // would first scroll the button into view).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect(page.locator('footer')).toBeInViewport()
    await consult.evaluate((element: HTMLFormElement) => element.requestSubmit())
    const panel = page.locator('[data-enquiry-sent]')
    await expect(panel).toBeFocused()
    await expect(panel.getByRole('heading', { name: '提交成功！' })).toBeInViewport()
    await expect(page.locator('footer')).not.toBeInViewport()
    expect(await noticeFor(name)).toMatchObject({ 微信号: 'wx_bottom_demo', 咨询服务: '科研培训' })
    await snap(page, testInfo, 'contact-enquiry-sent-from-bottom')
  })

  test('a service page carries the form with its service, above the footer', async ({ page }, testInfo) => {
    await page.goto('/services/bioinformatics-1v1')
    const section = page.locator('[data-enquiry-section]')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { name: '在线咨询' })).toBeVisible()
    const service = await form(page).getByLabel('咨询服务').inputValue()
    expect(service.length).toBeGreaterThan(0)
    await expect(section).toContainText(`想了解“${service}”？`)
    await snap(page, testInfo, 'service-page-enquiry')
    await expectNoSeriousA11yViolations(page)
  })

  test('the purchase dialog holds the form with the service and price filled in', async ({ page }, testInfo) => {
    await page.goto('/services/bioinformatics-1v1')
    await page.getByRole('button', { name: '立即购买' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: '我知道了' })).toBeFocused()
    const dialogForm = dialog.getByRole('form', { name: '在线咨询' })
    await expect(dialogForm.getByLabel('咨询服务')).not.toHaveValue('')
    await expect(dialogForm).toContainText('价格：¥')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'purchase-dialog-enquiry')

    const name = uniqueName(testInfo, '弹窗客户')
    await dialogForm.getByLabel('姓名').fill(name)
    await dialogForm.getByLabel('微信号').fill('wx_dialog_demo')
    await dialogForm.getByLabel('咨询内容').fill('想报名这个套餐，请联系我。')
    await dialogForm.getByLabel(/我已阅读并同意/).check()
    await dialogForm.getByRole('button', { name: '提交咨询' }).click()
    await expect(dialog.locator('[data-enquiry-sent]')).toBeVisible()
    await expect(dialog.locator('[data-enquiry-sent]')).toBeFocused()
    const notice = await noticeFor(name)
    expect(notice.咨询服务).toBeTruthy()
    expect(notice.微信号).toBe('wx_dialog_demo')
    await dialog.getByRole('button', { name: '我知道了' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('consult form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('errors come back with the typed text kept; a valid form comes back with thanks', async ({ page }, testInfo) => {
    await page.goto(`/contact?service=${encodeURIComponent('统计分析')}&utm_source=nojs`)
    const consult = form(page)
    const name = uniqueName(testInfo, '无脚本客户')
    await consult.getByLabel('姓名').fill(name)
    await consult.getByLabel('邮箱').fill('not-an-address')
    await consult.getByLabel('咨询内容').fill('没有脚本也能提交吗？')
    await consult.getByRole('button', { name: '提交咨询' }).click()

    const again = form(page)
    await expect(again.getByText('请输入有效的邮箱格式')).toBeVisible()
    await expect(again.getByText('请阅读并同意《隐私政策》后提交')).toBeVisible()
    await expect(again.getByLabel('姓名')).toHaveValue(name)
    await expect(again.getByLabel('咨询内容')).toHaveValue('没有脚本也能提交吗？')
    // The service of the address (统计分析, not one of the catalogue's) is kept as a choice of its own.
    await expect(again.getByLabel('咨询服务')).toHaveValue('统计分析')
    await snap(page, testInfo, 'contact-enquiry-nojs-errors')
    await expectNoNotice(name)

    await again.getByLabel('邮箱').fill('nojs@example.com')
    await again.getByLabel(/我已阅读并同意/).check()
    await again.getByRole('button', { name: '提交咨询' }).click()
    await expect(page.locator('[data-enquiry-sent]')).toContainText('提交成功！')
    await snap(page, testInfo, 'contact-enquiry-nojs-sent')
    expect(await noticeFor(name)).toMatchObject({
      邮箱: 'nojs@example.com',
      咨询服务: '统计分析',
      来源页面: '/contact',
      推广来源: 'nojs',
    })
  })
})

test.describe('我的咨询', () => {
  test("a signed-in member's form is prefilled and the enquiry shows on /profile", async ({ page }, testInfo) => {
    const email = `enquiry-${testInfo.project.name}-${crypto.randomBytes(4).toString('hex')}@example.com`
    const password = `Pw-${crypto.randomBytes(6).toString('hex')}-Zz9`
    const fullName = uniqueName(testInfo, '会员')
    const registered = await page.request.post('/api/auth/register', { data: { email, password, full_name: fullName } })
    expect(registered.status(), await registered.text()).toBe(201)
    const login = await page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    expect(login.status(), await login.text()).toBe(200)
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token

    // The token is stored on another page first: /profile without one sends the visitor to /login.
    await page.goto('/privacy')
    await page.evaluate((value) => window.localStorage.setItem('access_token', value), token)
    await page.goto('/profile')
    const mine = page.locator('[data-my-enquiries]')
    await expect(mine.getByRole('heading', { name: '我的咨询' })).toBeVisible()
    await expect(mine).toContainText('您还没有提交过咨询。')

    await page.goto('/contact')
    const consult = form(page)
    await expect(consult.getByLabel('姓名')).toHaveValue(fullName)
    await expect(consult.getByLabel('邮箱')).toHaveValue(email)
    await consult.getByLabel('咨询服务').selectOption('Meta分析一对一辅导')
    await consult.getByLabel('咨询内容').fill('会员咨询：Meta 分析周期多久？')
    await consult.getByLabel(/我已阅读并同意/).check()
    await consult.getByRole('button', { name: '提交咨询' }).click()
    await expect(page.locator('[data-enquiry-sent]')).toBeVisible()
    await expect(page.locator('[data-enquiry-sent]').getByRole('link', { name: '个人中心' })).toHaveAttribute(
      'href',
      '/profile',
    )

    await page.goto('/profile')
    const entry = page.locator('[data-my-enquiries] [data-enquiry]')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText('Meta分析')
    await expect(entry).toContainText('已收到，顾问将尽快与您联系')
    await snap(page, testInfo, 'profile-my-enquiries')
    await expectNoSeriousA11yViolations(page)
  })
})
