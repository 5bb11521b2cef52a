import Link from 'next/link'
import type { ServicePageDTO } from '@/features/company/serialize'
import { PageHero, StepList, container, ColumnSection } from './ui'
import { ConsultCardFooter, FeatureSection, IntroSection } from './service-parts'
import { Price } from '@/ui/Price'
import { MobileActionBar } from '@/features/shell/components/MobileActionBar'
import { consultHref } from '@/features/company/pricing'

/** Editing and journal selection, grant, research training, English training, wet-lab: a price-range page. */
export function RangeServiceView({ page }: { page: ServicePageDTO }) {
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
      />

      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14`}>
        <div className="min-w-0 space-y-12">
          {page.description && <IntroSection id="service-intro" title="服务介绍" text={page.description} />}
          {page.features.length > 0 && <FeatureSection id="service-content" title="服务内容" items={page.features} />}
          {page.steps.length > 0 && (
            <ColumnSection id="service-steps" title="服务流程">
              <div className="mt-5">
                <StepList steps={page.steps} narrow />
              </div>
            </ColumnSection>
          )}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start" aria-labelledby="price-range">
          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md" data-testid="price-card">
            <h2 id="price-range" className="text-lg font-bold text-slate-900">
              价格区间
            </h2>
            <Price as="p" size="xl" className="mt-3" testId="price-range" value={page.price_text} />
            {page.price_note && <p className="mt-1 text-sm text-slate-600">{page.price_note}</p>}
            {page.duration && (
              <p className="mt-4 text-sm text-slate-700">
                <span className="text-slate-500">服务周期：</span>
                {page.duration}
              </p>
            )}
            <ConsultCardFooter
              claims={page.claims}
              pageTitle={page.title}
              label="立即咨询"
              note="免费评估需求，确认方案后再报价"
            />
          </section>
        </aside>
      </div>
      <MobileActionBar
        name={page.title}
        price={page.price_text}
        consultHref={consultHref(page.title)}
        buyLabel="立即购买"
      />
    </main>
  )
}
