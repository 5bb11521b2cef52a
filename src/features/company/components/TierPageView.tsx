import Link from 'next/link'
import { HydrationSlice } from '@/ui/HydrationSlice'
import type { TierPageData } from '@/features/company/queries'
import { consultHref, startingPriceText } from '@/features/company/pricing'
import { MobileActionBar } from '@/features/shell/components/MobileActionBar'
import { tierCategories } from '@/features/company/tiers'
import { TierCard } from './TierCard'
import { TierComparison } from './TierComparison'
import { TierFilter } from './TierFilter'
import { ClaimBadges, EmptyNote, Section, container, PageHero } from './ui'
import { ConsultCtaBand, MEDICAL_SCI_HREF, MedicalSciBreadcrumb } from './service-parts'

export { MEDICAL_SCI_HREF }

/** The bioinformatics, clinical and meta-analysis one-on-one pages: terms, extras and priced tiers. */
export function TierPageView({ data }: { data: TierPageData }) {
  const { page, tiers } = data
  const categories = tierCategories(tiers)
  return (
    <main>
      <PageHero title={page.title} subtitle={page.subtitle} top={<MedicalSciBreadcrumb title={page.title} />}>
        {page.claims.length > 0 && (
          <div className="mt-5">
            <ClaimBadges claims={page.claims} />
          </div>
        )}
      </PageHero>

      {(page.description || page.terms.length > 0 || page.extras.length > 0) && (
        <section aria-labelledby="terms-heading" className={`${container} py-10`}>
          <h2 id="terms-heading" className="sr-only">
            服务说明
          </h2>
          {page.description && <p className="max-w-4xl leading-7 text-slate-700">{page.description}</p>}
          {page.terms.length > 0 && (
            <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="terms">
              {page.terms.map((term) => (
                <div key={term.label} className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3">
                  <dt className="text-sm text-slate-600">{term.label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-brand-800">{term.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {page.extras.length > 0 && (
            <ul className="mt-4 space-y-2" data-testid="extras">
              {page.extras.map((extra) => (
                <li
                  key={extra.name}
                  className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  <span className="font-semibold">附加服务：{extra.name}</span>
                  <span className="ml-2 font-bold">+{extra.price_text}</span>
                  {extra.description && (
                    <span className="mt-1 block sm:ml-2 sm:mt-0 sm:inline">{extra.description}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {/* The sections below the first screen hydrate as tasks of their own (src/ui/HydrationSlice.tsx). */}
      <HydrationSlice>
        <Section id="tiers" title="方案与价格" subtitle="所有方案均为导师一对一辅导，可先免费咨询再决定。" tinted>
          {tiers.length === 0 ? (
            <EmptyNote>
              方案正在更新中，请
              <Link href={consultHref(page.title)} className="mx-1 font-medium text-brand-700 underline">
                联系顾问
              </Link>
              获取最新报价。
            </EmptyNote>
          ) : categories.length > 1 ? (
            <TierFilter
              categories={categories}
              items={tiers.map((tier) => ({ id: tier.id, category: tier.category, card: <TierCard tier={tier} /> }))}
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="tier-grid">
              {tiers.map((tier) => (
                <li key={tier.id}>
                  <TierCard tier={tier} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-8">
            <Link href={MEDICAL_SCI_HREF} className="font-medium text-brand-700 hover:underline">
              ← 返回医学SCI辅导
            </Link>
          </p>
        </Section>
      </HydrationSlice>

      <HydrationSlice>
        <TierComparison tiers={tiers} />
      </HydrationSlice>

      <HydrationSlice>
        <ConsultCtaBand
          pageTitle={page.title}
          title="不确定哪个方案适合你？"
          text="告诉我们你的研究方向和数据情况，顾问免费为你评估并推荐方案。"
        />
      </HydrationSlice>
      {tiers.length > 0 && (
        <MobileActionBar
          name={page.title}
          price={startingPriceText(tiers.map((tier) => tier.price))}
          consultHref={consultHref(page.title)}
          buyLabel="立即购买"
          buyHref="#tiers"
        />
      )}
    </main>
  )
}
