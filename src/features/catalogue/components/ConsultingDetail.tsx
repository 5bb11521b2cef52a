import Link from 'next/link'
import type { ConsultingService } from '@/features/catalogue/content/consulting'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { CONSULTING_COLORS, ConsultingIcon } from './ConsultingIcon'
import { LinkButton } from '@/ui/Button'
import { cardClass } from '@/ui/Card'

/** One consulting service's detail page: what it is, what is included, who it is for, the process, and consult. */
export function ConsultingDetail({ service, others }: { service: ConsultingService; others: ConsultingService[] }) {
  const colors = CONSULTING_COLORS[service.color]
  const consultHref = `/contact?service=${encodeURIComponent(service.title)}`

  return (
    <main className="w-full">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: '首页', href: '/' },
            { label: '科研咨询', href: '/research-consultation' },
            { label: service.title },
          ]}
        />
      </div>

      <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <div className={`rounded-2xl border ${colors.border} ${colors.soft} p-6 sm:p-8`}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span
              className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl text-white ${colors.solid}`}
            >
              <ConsultingIcon name={service.icon} className="h-7 w-7" />
            </span>
            <div>
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{service.title}</h1>
              <p className="mt-2 text-base leading-7 text-slate-700">{service.description}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <LinkButton href={consultHref}>立即咨询</LinkButton>
                <LinkButton href="/research-consultation" variant="neutral">
                  全部咨询服务
                </LinkButton>
              </div>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="intro-heading">
            <h2 id="intro-heading" className="text-xl font-bold text-slate-900">
              服务简介
            </h2>
            <p className="mt-3 text-sm leading-7 text-slate-700 sm:text-base sm:leading-8">{service.intro}</p>
          </section>

          <section aria-labelledby="includes-heading">
            <h2 id="includes-heading" className="text-xl font-bold text-slate-900">
              服务内容
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {service.includes.map((item) => (
                <li key={item.title} className={cardClass({ padding: 'sm' })}>
                  <h3 className={`font-semibold ${colors.text}`}>{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{item.description}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="process-heading">
            <h2 id="process-heading" className="text-xl font-bold text-slate-900">
              服务流程
            </h2>
            <ol className="mt-4 space-y-4">
              {service.process.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${colors.solid}`}
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <span className="sr-only">第 {index + 1} 步：</span>
                      {step.title}
                    </h3>
                    <p className="mt-0.5 text-sm leading-6 text-slate-600">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="space-y-6">
          <section className={cardClass()} aria-labelledby="audience-heading">
            <h2 id="audience-heading" className="text-lg font-bold text-slate-900">
              适合人群
            </h2>
            <ul className="mt-3 space-y-2 text-sm leading-6 text-slate-700">
              {service.audience.map((who) => (
                <li key={who} className="flex gap-2">
                  <svg
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className={`mt-0.5 h-5 w-5 shrink-0 ${colors.text}`}
                    aria-hidden="true"
                  >
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                  {who}
                </li>
              ))}
            </ul>
          </section>

          <section className={cardClass()} aria-labelledby="format-heading">
            <h2 id="format-heading" className="text-lg font-bold text-slate-900">
              服务方式
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">{service.format}</p>
            <p className="mt-2 text-sm leading-6 text-slate-700">具体费用根据需求定制，咨询后由顾问给出方案与报价。</p>
            <LinkButton href={consultHref} block className="mt-4">
              咨询{service.title}
            </LinkButton>
          </section>

          <nav className="rounded-xl bg-slate-50 p-5" aria-labelledby="others-heading">
            <h2 id="others-heading" className="text-lg font-bold text-slate-900">
              其他咨询服务
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {others.map((other) => (
                <li key={other.id}>
                  <Link href={other.link} className="text-brand-700 hover:underline">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </main>
  )
}
