import crypto from 'node:crypto'
import { expect, test, type Page, type TestInfo } from './fixtures'
import { expectNoSeriousA11yViolations, isMobile, linkFromOutbox, snap } from './helpers'

const uniqueEmail = (label: string, testInfo: TestInfo) =>
  `${label}-${testInfo.project.name}-${crypto.randomBytes(4).toString('hex')}@example.com`
const strongPassword = () => `Keyan-${crypto.randomBytes(5).toString('hex')}`

const formError = (page: Page) => page.locator('[data-form-error]')

async function expectFormError(page: Page, message: string) {
  await expect(formError(page)).toHaveText(message)
}

/** The header's account area: 个人中心 + 退出登录 when signed in, 登录 otherwise (in the menu on phones). */
async function expectHeaderSignedIn(page: Page, testInfo: TestInfo, signedIn: boolean) {
  const header = page.getByRole('banner')
  if (isMobile(testInfo)) await header.getByRole('button', { name: '打开菜单' }).click()
  const scope = isMobile(testInfo) ? page.locator('#mobile-menu') : header
  if (signedIn) {
    // Shown once /api/auth/me has answered (slow on a busy 2-core machine).
    await expect(scope.getByRole('link', { name: '个人中心' })).toBeVisible({ timeout: 20_000 })
    await expect(scope.getByRole('button', { name: '退出登录' })).toBeVisible()
    // 个人中心 is the primary action; 退出登录 the quiet one (issue #42: the phone menu had it the other way).
    await expect(scope.getByRole('link', { name: '个人中心' })).toHaveClass(/btn-primary/)
    await expect(scope.getByRole('button', { name: '退出登录' })).not.toHaveClass(/btn-primary/)
  } else {
    await expect(scope.getByRole('link', { name: '登录' })).toBeVisible()
    await expect(scope.getByRole('button', { name: '退出登录' })).toHaveCount(0)
  }
  if (isMobile(testInfo)) await page.getByRole('button', { name: '关闭菜单' }).first().click()
}

async function headerLogout(page: Page, testInfo: TestInfo) {
  const header = page.getByRole('banner')
  if (isMobile(testInfo)) {
    await header.getByRole('button', { name: '打开菜单' }).click()
    await page.locator('#mobile-menu').getByRole('button', { name: '退出登录' }).click()
  } else {
    await header.getByRole('button', { name: '退出登录' }).click()
  }
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('access_token'))

/** A member made through the API (as the register page would), signed in on `page` when asked. */
async function registeredMember(page: Page, testInfo: TestInfo, label: string) {
  const email = uniqueEmail(label, testInfo)
  const password = strongPassword()
  const answer = await page.request.post('/api/auth/register', { data: { email, password, full_name: '测试会员' } })
  expect(answer.status(), await answer.text()).toBe(201)
  // Registration never signs in: sign in as the login page would. The seeded instance trusts one
  // proxy hop, so a per-call address keeps these sign-ins off the shared per-address login budget.
  const login = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
  })
  expect(login.status(), await login.text()).toBe(200)
  const body = await login.json()
  return { email, password, token: body.data.access_token as string }
}

