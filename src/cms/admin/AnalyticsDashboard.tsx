import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { isEmployee, isSalesDesk, type MaybeUser } from '@/cms/access'
import { MAX_SUMMARY_DAYS } from '@/cms/analytics/store'
import { analyticsSummary, type AnalyticsSummary, type FunnelStep } from '@/cms/analytics/summary'
import { BarChart, Figure, Panel, panelGrid } from './dashboard-kit'

/** The periods offered above the figures. */
const PERIODS = [7, 30, 90, 365] as const

const cell = { padding: '4px 8px 4px 0', textAlign: 'left' as const, fontWeight: 400 }
const number = { padding: '4px 0 4px 8px', textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' as const }

function chosenDays(value: string | string[] | undefined): number {
  const days = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(days) && days >= 1 && days <= MAX_SUMMARY_DAYS ? days : 30
}

/** A share of the step before; '—' when it has none, or fewer (enquiries also come without a counted visit). */
const percent = (part: number, whole: number) =>
  whole > 0 && part <= whole ? `${Math.round((part / whole) * 1000) / 10}%` : '—'

/**
 * 访问统计 (/admin/analytics): the site's own page-view counts — visitors and views per day, sources,
 * campaigns, devices, top pages — for every employee, and the funnel from a visit to an accepted
 * quote for the sales desk; 导出 CSV downloads the same figures. Anyone else gets the admin's 404.
 */
export async function AnalyticsDashboard({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const viewer = req.user as MaybeUser
  if (!isEmployee(viewer)) notFound()
  const days = chosenDays(searchParams?.days)
  const summary = await analyticsSummary(req.payload, { days, withFunnel: isSalesDesk(viewer) })
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div data-analytics-dashboard style={{ padding: '24px 0 48px' }}>
          <h1 style={{ margin: '0 0 8px' }}>访问统计</h1>
          <p style={{ margin: '0 0 16px', color: 'var(--theme-elevation-800)' }}>
            网站自己统计的页面浏览（不使用第三方脚本，不用 Cookie，不保存 IP
            地址）。访客数按天去重后相加，今天的数据实时更新。
          </p>
          <nav aria-label="统计时段" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
            {PERIODS.map((period) => (
              <Link
                key={period}
                prefetch={false}
                href={`/admin/analytics?days=${period}`}
                aria-current={period === days ? 'page' : undefined}
                style={{ fontWeight: period === days ? 700 : 400 }}
              >
                近 {period} 天
              </Link>
            ))}
            <a href={`/api/analytics/export?days=${days}`} download data-analytics-export>
              导出 CSV
            </a>
          </nav>
          <Traffic summary={summary} />
          {summary.funnel && <Funnel funnel={summary.funnel} />}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

function Traffic({ summary }: { summary: AnalyticsSummary }) {
  const tickEvery = Math.max(1, Math.ceil(summary.daily.length / 6))
  return (
    <>
      <div style={panelGrid}>
        <Panel title={`近 ${summary.days} 天`} name="totals">
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <Figure label="浏览量" value={summary.totals.views} name="views" />
            <Figure label="访客数" value={summary.totals.visitors} name="visitors" />
          </div>
          <p style={{ margin: '12px 0 0', fontSize: 13 }}>
            {summary.from} 至 {summary.to}（北京时间）
          </p>
        </Panel>
        <Panel title="每日访客数" name="daily">
          <BarChart
            dataName="daily-chart"
            tickEvery={tickEvery}
            label={`每日访客数：${summary.daily.map((day) => `${day.day} ${day.visitors} 人`).join('；')}`}
            bars={summary.daily.map((day) => ({
              key: day.day,
              tick: day.day.slice(5),
              value: day.visitors,
              title: `${day.day}：${day.visitors} 位访客，${day.views} 次浏览`,
            }))}
          />
        </Panel>
      </div>
      <div style={panelGrid}>
        <Panel title="来源" name="sources">
          <TallyTable heading="来源" rows={summary.sources.map((row) => ({ ...row, key: row.source }))} />
        </Panel>
        <Panel title="推广活动（utm_campaign）" name="campaigns">
          <TallyTable
            heading="推广活动"
            rows={summary.campaigns.map((row) => ({ key: row.campaign, label: row.campaign, ...row }))}
          />
        </Panel>
        <Panel title="设备" name="devices">
          <TallyTable heading="设备" rows={summary.devices.map((row) => ({ ...row, key: row.device }))} />
        </Panel>
      </div>
      <Panel title="热门页面" name="pages">
        <TallyTable
          heading="页面"
          rows={summary.pages.map((row) => ({ key: row.path, label: row.path, href: row.path, ...row }))}
        />
      </Panel>
    </>
  )
}

function TallyTable({
  heading,
  rows,
}: {
  heading: string
  rows: { key: string; label: string; href?: string; views: number; visitors: number }[]
}) {
  if (rows.length === 0) return <p style={{ margin: 0 }}>这段时间还没有数据。</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, fontWeight: 600 }}>
            {heading}
          </th>
          <th scope="col" style={{ ...number, fontWeight: 600 }}>
            浏览量
          </th>
          <th scope="col" style={{ ...number, fontWeight: 600 }}>
            访客数
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row" translate="no" style={{ ...cell, wordBreak: 'break-all' }}>
              {row.href ? (
                <a href={row.href} target="_blank" rel="noreferrer">
                  {row.label}
                </a>
              ) : (
                row.label
              )}
            </th>
            <td style={number} data-views>
              {row.views}
            </td>
            <td style={number} data-visitors>
              {row.visitors}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Funnel({ funnel }: { funnel: NonNullable<AnalyticsSummary['funnel']> }) {
  const { total } = funnel
  return (
    <section aria-label="转化漏斗" data-funnel style={{ marginTop: 24 }}>
      <h2 style={{ margin: '0 0 12px', fontSize: 20 }}>转化漏斗：访问 → 咨询 → 项目 → 已确认报价</h2>
      <div style={{ ...panelGrid, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        <Panel title="访客" name="funnel-visitors">
          <Figure label="访客数" value={total.visitors} name="funnel-visitors" />
        </Panel>
        <Panel title="咨询" name="funnel-enquiries">
          <Figure
            label={`转化率 ${percent(total.enquiries, total.visitors)}`}
            value={total.enquiries}
            name="funnel-enquiries"
          />
        </Panel>
        <Panel title="项目" name="funnel-projects">
          <Figure
            label={`占咨询 ${percent(total.projects, total.enquiries)}`}
            value={total.projects}
            name="funnel-projects"
          />
        </Panel>
        <Panel title="已确认报价" name="funnel-accepted">
          <Figure
            label={`占项目 ${percent(total.accepted_quotes, total.projects)}`}
            value={total.accepted_quotes}
            name="funnel-accepted"
          />
        </Panel>
      </div>
      <div style={panelGrid}>
        <Panel title="按来源" name="funnel-sources">
          <FunnelTable heading="来源" rows={funnel.sources.map((row) => ({ ...row, key: row.source }))} />
        </Panel>
        <Panel title="按推广活动" name="funnel-campaigns">
          <FunnelTable
            heading="推广活动"
            rows={funnel.campaigns.map((row) => ({ key: row.campaign, label: row.campaign, ...row }))}
          />
        </Panel>
      </div>
    </section>
  )
}

function FunnelTable({ heading, rows }: { heading: string; rows: ({ key: string; label: string } & FunnelStep)[] }) {
  if (rows.length === 0) return <p style={{ margin: 0 }}>这段时间还没有数据。</p>
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, fontWeight: 600 }}>
              {heading}
            </th>
            {['访客', '咨询', '项目', '已确认报价'].map((title) => (
              <th key={title} scope="col" style={{ ...number, fontWeight: 600 }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row" translate="no" style={{ ...cell, wordBreak: 'break-all' }}>
                {row.label}
              </th>
              <td style={number} data-visitors>
                {row.visitors}
              </td>
              <td style={number} data-enquiries>
                {row.enquiries}
              </td>
              <td style={number} data-projects>
                {row.projects}
              </td>
              <td style={number} data-accepted>
                {row.accepted_quotes}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
