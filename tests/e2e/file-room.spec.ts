import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from './fixtures'
import { SITE_ORIGIN_HEADERS, adminLogin, expectNoSeriousA11yViolations, isMobile, snap } from './helpers'

/**
 * The file room of a project (#41), as the check reads: the client accepts the 保密协议,
 * uploads a 64 MB file from the project page, the connection is cut halfway (the browser goes
 * offline mid-chunk), the upload resumes where it stopped once the network is back, and the stored
 * SHA-256 is the file's; staff download it through a signed link; the link refuses another member;
 * the download is in the log the client sees. At 390 px the same journey with an 8 MB file.
 */

const CHUNK = 16 * 1024 * 1024
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
const unique = () => crypto.randomBytes(4).toString('hex')

async function json(request: APIRequestContext, method: 'post' | 'patch', url: string, data: unknown) {
  const answer = await request.fetch(url, { method, data, headers: SITE_ORIGIN_HEADERS })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()).doc
}

/** A member account made by the admin (verified), and its bearer token. */
async function member(staff: APIRequestContext, request: APIRequestContext, name: string) {
  const email = `file-room-${unique()}@example.com`
  const password = `Keyan-${unique()}-${unique()}`
  const user = await json(staff, 'post', '/cms-api/users', {
    email,
    password,
    roles: ['member'],
    full_name: name,
    email_confirmed_at: new Date().toISOString(),
  })
  const login = await request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
  })
  expect(login.ok(), await login.text()).toBe(true)
  const body = await login.json()
  return { id: user.id as number, email, password, token: body.data.access_token as string }
}

test('the client uploads a large file through a cut connection; staff download it by a signed link, logged', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000)
  const baseURL = testInfo.project.use.baseURL
  const staff = await playwright.request.newContext({ baseURL })
  expect((await adminLogin(staff)).ok()).toBe(true)
  const client = await member(staff, page.request, '林博士')
  const project = await json(staff, 'post', '/cms-api/projects', { client: client.id, title: '全外显子组测序分析' })
  const number = project.number as string

  // The client signs in and opens the project.
  await page.goto('/login')
  await page.getByRole('main').getByLabel('邮箱').fill(client.email)
  await page.getByRole('main').getByLabel('密码', { exact: true }).fill(client.password)
  await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await page.goto(`/profile/projects/${number}`)
  const room = page.locator('[data-project-files]')
  await expect(room.getByRole('heading', { name: '文件室' })).toBeVisible()
  await expect(room).toContainText('还没有文件。')

  // 保密协议 first.
  await expect(room.locator('[data-nda]')).toContainText('保密协议')
  await room.getByRole('button', { name: '接受并开始上传' }).click()
  await expect(room.getByRole('alert')).toHaveText('请先勾选同意《保密协议》')
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'file-room-nda')
  await room.getByLabel('我已阅读并同意《保密协议》').check()
  await room.getByRole('button', { name: '接受并开始上传' }).click()
  await expect(room.locator('[data-uploader]')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A generated file: 64 MB (four chunks) on the desktop, 8 MB on the phone.
  const size = isMobile(testInfo) ? 8 * 1024 * 1024 : 64 * 1024 * 1024
  const bytes = crypto.randomBytes(size)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-file-room-')), 'sample_R1.fastq.gz')
  fs.writeFileSync(file, bytes)

  // The connection drops halfway: the third chunk (desktop) never arrives, and the browser is offline.
  let patches = 0
  let heads = 0
  await page.route(`**/api/projects/${number}/uploads/*`, async (route) => {
    const method = route.request().method()
    if (method === 'HEAD') heads += 1
    if (method === 'PATCH') {
      patches += 1
      if (patches === (isMobile(testInfo) ? 1 : 3)) {
        await context.setOffline(true)
        await route.abort('internetdisconnected')
        return
      }
    }
    await route.continue()
  })
  await room.getByLabel('备注（可选）').fill('第一批测序数据')
  await room.locator('[data-file-input]').setInputFiles(file)
  // Two 16 MB chunks go first: on a loaded machine (CI, 2 cores) that takes well over the default 10 s.
  await expect(room.locator('[data-upload-state="offline"]')).toBeVisible({ timeout: 90_000 })
  await expect(room.getByRole('status')).toContainText('网络已断开，恢复后将自动从中断处继续上传')
  const progress = room.getByRole('progressbar')
  await expect(progress).toHaveAttribute('aria-valuenow', isMobile(testInfo) ? '0' : String((2 * CHUNK * 100) / size))
  await snap(page, testInfo, 'file-room-offline')
  await context.setOffline(false)
  await expect(room.locator('[data-file-name="sample_R1.fastq.gz"]')).toBeVisible({ timeout: 60_000 })
  expect(heads, 'the upload resumed from the offset the server reported').toBeGreaterThan(0)
  // Every chunk once, plus the one cut off (sent again from the offset HEAD reported).
  expect(patches).toBe(Math.ceil(size / CHUNK) + 1)

  const row = room.locator('[data-file-name="sample_R1.fastq.gz"]')
  await expect(row).toContainText('第 1 版')
  await expect(row).toContainText('我上传')
  await expect(row).toContainText('第一批测序数据')
  await expect(row.locator('[data-sha256]')).toHaveText(`SHA-256 ${sha256(bytes)}`)
  const fileId = Number(await row.getAttribute('data-file'))
  await expectNoSeriousA11yViolations(page)
  await snap(page, testInfo, 'file-room-uploaded')

  // Staff download it through a signed link (the admin's cookie), and get the same bytes.
  const link = await staff.post(`/api/projects/${number}/files/${fileId}/link`, { headers: SITE_ORIGIN_HEADERS })
  expect(link.status(), await link.text()).toBe(200)
  const { url, expires_at } = (await link.json()).data as { url: string; expires_at: string }
  expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000)
  const downloaded = await staff.get(url)
  expect(downloaded.status()).toBe(200)
  expect(downloaded.headers()['cache-control']).toBe('private, no-store')
  expect(sha256(await downloaded.body())).toBe(sha256(bytes))

  // The link refuses another member (their own session, in their own browser) and anyone without the cookie.
  const stranger = await playwright.request.newContext({ baseURL })
  const other = await member(staff, stranger, '另一位会员')
  expect((await stranger.get(url, { headers: { authorization: `Bearer ${other.token}` } })).status()).toBe(403)
  const tampered = url.replace(/\.([\w-]+)$/, (_, signature: string) => `.${signature.slice(1)}A`)
  expect((await staff.get(tampered)).status()).toBe(403)
  expect(
    (
      await stranger.post(`/api/projects/${number}/files/${fileId}/link`, {
        headers: { authorization: `Bearer ${other.token}` },
      })
    ).status(),
  ).toBe(404)

  // The client sees the download in the file's log, and downloads it too.
  await page.reload()
  await row.getByText('下载记录（1）').click()
  await expect(row.locator('[data-download-log]')).toContainText('顾问')
  await expect(row.locator('[data-download-log]')).toContainText('第 1 版')
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^下载 / }).click(),
  ])
  expect(saved.suggestedFilename()).toBe('sample_R1.fastq.gz')
  expect(sha256(fs.readFileSync((await saved.path())!))).toBe(sha256(bytes))
  await page.reload()
  await row.getByText('下载记录（2）').click()
  await expect(row.locator('[data-download-log] li').first()).toContainText('客户')
  await snap(page, testInfo, 'file-room-log')

  await stranger.dispose()
  await staff.dispose()
  fs.rmSync(path.dirname(file), { recursive: true, force: true })
})