test.describe('register, verify, log out, log in', () => {
  test('walks the whole journey with every validation message in order', async ({ page }, testInfo) => {
    // Register, verify, log out and in with three accessibility checks: ~40 s on this 2-core machine,
    // 50 s on a slow day, against the 45 s default.
    test.setTimeout(90_000)
    const email = uniqueEmail('journey', testInfo)
    const password = strongPassword()

    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: '注册账号' })).toBeVisible()
    await expect(page.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '/login')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-register')

    const submit = page.getByRole('button', { name: '注册', exact: true })
    await submit.click()
    await expectFormError(page, '请输入您的姓名')
    await page.getByRole('main').getByLabel('姓名', { exact: true }).fill('测试用户')
    await submit.click()
    await expectFormError(page, '请输入邮箱地址')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill('not-an-email')
    await submit.click()
    await expectFormError(page, '请输入有效的邮箱格式')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill('12345')
    await submit.click()
    await expectFormError(page, '密码至少需要6个字符')
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByLabel('确认密码', { exact: true }).fill(`${password}x`)
    await submit.click()
    await expectFormError(page, '两次输入的密码不一致')
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill('123456')
    await page.getByRole('main').getByLabel('确认密码', { exact: true }).fill('123456')
    await submit.click()
    await expectFormError(page, '该密码过于常见，请更换一个更安全的密码')
    await snap(page, testInfo, 'accounts-register-error')

    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByLabel('确认密码', { exact: true }).fill(password)
    // The privacy consent comes last, and is required (the consult form's wording).
    const consent = page.getByRole('main').getByRole('checkbox', { name: /我已阅读并同意《隐私政策》/ })
    await expect(consent).not.toBeChecked()
    await expect(page.getByRole('main').getByRole('link', { name: /《隐私政策》/ })).toHaveAttribute('href', '/privacy')
    await submit.click()
    await expectFormError(page, '请阅读并同意《隐私政策》后注册')
    await expect(consent).toHaveAttribute('aria-invalid', 'true')
    await snap(page, testInfo, 'accounts-register-consent')
    await consent.check()
    await expect(formError(page)).toHaveCount(0)
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'))
    await submit.click()
    expect((await sent).postDataJSON()).toMatchObject({ email, full_name: '测试用户', privacy_consent: true })
    await expect(page.getByText('注册成功！请检查您的邮箱进行验证。')).toBeVisible()
    // On to /login, the address not in the URL (logs, history) but filled in, with a lasting notice.
    await expect(page).toHaveURL(/\/login$/)
    const notice = page.getByRole('main').locator('[data-registration-notice]')
    await expect(notice).toHaveAttribute('role', 'status')
    await expect(notice).toContainText('注册成功，请查收验证邮件')
    await expect(notice).toContainText(`我们已向 ${email} 发送了一封验证邮件`)
    await expect(notice).toContainText('垃圾邮件箱')
    await expect(notice).toContainText('登录后可在个人中心重新发送验证邮件')
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(email)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-login-registered')
    // The toast goes; the notice stays, after a reload too (a phone back from its mail app).
    await expect(page.getByText('注册成功！请检查您的邮箱进行验证。')).toBeHidden({ timeout: 10_000 })
    await expect(notice).toBeVisible()
    await page.reload()
    await expect(notice).toContainText(email)
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(email)
    expect(page.url()).not.toContain('@')
    expect(page.url()).not.toContain('%40')
    // Registration does not sign in (its answer must not tell a registered address from a new one).
    expect(await storedToken(page)).toBeNull()
    await expectHeaderSignedIn(page, testInfo, false)

    // The same address again: the same answer as a new one, and its owner is told by mail.
    const registeredAt = Date.now()
    const again = await page.request.post('/api/auth/register', { data: { email, password, full_name: '重复' } })
    expect(again.status()).toBe(201)
    expect(await again.json()).toEqual({
      success: true,
      message: '注册成功！请检查您的邮箱进行验证。',
      data: { access_token: null, expires_at: null, email },
    })
    const resetLink = await linkFromOutbox(email, '/reset-password', registeredAt - 1000)
    expect(new URL(resetLink).pathname).toBe('/reset-password')

    // Sign in with the new account: the address is already there, only the password is typed.
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expectHeaderSignedIn(page, testInfo, true)

    // Verification by the link in the mail.
    await page.goto('/profile')
    await expect(page.locator('[data-field="email_status"]')).toHaveText('未验证')
    const verifyLink = await linkFromOutbox(email, '/verify-email')
    expect(new URL(verifyLink).pathname).toBe('/verify-email')
    await page.goto(verifyLink)
    await expect(page.getByText('邮箱验证成功！')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-verified')
    await page.getByRole('link', { name: '前往个人中心' }).click()
    await expect(page.locator('[data-field="email_status"]')).toHaveText('已验证')
    // The link works once.
    await page.goto(verifyLink)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('验证链接无效或已过期')

    // Log out from the header: the token is gone and the header shows 登录.
    await page.goto('/profile')
    await expect(page.getByRole('main').getByLabel('姓名', { exact: true })).toHaveValue('测试用户')
    await headerLogout(page, testInfo)
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => storedToken(page)).toBeNull()
    await expectHeaderSignedIn(page, testInfo, false)

    // Log in: validation, wrong password, then success to /profile.
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    // The registration notice ended with the first sign-in.
    await expect(page.locator('[data-registration-notice]')).toHaveCount(0)
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue('')
    await expect(page.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register')
    await expect(page.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgot-password')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-login')
    const loginButton = page.getByRole('main').getByRole('button', { name: '登录', exact: true })
    await loginButton.click()
    await expectFormError(page, '请填写所有字段')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill('someone@')
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill('whatever')
    await loginButton.click()
    await expectFormError(page, '请输入有效的邮箱格式')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill('Wrong-password-1')
    await loginButton.click()
    await expectFormError(page, '邮箱或密码错误，请检查后重试')
    await snap(page, testInfo, 'accounts-login-error')
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await loginButton.click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(email)
    await expectHeaderSignedIn(page, testInfo, true)

    // The header keeps the signed-in state on other pages, after a full reload too.
    await page.goto('/contact')
    await expectHeaderSignedIn(page, testInfo, true)
  })

  test('the API keeps the spec’s call without consent, and refuses an explicit refusal', async ({ page }, testInfo) => {
    const headers = () => ({ 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` })
    const data = { email: uniqueEmail('consent', testInfo), password: strongPassword(), full_name: '测试会员' }
    const refused = await page.request.post('/api/auth/register', {
      data: { ...data, privacy_consent: false },
      headers: headers(),
    })
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toEqual({ error: { message: '请阅读并同意《隐私政策》后注册' } })
    const withoutConsent = await page.request.post('/api/auth/register', { data, headers: headers() })
    expect(withoutConsent.status(), await withoutConsent.text()).toBe(201)
  })

  test('a stored token that the server refuses is removed on start', async ({ page }, testInfo) => {
    await page.goto('/')
    await page.evaluate(() => window.localStorage.setItem('access_token', 'expired.or.forged'))
    await page.goto('/contact')
    await expect.poll(() => storedToken(page)).toBeNull()
    await expectHeaderSignedIn(page, testInfo, false)
  })

  test('logout clears the token even when the server call fails', async ({ page }, testInfo) => {
    const member = await registeredMember(page, testInfo, 'logout')
    await page.goto('/')
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), member.token)
    await page.goto('/contact')
    await expectHeaderSignedIn(page, testInfo, true)
    await page.route('**/api/auth/logout', (route) => route.abort('failed'))
    await headerLogout(page, testInfo)
    await expect.poll(() => storedToken(page)).toBeNull()
    await expectHeaderSignedIn(page, testInfo, false)
  })
})

test.describe('forgot and reset password', () => {
  test('sends a link, resets with it, refuses it a second time', async ({ page }, testInfo) => {
    // Registers a member, then walks four pages: it ran past the 45 s default once on a slow CI day.
    test.setTimeout(90_000)
    const member = await registeredMember(page, testInfo, 'reset')
    const newPassword = strongPassword()

    await page.goto('/forgot-password')
    await expect(page.getByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-forgot')
    const send = page.getByRole('button', { name: '发送重置链接' })
    await send.click()
    await expectFormError(page, '请输入邮箱地址')

    // Resend returns to the form, keeping the address.
    const requestedAt = Date.now() - 1000
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(member.email)
    await send.click()
    await expect(page.getByRole('heading', { name: '重置链接已发送到您的邮箱' })).toBeVisible()
    await expect(page.getByRole('link', { name: '返回登录' }).first()).toHaveAttribute('href', '/login')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-forgot-sent')
    await page.getByRole('button', { name: '重新发送' }).click()
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(member.email)
    await expect(send).toBeVisible()

    const link = await linkFromOutbox(member.email, '/reset-password', requestedAt)
    expect(new URL(link).pathname).toBe('/reset-password')
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: '重置密码' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-reset')
    const reset = page.getByRole('button', { name: '重置密码' })
    await reset.click()
    await expectFormError(page, '请输入新密码')
    await page.getByRole('main').getByLabel('新密码', { exact: true }).fill('12345')
    await reset.click()
    await expectFormError(page, '密码长度至少6位')
    await page.getByRole('main').getByLabel('新密码', { exact: true }).fill(newPassword)
    await page.getByRole('main').getByLabel('确认新密码', { exact: true }).fill('something-else')
    await reset.click()
    await expectFormError(page, '两次输入的密码不一致')
    await page.getByRole('main').getByLabel('确认新密码', { exact: true }).fill(newPassword)
    await reset.click()
    await expect(page.getByRole('heading', { name: '密码重置成功！' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-reset-done')
    await page.getByRole('link', { name: '前往登录' }).click()
    await expect(page).toHaveURL(/\/login$/)

    // The old password no longer works; the new one does.
    const loginButton = page.getByRole('main').getByRole('button', { name: '登录', exact: true })
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(member.email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(member.password)
    await loginButton.click()
    await expectFormError(page, '邮箱或密码错误，请检查后重试')
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(newPassword)
    await loginButton.click()
    await expect(page).toHaveURL(/\/profile$/)

    // The used link is refused.
    await page.goto(link)
    await page.getByRole('main').getByLabel('新密码', { exact: true }).fill(strongPassword())
    await page
      .getByRole('main')
      .getByLabel('确认新密码', { exact: true })
      .fill(await page.getByRole('main').getByLabel('新密码', { exact: true }).inputValue())
    await page.getByRole('button', { name: '重置密码' }).click()
    await expectFormError(page, '重置链接无效或已过期，请重新申请')
  })

  test('without a token shows 无效的重置链接 and moves on to /forgot-password', async ({ page }, testInfo) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('无效的重置链接')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-reset-missing-token')
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 8000 })
  })

  test('a failing server shows the fallback message', async ({ page }) => {
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/forgot-password')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill('someone@example.com')
    await page.getByRole('button', { name: '发送重置链接' }).click()
    await expectFormError(page, '发送失败，请重试')
  })
})

test.describe('profile', () => {
  test('redirects to /login when signed out', async ({ page }) => {
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a project page signed out goes to /login and back to the page after signing in', async ({ page }, testInfo) => {
    const { email, password } = await registeredMember(page, testInfo, 'return')
    await page.goto('/profile/projects/KY-2099-9999')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fprojects%2FKY-2099-9999$/)
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/profile\/projects\/KY-2099-9999$/)
    // Not this member's project (no such number): the page says so, signed in.
    await expect(page.getByText('未找到该项目', { exact: false })).toBeVisible()
    // A ?next= to another origin is not followed.
    await page.evaluate(() => window.localStorage.clear())
    await page.goto('/login?next=%2F%2Fevil.example%2F')
    await page.getByRole('main').getByLabel('邮箱地址', { exact: true }).fill(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('is loading until the data arrives, then edits name and phone (phone optional)', async ({ page }, testInfo) => {
    const member = await registeredMember(page, testInfo, 'profile')
    await page.goto('/')
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), member.token)

    let releaseMe: () => void = () => {}
    const meHeld = new Promise<void>((resolve) => (releaseMe = resolve))
    await page.route('**/api/auth/me', async (route) => {
      await meHeld
      await route.continue()
    })
    await page.goto('/profile')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('正在加载个人信息…')
    releaseMe()

    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible()
    await expect(page.getByRole('main').getByLabel('姓名', { exact: true })).toHaveValue('测试会员')
    const emailField = page.getByRole('main').getByLabel('邮箱地址', { exact: true })
    await expect(emailField).toHaveValue(member.email)
    await expect(emailField).toHaveAttribute('readonly', '')
    await expect(page.getByRole('main').getByLabel('电话（选填）', { exact: true })).toHaveValue('')
    await expect(page.locator('[data-field="created_at"]')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/)
    await expect(page.locator('[data-field="email_status"]')).toHaveText('未验证')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-profile')

    const save = page.getByRole('button', { name: '保存', exact: true })
    await page.getByRole('main').getByLabel('姓名', { exact: true }).fill('  ')
    await save.click()
    await expectFormError(page, '请输入姓名')
    await page.getByRole('main').getByLabel('姓名', { exact: true }).fill('王小明')
    await page.getByRole('main').getByLabel('电话（选填）', { exact: true }).fill('138 0013 8000')
    await save.click()
    await expect(page.getByText('个人信息保存成功！')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('main').getByLabel('姓名', { exact: true })).toHaveValue('王小明')
    await expect(page.getByRole('main').getByLabel('电话（选填）', { exact: true })).toHaveValue('138 0013 8000')

    // An empty phone is sent as null.
    await page.getByRole('main').getByLabel('电话（选填）', { exact: true }).fill('')
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/profile') && request.method() === 'PUT',
    )
    await save.click()
    expect((await sent).postDataJSON()).toEqual({ full_name: '王小明', phone: null })
    await expect(page.getByText('个人信息保存成功！')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('main').getByLabel('电话（选填）', { exact: true })).toHaveValue('')

    // A failing save says 保存失败.
    await page.route('**/api/auth/profile', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await save.click()
    await expectFormError(page, '保存失败')
  })

  test('says 加载用户信息失败 when the user cannot be loaded, and retries', async ({ page }, testInfo) => {
    const member = await registeredMember(page, testInfo, 'profile-error')
    await page.goto('/')
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), member.token)
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/profile')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('加载用户信息失败')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'accounts-profile-error')
    await page.unroute('**/api/auth/me')
    await page.getByRole('button', { name: '重试' }).click()
    await expect(page.getByRole('main').getByLabel('邮箱地址', { exact: true })).toHaveValue(member.email)
  })

  test('changes the password with the current one', async ({ page }, testInfo) => {
    const member = await registeredMember(page, testInfo, 'change')
    await page.goto('/')
    await page.evaluate((token) => window.localStorage.setItem('access_token', token), member.token)
    await page.goto('/profile')
    const change = page.getByRole('button', { name: '修改密码' })
    await change.click()
    await expectFormError(page, '请输入当前密码')
    await page.getByRole('main').getByLabel('当前密码', { exact: true }).fill('Not-the-password-1')
    const newPassword = strongPassword()
    await page.getByRole('main').getByLabel('新密码', { exact: true }).fill(newPassword)
    await page.getByRole('main').getByLabel('确认新密码', { exact: true }).fill(newPassword)
    await change.click()
    await expectFormError(page, '当前密码不正确')
    await page.getByRole('main').getByLabel('当前密码', { exact: true }).fill(member.password)
    await change.click()
    await expect(page.getByText('密码修改成功！其他设备上的登录已失效')).toBeVisible()
    await expect(page.getByRole('main').getByLabel('当前密码', { exact: true })).toHaveValue('')
    const login = await page.request.post('/api/auth/login', { data: { email: member.email, password: newPassword } })
    expect(login.status()).toBe(200)
  })
})

test.describe('outbox in the admin', () => {
  test('an administrator reads an account mail, link included', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the admin is checked at desktop width')
    const member = await registeredMember(page, testInfo, 'outbox')
    const link = await linkFromOutbox(member.email, '/verify-email')
    const login = await page.request.post('/cms-api/users/login', {
      data: { email: 'admin@keyan.example.com', password: process.env.E2E_ADMIN_PASSWORD },
    })
    expect(login.ok()).toBe(true)
    await page.goto(`/admin/collections/mail-outbox?where[to][equals]=${encodeURIComponent(member.email)}`)
    await page.getByRole('link', { name: '请验证您的邮箱地址 · 科研学术服务平台' }).first().click()
    await expect(page.getByText(link)).toBeVisible()
    await expect(page.getByText('测试会员，您好：')).toBeVisible()
    await snap(page, testInfo, 'accounts-admin-outbox')
  })
})

test.describe('before the page’s scripts have run', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of [
    ['/login', '登录'],
    ['/register', '注册账号'],
    ['/reset-password?token=not-a-real-token', '重置密码'],
  ] as const) {
    test(`${path}: a sent form keeps the password out of the address`, async ({ page }) => {
      await page.goto(path)
      const form = page.getByRole('main').locator('form').first()
      for (const input of await form.locator('input:not([type=hidden]):not([type=checkbox])').all()) {
        const type = await input.getAttribute('type')
        await input.fill(type === 'password' ? 'Secret-pass-123' : type === 'email' ? 'nojs@example.com' : '测试')
      }
      await form.locator('button[type=submit]').first().click()
      await page.waitForLoadState('load')
      expect(page.url()).not.toContain('Secret-pass-123')
      expect(page.url()).not.toContain('password=')
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }
})
