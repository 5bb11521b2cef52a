import Link from 'next/link'
import type { MedicalSciGuidanceData } from '../queries'
import { consultHref } from '../pricing'
import { CardGrid, ClaimBadges, CtaBand, EmptyNote, PageHero, Section, StepList, lightButton, outlineLightButton, Breadcrumb } from './ui'

/** The parent page of the three one-on-one pages and the statistics and writing courses. */
export function MedicalSciGuidanceView({ data }: { data: MedicalSciGuidanceData }) {
  const { page, children } = data
  return (
    <div>
      <PageHero
        title={page.title}
        subtitle={page.subtitle}
        top={<Breadcrumb items={[{ label: '首页', href: '/' }, { label: '服务', href: '/services' }, { label: page.title }]} />}
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
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="programme-list">
            {children.map((child) => (
              <li key={child.slug}>
                <Link
                  href={child.href}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                >
                  <h3 className="text-xl font-bold text-slate-900 group-hover:text-brand-700">{child.title}</h3>
                  {child.subtitle && <p className="mt-2 text-sm leading-6 text-slate-600">{child.subtitle}</p>}
                  <p className="mt-auto pt-5 text-2xl font-bold text-brand-700">{child.price_text}</p>
                  <span className="mt-2 text-sm font-medium text-brand-700">查看详情 →</span>
                </Link>
              </li>
            ))}
          </ul>
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

      <CtaBand title="先聊聊你的研究" text="免费评估你的课题与数据，推荐最合适的辅导方案。">
        <Link href={consultHref(page.title)} className={lightButton}>
          免费咨询
        </Link>
        <Link href="/cases" className={outlineLightButton}>
          查看成功案例
        </Link>
      </CtaBand>
    </div>
  )
}