test('staff upload into a project from the admin and download a file there, the client sees it', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'the admin is checked at desktop width (1280 px)')
  const baseURL = testInfo.project.use.baseURL
  const staff = await playwright.request.newContext({ baseURL })
  const login = await adminLogin(staff)
  expect(login.ok()).toBe(true)
  const token = (await login.json()).token as string
  const visitor = await playwright.request.newContext({ baseURL })
  const client = await member(staff, visitor, '周老师')
  const project = await json(staff, 'post', '/cms-api/projects', { client: client.id, title: '临床数据统计分析' })

  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'payload-token', value: token, url: SITE_ORIGIN_HEADERS.origin }])
  const admin = await context.newPage()
  await admin.goto(`/admin/collections/projects/${project.id}`)
  const panel = admin.locator('[data-file-room-upload]')
  await expect(panel).toContainText('上传文件到文件室')
  const report = Buffer.from(`%PDF-1.4\n统计分析报告 ${unique()}\n`)
  await panel.getByLabel('选择要上传到文件室的文件').setInputFiles({
    name: '统计分析报告.pdf',
    mimeType: 'application/pdf',
    buffer: report,
  })
  await expect(panel.getByRole('status')).toContainText('统计分析报告.pdf 已上传')
  await snap(admin, testInfo, 'file-room-admin-upload')

  // The client sees it as the adviser's, with its hash.
  const detail = await visitor.get(`/api/projects/${project.number}`, {
    headers: { authorization: `Bearer ${client.token}` },
  })
  const files = (await detail.json()).data.files as { id: number; name: string; side: string; sha256: string }[]
  expect(files.map((file) => [file.name, file.side, file.sha256])).toEqual([
    ['统计分析报告.pdf', 'staff', sha256(report)],
  ])

  // Staff download it from the file's screen in the admin.
  await admin.goto(`/admin/collections/project-files/${files[0]!.id}`)
  const [saved] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: '下载文件' }).click(),
  ])
  expect(sha256(fs.readFileSync((await saved.path())!))).toBe(sha256(report))
  await context.close()
  await visitor.dispose()
  await staff.dispose()
})
