import type { Payload } from 'payload'
import Link from 'next/link'
import { formatDateZh, formatPrice } from '@/lib/format'
import { isSalesDesk, isStaff, type MaybeUser } from '@/cms/access'
import { dashboardFigures, type DashboardFigures } from '@/cms/dashboard/figures'
import { projectFigures, type ProjectFigures } from '@/cms/dashboard/project-figures'
import { BarChart, Counts, Figure, Panel, panelGrid } from './dashboard-kit'

/**
 * The admin's home page, above the collection cards: enquiries for the sales desk, what readers
 * read and the newsletter for content staff. Drawn on the server (the chart is plain SVG): no chart
 * library, nothing from another origin.
 */
export async function StaffDashboard({
  payload,
  user,
  searchParams,
}: {
  payload: Payload
  user?: unknown
  searchParams?: Record<string, string | string[] | undefined>
}) {
  const viewer = user as MaybeUser
  const sales = isSalesDesk(viewer)
  const content = isStaff(viewer)
  if (!sales && !content) return null
  const onlyMine = sales && searchParams?.projects === 'mine'
  const [figures, projects] = await Promise.all([
    dashboardFigures(payload),
    sales ? projectFigures(payload, onlyMine && viewer ? viewer.id : null) : null,
  ])
  return (
    <div className="keyan-dashboard" data-staff-dashboard style={{ marginBottom: 32 }}>
      <h2 style={{ margin: '0 0 16px' }}>工作台</h2>
      {sales && <EnquiryPanel figures={figures.enquiries} />}
      {projects && viewer && <ProjectPanel figures={projects} onlyMine={onlyMine} viewerId={viewer.id} />}
      {content && (
        <div style={panelGrid}>
          <Panel title="阅读最多的新闻">
            <Viewed items={figures.mostViewed.news} />
          </Panel>
          <Panel title="浏览最多的案例">
            <Viewed items={figures.mostViewed.cases} />
          </Panel>
          <Panel title="学术资讯订阅">
            <div style={{ display: 'flex', gap: 24 }}>
              <Figure label="已确认" value={figures.newsletter.confirmed} name="newsletter-confirmed" />
              <Figure label="待确认" value={figures.newsletter.pending} name="newsletter-pending" />
            </div>
          </Panel>
          <Panel title="无结果的搜索">
            <SearchMisses misses={figures.searchMisses} />
          </Panel>
        </div>
      )}
    </div>
  )
}

function EnquiryPanel({ figures }: { figures: DashboardFigures['enquiries'] }) {
  return (
    <div style={panelGrid}>
      <Panel title="本周新咨询">
        <div style={{ display: 'flex', gap: 24, marginBottom: 12 }}>
          <Figure label="本周新咨询" value={figures.thisWeek} name="enquiries-this-week" />
          <Figure label="尚未回复（新咨询）" value={figures.awaitingReply} name="enquiries-awaiting" />
        </div>
        <Link href="/admin/collections/enquiries?where[status][equals]=new">查看尚未回复的咨询 →</Link>
      </Panel>
      <Panel title="本周按状态">
        <Counts rows={figures.thisWeekByStatus.map((row) => ({ label: row.label, count: row.count }))} />
      </Panel>
      <Panel title="本周按服务">
        {figures.thisWeekByService.length === 0 ? (
          <p style={{ margin: 0 }}>本周还没有咨询。</p>
        ) : (
          <Counts rows={figures.thisWeekByService.map((row) => ({ label: row.service, count: row.count }))} />
        )}
      </Panel>
      <Panel title="近 12 周咨询量">
        <BarChart
          dataName="weekly-chart"
          tickEvery={3}
          label={`近 12 周每周咨询量：${figures.weekly.map((week) => `${week.weekStart} 起一周 ${week.count} 条`).join('；')}`}
          bars={figures.weekly.map((week) => ({
            key: week.weekStart,
            tick: week.weekStart.slice(5),
            value: week.count,
            title: `${week.weekStart} 起一周：${week.count} 条`,
          }))}
        />
      </Panel>
    </div>
  )
}

