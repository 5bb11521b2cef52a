import type { ReactNode } from 'react'
import { ArrowRight } from './HomeSection'
import { LinkButton } from '@/ui/Button'

type Figures = { cases: string; team: string; satisfaction: string; founded: string }

/** Hero: headline, the two calls (咨询专家 / 了解服务), the claimed figures, and on large screens the latest-news card. */
export function HomeHero({ figures, aside }: { figures: Figures; aside: ReactNode }) {
  const stats = [
    { value: figures.cases, label: '成功案例' },
    { value: figures.team, label: '专业团队' },
    { value: figures.satisfaction, label: '客户满意度' },
    { value: figures.founded, label: '成立年份' },
  ]
  return (
    <section aria-labelledby="home-hero-heading" className="hero">
      <div aria-hidden="true" className="hero-blob-a" />
      <div aria-hidden="true" className="hero-blob-b" />
      <div className="hero-inner">
        <div className="lg:col-span-7">
          <p className="hero-badge">
            <span className="h-1.5 w-1.5 rounded-full bg-brand-600" aria-hidden="true" />
            科研服务 · 学术支持一站式平台
          </p>
          <h1 id="home-hero-heading" className="hero-title">
            专业科研服务
            <br />
            <span className="text-brand-700">助力每一项学术成果</span>
          </h1>
          <p className="hero-lead">
            生物信息、临床研究、Meta
            分析、实验外包、论文写作与润色、基金申报与科研培训——由博士与高校教师组成的专家团队，陪您走完从选题到发表的每一步。
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton href="/contact" size="xl">
              咨询专家
              <ArrowRight />
            </LinkButton>
            <LinkButton href="/services" variant="neutral" size="xl">
              了解服务
            </LinkButton>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="hero-stat">
                <dt className="hero-stat-label">{stat.label}</dt>
                <dd className="hero-stat-value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hidden lg:col-span-5 lg:block">{aside}</div>
      </div>
    </section>
  )
}
