import crypto from 'node:crypto'
import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Download, type Page } from './fixtures'
import {
  SITE_ORIGIN_HEADERS,
  adminLogin,
  expectNoSeriousA11yViolations,
  linkFromOutbox,
  outboxMails,
  snap,
} from './helpers'

/**
 * A client's project from the first enquiry to the downloaded invoice (#40), as a graduate student
 * on a phone would live it: a guest enquiry, registration, the enquiry in 我的咨询, staff turn it
 * into a project and send a quote, the member accepts it and downloads the 服务确认单, exchanges a
 * message, uploads a file to the file room and attaches it to a message, requests an invoice, staff issue it, the member downloads it. It runs at 390 px (the
 * phone, where it is meant to work) and at 1280 px, with screenshots and axe at each screen.
 */

const password = `Keyan-${crypto.randomBytes(5).toString('hex')}`

async function savedBytes(download: Download): Promise<Buffer> {
  const file = await download.path()
  return fs.readFileSync(file!)
}

/** The staff side, through Payload's REST API with the seeded admin's cookie (a sales-desk role). */
async function staff(request: APIRequestContext) {
  const login = await adminLogin(request)
  expect(login.ok()).toBe(true)
  const json = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const answer = await request.fetch(path, { method, data, headers: SITE_ORIGIN_HEADERS })
    expect(answer.ok(), await answer.text()).toBe(true)
    return (await answer.json()).doc
  }
  return { json }
}

