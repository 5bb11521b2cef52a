import Link from 'next/link'
import { PurchaseButton } from '@/features/shell/components/PurchaseDialog'
import type { CoreProjectDTO } from '@/features/catalogue/serialize'
import { labelTiers, serviceBullets } from '@/features/catalogue/service-content'
import { Breadcrumb } from '@/features/shell/components/Breadcrumb'
import { FallbackImage } from './FallbackImage'
import { LinkButton } from '@/ui/Button'
import { Price } from '@/ui/Price'
import { EmptyState } from '@/ui/EmptyState'
import { buttonClass } from '@/ui/button-class'

export type CaseTeaser = {
  id: number
  slug: string
  title: string
  service_type: string | null
  image_url: string | null
}

/** /services/research-fengshui and /services/test-category: the three test-service tiers and a strip of cases. */
export function TestServices({ services, cases }: { services: CoreProjectDTO[]; cases: CaseTeaser[] }) {
  const tiers = labelTiers(services)
  return (
    <main className="w-full">
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '服务', href: '/services' }, { label: '测试服务' }]}
        />
        <header className="mt-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">测试服务</h1>
          <p className="mx-auto mt-2 max-w-2xl text-sm leading-6 text-slate-600 sm:text-base">
            在正式开展研究之前，先对思路、数据与方案做一次专业评估。三个版本按深度递进，可按需选择。
          </p>
        </header>
      </div>

      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-label="服务版本">
        {tiers.length === 0 ? (
          <EmptyState as="p">暂无测试服务，欢迎联系我们了解定制方案。</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {tiers.map(({ label, service }, index) => {
              const featured = index === 1
              return (
                <li key={service.id} className="flex">
                  <article
                    className={`flex w-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${featured ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
                    data-testid="tier-card"
                  >
                    <p
                      className={`w-fit rounded-full px-3 py-1 text-xs font-semibold ${featured ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
                      data-testid="tier-label"
                    >
                      {label}
                    </p>
                    <h2 className="mt-3 text-lg font-semibold text-slate-900">{service.title}</h2>
                    <Price value={service.price} as="p" size="lg" className="mt-2" />
                    {service.description && (
                      <p className="mt-3 text-sm leading-6 text-slate-600">{service.description}</p>
                    )}
                    <ul className="mt-4 space-y-2 text-sm text-slate-700" data-testid="tier-bullets">
                      {serviceBullets(service.service_content).map((item) => (
                        <li key={item} className="flex gap-2">
                          <svg
                            viewBox="0 0 20 20"
                            fill="currentColor"
                            className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                            aria-hidden="true"
                          >
                            <path
                              fillRule="evenodd"
                              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                              clipRule="evenodd"
                            />
                          </svg>
                          {item}
                        </li>
                      ))}
                    </ul>
                    {service.notes && (
                      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-xs leading-5 text-slate-600">
                        {service.notes}
                      </p>
                    )}
                    <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
                      <PurchaseButton
                        name={service.title}
                        price={service.price}
                        label={service.button_text || '立即购买'}
                        className={buttonClass()}
                      />
                      <LinkButton href={`/contact?service=${encodeURIComponent(service.title)}`} variant="secondary">
                        咨询详情
                      </LinkButton>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {cases.length > 0 && (
        <section className="bg-slate-50" aria-labelledby="cases-heading">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
            <div className="flex items-end justify-between gap-4">
              <h2 id="cases-heading" className="text-xl font-bold text-slate-900">
                成功案例
              </h2>
              <Link href="/cases" className="text-sm font-medium text-brand-700 hover:underline">
                查看全部案例 →
              </Link>
            </div>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="cases-strip">
              {cases.map((item) => (
                <li key={item.id}>
                  <Link
                    href={`/cases/${encodeURIComponent(item.slug)}`}
                    className="group block overflow-hidden rounded-xl border border-slate-200 bg-white"
                  >
                    <div className="relative aspect-[16/9] bg-slate-100">
                      <FallbackImage src={item.image_url} alt="" sizes="(min-width: 640px) 33vw, 100vw" />
                    </div>
                    <div className="p-4">
                      {item.service_type && <p className="text-xs font-medium text-brand-700">{item.service_type}</p>}
                      <h3 className="mt-1 line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
                        {item.title}
                      </h3>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <h2 className="text-lg font-bold text-slate-900">需要更适合您的方案？</h2>
          <p className="mt-1 text-sm text-slate-600">联系学术顾问，或先看看其他研究者的成功经验。</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <LinkButton href="/contact">联系我们</LinkButton>
          <LinkButton href="/cases" variant="secondary">
            成功案例
          </LinkButton>
        </div>
      </section>
    </main>
  )
}
