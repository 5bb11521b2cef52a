import Link from 'next/link'
import type { AboutPageData } from '@/features/company/queries'
import { ABOUT_STORY, COMPANY_VALUES } from '@/features/company/content'
import { MemberCard } from './MemberCard'
import { CardGrid, CtaBand, EmptyNote, PageHero, Section, container, lightButton, outlineLightButton } from './ui'

export function AboutView({ data }: { data: AboutPageData }) {
  const { figures, team } = data
  const stats = [
    { value: figures.cases, label: '成功案例' },
    { value: figures.team, label: '专业团队' },
    { value: figures.satisfaction, label: '客户满意度' },
  ]
  return (
    <main>
      <PageHero
        title="关于我们"
        subtitle={`专注科研学术服务，${ABOUT_STORY.founded_text(figures.founded)}，陪伴研究者从选题走到发表。`}
      >
        <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-3" data-testid="about-stats">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl bg-white/10 px-3 py-4 text-center ring-1 ring-white/20"
            >
              <dt className="order-2 text-sm text-brand-50">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section
        aria-labelledby="story-heading"
        className={`${container} grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center`}
      >
        <div>
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            我们的故事
          </h2>
          <div className="mt-5 space-y-4 leading-7 text-slate-700">
            {ABOUT_STORY.paragraphs(figures.founded).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 sm:p-8">
          <p className="text-sm font-medium text-brand-700">{ABOUT_STORY.founded_text(figures.founded)}</p>
          <p className="mt-2 text-xl font-bold text-slate-900">我们的理念</p>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {COMPANY_VALUES.map((value) => (
              <li
                key={value.title}
                className="rounded-xl bg-white py-4 text-center text-lg font-bold text-brand-800 shadow-sm"
              >
                {value.title}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="values" title="核心价值观" tinted>
        <CardGrid items={COMPANY_VALUES} />
      </Section>

      <Section
        id="core-team"
        title="核心团队"
        subtitle="由生物信息学、临床医学、生物统计与实验技术专家组成的核心团队。"
      >
        {team.length === 0 ? (
          <EmptyNote>团队介绍正在更新中。</EmptyNote>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} compact />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6">
          <Link href="/team" className="font-medium text-brand-700 hover:underline">
            了解完整团队 →
          </Link>
        </p>
      </Section>

      <CtaBand title="加入我们" text="与优秀的科研人一起，帮助更多研究者实现科研目标。">
        <Link href="/careers" className={lightButton}>
          加入我们
        </Link>
        <Link href="/contact" className={outlineLightButton}>
          联系我们
        </Link>
      </CtaBand>
    </main>
  )
}