test.describe('client project journey', () => {
  test('a guest enquiry becomes a quoted, accepted, invoiced project the member follows on the phone', async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000)
    const email = `client-${testInfo.project.name}-${crypto.randomBytes(4).toString('hex')}@example.com`

    // 1. A guest enquiry, then registration and verification with the same address (typed otherwise).
    const enquiry = await page.request.post('/api/enquiries', {
      data: {
        name: '陈同学',
        phone: '13800138000',
        email: email.toUpperCase(),
        service: '生信分析',
        message: '想做一个单细胞测序数据分析，请报价。',
        consent: true,
      },
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    expect(enquiry.status(), await enquiry.text()).toBe(201)
    const enquiryId = (await enquiry.json()).data.id as number
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password, full_name: '陈同学' },
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    expect(registered.status(), await registered.text()).toBe(201)
    await page.goto(await linkFromOutbox(email, '/verify-email'))
    await expect(page.getByText('邮箱验证成功！')).toBeVisible()

    await page.goto('/login')
    await page.getByRole('main').getByLabel('邮箱').fill(email)
    await page.getByRole('main').getByLabel('密码', { exact: true }).fill(password)
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
    const myEnquiries = page.locator('[data-my-enquiries]')
    // Linked by its address, so listed without what was written (a stranger could have typed it).
    const guestEnquiry = myEnquiries.locator(`[data-enquiry="${enquiryId}"]`)
    await expect(guestEnquiry).toContainText('生信分析')
    await expect(guestEnquiry.locator('[data-enquiry-withheld]')).toHaveText(
      '此咨询以访客身份提交，为保护隐私不显示内容；如需查看请联系我们。',
    )
    await expect(guestEnquiry).not.toContainText('单细胞测序')
    await expect(page.locator('[data-my-projects]')).toContainText('您还没有项目')

    // 2. Staff turn the enquiry into a project and send a quote priced from the catalogue.
    const staffContext = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const desk = await staff(staffContext)
    const converted = await staffContext.post(`/api/enquiries/${enquiryId}/project`, { headers: SITE_ORIGIN_HEADERS })
    expect(converted.status(), await converted.text()).toBe(201)
    const project = (await converted.json()).data as { id: number; number: string }
    expect(project.number).toMatch(/^KY-\d{4}-\d{4,}$/)
    const offerings = await staffContext.get('/cms-api/offerings?where[price][greater_than]=0&limit=1&depth=0')
    const offering = (await offerings.json()).docs[0] as { id: number; price: number }
    const sentAt = Date.now()
    const quote = await desk.json('post', '/cms-api/project-quotes', {
      project: project.id,
      items: [{ offering: offering.id, quantity: 2, discount: 100 }],
      terms: '1. 付款方式：确认后支付 50%，交付后支付尾款。\n2. 数据仅用于本项目分析，交付后 30 天内删除。',
      status: 'sent',
    })
    expect(quote.total).toBe(offering.price * 2 - 100)
    await expect
      .poll(() => outboxMails(sentAt).some((mail) => mail.to.includes(email) && mail.subject.includes('新的报价')))
      .toBe(true)

    // 3. The member finds it under 我的项目 and accepts it online.
    await page.goto('/profile')
    const listed = page.locator(`[data-project="${project.number}"]`)
    await expect(listed).toContainText('已报价')
    await expect(listed).toContainText('请查看报价并在线确认')
    await snap(page, testInfo, 'projects-profile-list')
    await listed.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/profile/projects/${project.number}$`))
    const quoteCard = page.locator('[data-quote-version="1"]')
    await expect(quoteCard).toContainText('合计')
    await expect(quoteCard).toContainText('人民币')
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'projects-quote')
    await quoteCard.getByRole('button', { name: '接受报价' }).click()
    await expect(quoteCard.getByRole('alert')).toHaveText('请先勾选同意报价与服务条款')
    await quoteCard.getByLabel(/我已阅读并同意/).check()
    await quoteCard.getByRole('button', { name: '接受报价' }).click()
    await expect(page.locator('[data-project-quotes]')).toContainText('您已于')
    await expect(page.locator('[data-project-view] [data-stage]').first()).toHaveText('已确认')
    const [confirmation] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载服务确认单' }).click(),
    ])
    expect(confirmation.suggestedFilename()).toBe(`服务确认单-${project.number}.pdf`)
    const pdf = await savedBytes(confirmation)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    // 4. A message each way; the staff's mail says a message came, never what it says.
    const messageBox = page.locator('[data-project-messages]')
    await messageBox.getByLabel('给顾问留言').fill('数据是 10x Genomics 的，下周上传。')
    await messageBox.getByRole('button', { name: '发送消息' }).click()
    await expect(messageBox.locator('[data-message]').last()).toContainText('数据是 10x Genomics 的')
    const repliedAt = Date.now()
    await desk.json('post', '/cms-api/project-messages', { project: project.id, body: '收到，上传后我们开始质控。' })
    await expect
      .poll(
        () =>
          outboxMails(repliedAt).find((mail) => mail.to.includes(email) && mail.subject.includes('新消息'))?.text ?? '',
      )
      .toContain(project.number)
    expect(outboxMails(repliedAt).some((mail) => mail.text.includes('开始质控'))).toBe(false)

    // 4b. The member uploads a file to the file room (after the 保密协议) and attaches it to a message;
    // the message shows it with 下载, which saves the same bytes.
    await page.reload()
    await expect(page.locator('[data-project-messages]')).toContainText('收到，上传后我们开始质控。')
    const room = page.locator('[data-project-files]')
    await room.getByLabel('我已阅读并同意《保密协议》').check()
    await room.getByRole('button', { name: '接受并开始上传' }).click()
    const sample = Buffer.from(`barcode,count\nAAACCTGAGAAACCAT,${crypto.randomInt(1000, 9999)}\n`)
    const sampleName = `质控样本-${crypto.randomBytes(3).toString('hex')}.csv`
    await room.locator('[data-file-input]').setInputFiles({ name: sampleName, mimeType: 'text/csv', buffer: sample })
    await expect(room.locator(`[data-file-name="${sampleName}"]`)).toBeVisible({ timeout: 30_000 })
    const attachedAt = Date.now()
    await messageBox.getByRole('button', { name: '添加附件' }).click()
    await messageBox.getByRole('checkbox', { name: new RegExp(sampleName) }).check()
    await expect(messageBox.getByRole('button', { name: '添加附件（已选 1 个）' })).toBeVisible()
    await snap(page, testInfo, 'projects-message-attach')
    await messageBox.getByLabel('给顾问留言').fill('样本清单见附件。')
    await messageBox.getByRole('button', { name: '发送消息' }).click()
    const attached = messageBox.locator('[data-message]').last()
    await expect(attached).toContainText('样本清单见附件。')
    await expect(attached.locator('[data-attachment]')).toContainText(sampleName)
    await expect(messageBox.getByRole('button', { name: /^添加附件/ })).toHaveText('添加附件')
    await expectNoSeriousA11yViolations(page)
    await expectFits(page)
    await snap(page, testInfo, 'projects-message-attachment')
    const [attachment] = await Promise.all([
      page.waitForEvent('download'),
      attached.getByRole('button', { name: `下载 ${sampleName}` }).click(),
    ])
    expect(attachment.suggestedFilename()).toBe(sampleName)
    expect((await savedBytes(attachment)).equals(sample)).toBe(true)
    // Staff answer in the admin's way (/cms-api) pointing to the same file: the client's mail counts it, never names it.
    const sampleId = Number(await room.locator(`[data-file-name="${sampleName}"]`).getAttribute('data-file'))
    const answeredAt = Date.now()
    await desk.json('post', '/cms-api/project-messages', {
      project: project.id,
      body: '样本清单收到，质控结果稍后发您。',
      attachments: [sampleId],
    })
    await expect
      .poll(
        () =>
          outboxMails(answeredAt).find((mail) => mail.to.includes(email) && mail.subject.includes('新消息'))?.text ??
          '',
      )
      .toContain('含 1 个附件')
    expect(outboxMails(attachedAt).some((mail) => `${mail.subject}${mail.text}${mail.html}`.includes(sampleName))).toBe(
      false,
    )

    // 5. The member requests an invoice; staff issue it with the PDF; the member downloads it.
    await page.reload()
    await expect(page.locator('[data-project-messages] [data-message]').last()).toContainText(sampleName)
    const invoices = page.locator('[data-project-invoices]')
    await invoices.getByRole('button', { name: '申请发票' }).click()
    await invoices.getByRole('button', { name: '提交开票申请' }).click()
    await expect(invoices.getByRole('alert')).toContainText('发票抬头')
    await invoices.getByLabel('发票抬头').fill('某某大学附属医院')
    await invoices.getByLabel('税号（统一社会信用代码）').fill('12100000400000000X')
    await invoices.getByLabel('接收邮箱').fill(email)
    await snap(page, testInfo, 'projects-invoice-form')
    await invoices.getByRole('button', { name: '提交开票申请' }).click()
    const row = invoices.locator('[data-invoice]')
    await expect(row).toContainText('待开具')
    const invoiceId = Number(await row.getAttribute('data-invoice'))

    const upload = await staffContext.post('/cms-api/project-files', {
      headers: SITE_ORIGIN_HEADERS,
      multipart: {
        file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf },
        _payload: JSON.stringify({ project: project.id }),
      },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const fileId = (await upload.json()).doc.id as number
    const issuedAt = Date.now()
    await desk.json('patch', `/cms-api/invoice-requests/${invoiceId}`, {
      invoice_file: fileId,
      invoice_number: '25110000000012345678',
      status: 'issued',
    })
    await expect
      .poll(() => outboxMails(issuedAt).some((mail) => mail.to.includes(email) && mail.subject.includes('发票已开具')))
      .toBe(true)
    await page.reload()
    await expect(page.locator('[data-invoice-status]')).toHaveText('已开具')
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载发票' }).click(),
    ])
    expect((await savedBytes(invoice)).equals(pdf)).toBe(true)
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'projects-done')
    await expectFits(page)
    await staffContext.dispose()
  })

  test('a project page that is not the member’s says so, and the page asks anonymous visitors to log in', async ({
    page,
  }, testInfo) => {
    await page.goto('/profile/projects/KY-2026-9999')
    // To sign in, and back to this page afterwards.
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fprojects%2FKY-2026-9999$/)
    const email = `other-${testInfo.project.name}-${crypto.randomBytes(4).toString('hex')}@example.com`
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password, full_name: '其他会员' },
      // Off the shared per-address budget the rest of the suite spends (the instance trusts one proxy hop).
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    expect(registered.status()).toBe(201)
    const login = await page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` },
    })
    const token = (await login.json()).data.access_token as string
    await page.evaluate((value) => window.localStorage.setItem('access_token', value), token)
    await page.goto('/profile/projects/KY-2026-9999')
    await expect(page.getByRole('main').getByRole('alert')).toContainText('未找到该项目')
    await expect(page.getByRole('link', { name: '返回个人中心' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await snap(page, testInfo, 'projects-missing')
  })
})

/** Nothing on the page is wider than the screen. */
async function expectFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