/** 客户项目 at a glance for the sales desk, for everyone's projects or only the viewer's. */
function ProjectPanel({
  figures,
  onlyMine,
  viewerId,
}: {
  figures: ProjectFigures
  onlyMine: boolean
  viewerId: number
}) {
  const projects = '/admin/collections/projects'
  return (
    <section aria-label="客户项目" data-project-panel style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 16, margin: '8px 0 12px' }}>
        <h3 style={{ margin: 0 }}>客户项目{onlyMine ? '（我负责的）' : ''}</h3>
        <Link href={onlyMine ? '/admin' : '/admin?projects=mine'} data-project-scope>
          {onlyMine ? '查看全部项目' : '只看我负责的'}
        </Link>
      </div>
      <div style={panelGrid}>
        <Panel title="按阶段">
          <Counts rows={figures.byStage.map((row) => ({ label: row.label, count: row.count }))} />
          <Link href={onlyMine ? `${projects}?where[assignees][in]=${viewerId}` : projects}>查看项目 →</Link>
        </Panel>
        <Panel title="报价待客户确认">
          <Figure label="报价待客户确认" value={figures.awaitingAcceptance.total} name="quotes-awaiting" />
          <ShortList
            list={figures.awaitingAcceptance}
            name="quotes-awaiting"
            rows={figures.awaitingAcceptance.items.map((quote) => ({
              key: String(quote.id),
              href: `/admin/collections/project-quotes/${quote.id}`,
              name: `${quote.number} ${quote.title}`,
              detail: `第 ${quote.version} 版，${formatDateZh(quote.sentAt)}发送`,
            }))}
          />
          <Link href="/admin/collections/project-quotes?where[status][equals]=sent">查看全部待确认报价 →</Link>
        </Panel>
        <Panel title="发票待开具">
          <Figure label="发票待开具" value={figures.invoicesToIssue.total} name="invoices-to-issue" />
          <ShortList
            list={figures.invoicesToIssue}
            name="invoices-to-issue"
            rows={figures.invoicesToIssue.items.map((request) => ({
              key: String(request.id),
              href: `/admin/collections/invoice-requests/${request.id}`,
              name: `${request.number} ${request.title}`,
              detail: `${formatPrice(request.amount)}，${formatDateZh(request.requestedAt)}申请`,
            }))}
          />
          <Link href="/admin/collections/invoice-requests?where[status][equals]=requested">处理开票申请 →</Link>
        </Panel>
        <Panel title="已逾期的节点与交付">
          {figures.overdue.total === 0 ? (
            <p style={{ margin: 0 }}>没有逾期的节点。</p>
          ) : (
            <ShortList
              list={figures.overdue}
              name="overdue"
              rows={figures.overdue.items.map((item, index) => ({
                key: `${item.id}-${index}`,
                href: `${projects}/${item.id}`,
                name: `${item.number} ${item.title}`,
                detail: `${item.what}（应于 ${formatDateZh(item.due)}）`,
              }))}
            />
          )}
        </Panel>
      </div>
    </section>
  )
}

/**
 * The first rows of a dashboard list (linked names, in translate="no" as they are staff's data), and
 * how many more there are when the list is longer than what is shown.
 */
function ShortList({
  list,
  rows,
  name,
}: {
  list: { total: number }
  rows: { key: string; href: string; name: string; detail: string }[]
  name: string
}) {
  if (rows.length === 0) return null
  const more = list.total - rows.length
  return (
    <>
      <ul style={{ margin: '12px 0', paddingLeft: 18, fontSize: 14 }} data-short-list={name}>
        {rows.map((row) => (
          <li key={row.key}>
            <Link href={row.href} translate="no">
              {row.name}
            </Link>
            ：{row.detail}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p style={{ margin: '0 0 12px', fontSize: 13 }} data-short-list-more={name}>
          共 {list.total} 项，以上是最早的 {rows.length} 项，另有 {more} 项未列出。
        </p>
      )}
    </>
  )
}

function Viewed({ items }: { items: DashboardFigures['mostViewed']['news'] }) {
  if (items.length === 0) return <p style={{ margin: 0 }}>暂无浏览数据。</p>
  return (
    <ol style={{ margin: 0, paddingLeft: 20, fontSize: 14, lineHeight: 1.8 }}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} target="_blank" rel="noreferrer" translate="no">
            {item.title}
          </a>{' '}
          <span style={{ color: 'var(--theme-elevation-800)' }}>（{item.views}）</span>
        </li>
      ))}
    </ol>
  )
}

function SearchMisses({ misses }: { misses: DashboardFigures['searchMisses'] }) {
  return (
    <>
      {misses.length === 0 ? (
        <p style={{ margin: '0 0 12px' }}>最近没有无结果的搜索。</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, marginBottom: 12 }} data-search-misses>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '3px 0' }}>
                搜索词
              </th>
              <th scope="col" style={{ textAlign: 'right', padding: '3px 0' }}>
                次数
              </th>
            </tr>
          </thead>
          <tbody>
            {misses.map((miss) => (
              <tr key={miss.query}>
                <td style={{ padding: '3px 0', wordBreak: 'break-all' }}>
                  <a href={`/search?q=${encodeURIComponent(miss.query)}`} target="_blank" rel="noreferrer">
                    {miss.query}
                  </a>
                </td>
                <td style={{ textAlign: 'right', padding: '3px 0', fontVariantNumeric: 'tabular-nums' }}>
                  {miss.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link href="/admin/collections/search-synonyms">管理搜索同义词 →</Link>
    </>
  )
}
