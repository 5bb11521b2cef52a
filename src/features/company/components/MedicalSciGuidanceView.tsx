import Link from 'next/link'
import type { MedicalSciGuidanceData, ServiceSummaryDTO } from '@/features/company/queries'
import { CardGrid, ClaimBadges, EmptyNote, PageHero, Section, StepList } from './ui'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { ConsultCtaBand } from './service-parts'
import { Price } from '@/ui/Price'

const GROUPS = [
  { kind: 'one-on-one', title: '一对一SCI论文辅导', text: '导师一对一带教，从选题、分析到写作投稿。' },
  { kind: 'course', title: '统计与写作课程', text: '系统课程 + 作业批改，掌握论文必备技能。' },
] as const

function ProgrammeCard({ child }: { child: ServiceSummaryDTO }) {
  return (
    <Link
      href={child.href}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
    >
      <span className="text-xl font-bold text-slate-900 group-hover:text-brand-700">{child.title}</span>
      {child.subtitle && <span className="mt-2 text-sm leading-6 text-slate-600">{child.subtitle}</span>}
      <Price size="xl" className="mt-auto pt-5" value={child.price_text} />
      <span className="mt-2 text-sm font-medium text-brand-700">查看详情 →</span>
    </Link>
  )
}

/** The parent page of the three one-on-one pages and the statistics and writing courses. */
export function MedicalSciGuidanceView({ data }: { data: MedicalSciGuidanceData }) {
  const { page, children } = data
  return (
    <main>
      <PageHero
        title={page.title}
        subtitle={page.subtitle}
        top={
          <Breadcrumb
            tone="onDark"
            items={[{ label: '首页', href: '/' }, { label: '服务', href: '/services' }, { label: page.title }]}
          />
        }
      >
        {page.claims.length > 0 && (
          <div className="mt-5">
            <ClaimBadges claims={page.claims} />
          </div>
        )}
      </PageHero>

      <Section id="programmes" title="选择适合你的辅导" subtitle={page.description ?? undefined}>
        {children.length === 0 ? (
          <EmptyNote>服务内容正在更新中，欢迎直接联系我们。</EmptyNote>
        ) : (
          <div className="space-y-10" data-testid="programme-list">
            {GROUPS.map((group) => {
              const items = children.filter((child) => child.kind === group.kind)
              if (items.length === 0) return null
              return (
                <div key={group.kind}>
                  <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{group.text}</p>
                  <ul className={`mt-4 grid gap-5 sm:grid-cols-2 ${items.length >= 3 ? 'lg:grid-cols-3' : ''}`}>
                    {items.map((child) => (
                      <li key={child.slug}>
                        <ProgrammeCard child={child} />
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </div>
        )}
      </Section>

      {page.features.length > 0 && (
        <Section id="why-us" title="为什么选择我们" tinted>
          <CardGrid items={page.features} />
        </Section>
      )}

      {page.steps.length > 0 && (
        <Section id="process" title="辅导流程">
          <StepList steps={page.steps} />
        </Section>
      )}

      <ConsultCtaBand
        pageTitle={page.title}
        title="先聊聊你的研究"
        text="免费评估你的课题与数据，推荐最合适的辅导方案。"
      />
    </main>
  )
}
