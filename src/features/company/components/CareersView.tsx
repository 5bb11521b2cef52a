import Link from 'next/link'
import type { CareersPageData } from '@/features/company/queries'
import { applicationMailto } from '@/features/company/careers'
import { CAREERS_CULTURE, COMPANY_VALUES } from '@/features/company/content'
import { ApplyButton } from './ApplyButton'
import { CardGrid, CheckList, CtaBand, EmptyNote, PageHero, Section, lightButton, outlineLightButton } from './ui'

export function CareersView({ data }: { data: CareersPageData }) {
  const { jobs, careers_email: email } = data
  const cvHref = `mailto:${email}?subject=${encodeURIComponent('简历投递')}`
  return (
    <main>
      <PageHero title="加入我们" subtitle="与生信、临床、统计和实验领域的专家一起，用专业帮助研究者实现科研目标。">
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#jobs" className={lightButton}>
            查看职位
          </a>
          <a href={cvHref} className={outlineLightButton}>
            投递简历
          </a>
        </div>
      </PageHero>

      <Section id="careers-values" title="我们的价值观">
        <CardGrid items={COMPANY_VALUES} />
      </Section>

      <Section id="culture" title="团队文化" tinted>
        <CardGrid items={CAREERS_CULTURE} columns="md:grid-cols-3" />
      </Section>

      <Section id="jobs" title="招聘职位" subtitle={`共${jobs.length}个职位开放中`}>
        {jobs.length === 0 ? (
          <EmptyNote>
            暂无开放职位，欢迎将简历发送至
            <a href={cvHref} className="mx-1 font-medium text-brand-700 underline">
              {email}
            </a>
            。
          </EmptyNote>
        ) : (
          <ul className="space-y-6">
            {jobs.map((job) => (
              <li key={job.id}>
                <article
                  aria-labelledby={`job-${job.id}`}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
                  data-testid="job-card"
                >
                  <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                    <div>
                      <h3 id={`job-${job.id}`} className="text-xl font-bold text-slate-900">
                        {job.title}
                      </h3>
                      <ul aria-label="职位信息" className="mt-3 flex flex-wrap gap-2 text-sm">
                        {[job.department, job.location, job.type].map((label) => (
                          <li key={label} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                            {label}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <p className="text-2xl font-bold text-brand-700" data-testid="job-salary">
                      {job.salary}
                    </p>
                  </div>
                  <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-1 text-sm text-slate-700">
                    {job.experience && (
                      <div className="flex gap-1">
                        <dt className="text-slate-500">经验：</dt>
                        <dd>{job.experience}</dd>
                      </div>
                    )}
                    {job.education && (
                      <div className="flex gap-1">
                        <dt className="text-slate-500">学历：</dt>
                        <dd>{job.education}</dd>
                      </div>
                    )}
                  </dl>
                  {job.description && <p className="mt-4 leading-7 text-slate-700">{job.description}</p>}
                  <div className="mt-5 grid gap-6 md:grid-cols-2">
                    {job.requirements.length > 0 && (
                      <div>
                        <h4 className="font-semibold text-slate-900">任职要求</h4>
                        <CheckList items={job.requirements} className="mt-2" />
                      </div>
                    )}
                    {job.benefits.length > 0 && (
                      <div>
                        <h4 className="font-semibold text-slate-900">福利待遇</h4>
                        <ul className="mt-2 flex flex-wrap gap-2">
                          {job.benefits.map((benefit) => (
                            <li key={benefit} className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-800">
                              {benefit}
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </div>
                  <div className="mt-6">
                    <ApplyButton href={applicationMailto(email, job)} jobTitle={job.title} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <CtaBand title="没有找到合适的职位？" text={`欢迎将简历发送至 ${email}，我们会在有合适机会时联系你。`}>
        <a href={cvHref} className={lightButton}>
          发送简历
        </a>
        <Link href="/contact" className={outlineLightButton}>
          联系我们
        </Link>
      </CtaBand>
    </main>
  )
}
