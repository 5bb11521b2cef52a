import crypto from 'node:crypto'
import { expect, test, type Page } from './fixtures'
import { adminToken, servedFromCache } from './helpers'

/**
 * First-party analytics (issue 43) as a visitor makes it: a visit that lands from Baidu with
 * ?utm_campaign= is counted on every page it reads, a page served from the cache as well, and the
 * enquiry it sends counts in the funnel for that source and campaign. The figures are read through
 * GET /api/analytics/summary; the dashboard screen itself is checked in admin.spec.ts.
 */

const BAIDU = 'https://www.baidu.com/s?wd=meta%E5%88%86%E6%9E%90'

type Summary = {
  campaigns: { campaign: string; views: number; visitors: number }[]
  funnel: { campaigns: { campaign: string; visitors: number; enquiries: number }[] } | null
}

/** Waits for the page's beacon to leave (it is sent once the page has hydrated). */
const beaconSent = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/analytics/collect') && request.method() === 'POST', {
    timeout: 30_000,
  })

test('a visit from Baidu with a campaign is counted page by page, cached pages too, and its enquiry counts in the funnel', async ({
  page,
  request,
}, testInfo) => {
  const campaign = `e2e-${testInfo.project.name}-${crypto.randomBytes(3).toString('hex')}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` })

  // Landing: from a Baidu results page, on a campaign link.
  let sent = beaconSent(page)
  await page.goto(`/news?utm_source=baidu&utm_campaign=${campaign}`, { referer: BAIDU })
  await sent
  // What each beacon of this visit sends with the path: only the referrer's host, never the search words.
  const landing = await page.evaluate(() => JSON.parse(sessionStorage.getItem('keyan.landing') ?? '{}'))
  expect(landing).toEqual({ referrer: 'https://www.baidu.com/', utm_source: 'baidu', utm_campaign: campaign })

  // A page the server answers from its cache still counts: the beacon is the page's own script.
  await expect
    .poll(async () => servedFromCache((await page.request.get('/about')).headers()), { timeout: 15_000 })
    .toBe(true)
  sent = beaconSent(page)
  const about = await page.goto('/about')
  expect(servedFromCache(about!.headers()), JSON.stringify(about!.headers())).toBe(true)
  await sent

  // The enquiry from this visit.
  sent = beaconSent(page)
  await page.goto('/contact')
  await sent
  const consult = page.getByRole('form', { name: '在线咨询' })
  await consult.getByLabel('姓名').fill(`统计访客${testInfo.project.name}`)
  await consult.getByLabel('邮箱').fill(`analytics-${crypto.randomBytes(3).toString('hex')}@example.com`)
  await consult.getByLabel('咨询内容').fill('从百度搜到贵公司，想咨询 Meta 分析的流程。')
  await consult.getByLabel(/我已阅读并同意/).check()
  await consult.getByRole('button', { name: '提交咨询' }).click()
  await expect(page.locator('[data-enquiry-sent]')).toContainText('提交成功！')

  const token = await adminToken(request)
  let figures: Summary | undefined
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/analytics/summary?days=1', {
          headers: { authorization: `JWT ${token}` },
        })
        figures = (await answer.json()).data as Summary
        return figures.campaigns.find((row) => row.campaign === campaign)
      },
      { message: 'the campaign on the summary', timeout: 15_000 },
    )
    .toEqual({ campaign, views: 3, visitors: 1 })
  expect(figures!.funnel!.campaigns.find((row) => row.campaign === campaign)).toMatchObject({
    visitors: 1,
    enquiries: 1,
  })
})
