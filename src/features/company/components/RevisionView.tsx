import Link from 'next/link'
import { PurchaseButton } from '@/features/shell/components/PurchaseDialog'
import { consultHref } from '@/features/company/pricing'
import type { ServicePageDTO } from '@/features/company/serialize'
import { CardGrid, CheckList, CtaBand, PageHero, Section, StepList, lightButton, outlineLightButton } from './ui'
import { Price } from '@/ui/Price'

/** Revision coaching: headline stats, feature cards, three packages (the highlighted one raised), steps, CTA. */
export function RevisionView({ page }: { page: ServicePageDTO }) {
  return (
    <main>
      <PageHero
        title={page.title}
        subtitle={page.subtitle}
        top={
          <Link href="/services" className="text-sm text-brand-100 hover:text-white hover:underline">
            ← 返回服务列表
          </Link>
        }
      >
        {page.stats.length > 0 && (
          <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-3" data-testid="stats">
            {page.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-xl bg-white/10 px-1.5 py-4 text-center ring-1 ring-white/20 sm:px-3"
              >
                <dt className="order-2 text-sm text-brand-50">{stat.label}</dt>
                <dd className="text-lg font-bold whitespace-nowrap sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </PageHero>

      {page.features.length > 0 && (
        <Section id="features" title="服务特色" subtitle={page.description ?? undefined}>
          <CardGrid items={page.features} />
        </Section>
      )}

      {page.packages.length > 0 && (
        <Section
          id="packages"
          title="服务套餐"
          subtitle="按审稿意见的难度与所需支持选择套餐，不确定时可先免费咨询。"
          tinted
        >
          <ul className="grid items-stretch gap-6 md:grid-cols-3">
            {page.packages.map((pack) => (
              <li key={pack.name}>
                <article
                  aria-labelledby={`package-${pack.name}`}
                  data-testid="package-card"
                  data-highlighted={pack.highlighted ? 'true' : 'false'}
                  className={`relative flex h-full flex-col rounded-2xl bg-white p-6 ${
                    pack.highlighted
                      ? 'shadow-xl ring-2 ring-brand-600 md:-my-3 md:py-9'
                      : 'border border-slate-200 shadow-sm'
                  }`}
                >
                  {pack.highlighted && (
                    <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
                      最受欢迎
                    </p>
                  )}
                  <h3 id={`package-${pack.name}`} className="text-xl font-bold text-slate-900">
                    {pack.name}
                  </h3>
                  <Price as="p" size="lg" className="mt-3" value={pack.price_text} />
                  <p className="mt-1 text-sm text-slate-600">
                    {[pack.lessons !== null ? `${pack.lessons}课时` : null, pack.duration].filter(Boolean).join(' · ')}
                  </p>
                  <CheckList items={pack.features} className="mt-5 mb-6" />
                  <div className="mt-auto flex flex-col gap-2">
                    <PurchaseButton
                      name={`${page.title}·${pack.name}`}
                      price={pack.price}
                      consultHref={consultHref(`${page.title}·${pack.name}`)}
                      className={`rounded-lg px-4 py-2.5 text-sm font-semibold transition ${
                        pack.highlighted
                          ? 'bg-brand-600 text-white hover:bg-brand-700'
                          : 'border border-brand-600 text-brand-700 hover:bg-brand-50'
                      }`}
                    />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {page.steps.length > 0 && (
        <Section id="process" title="服务流程">
          <StepList steps={page.steps} />
        </Section>
      )}

      <CtaBand
        title="收到审稿意见，不知从何改起？"
        text="把稿件和审稿意见发给我们，专家24-48小时内给出修改建议与方案。"
      >
        <Link href={consultHref(page.title)} className={lightButton}>
          立即咨询
        </Link>
        <Link href={page.packages.length > 0 ? '#packages' : '/services'} className={outlineLightButton}>
          了解更多
        </Link>
      </CtaBand>
    </main>
  )
}
