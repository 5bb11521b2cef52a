import { PurchaseButton } from '@/features/shell/components/PurchaseDialog'
import { consultHref } from '@/features/company/pricing'
import type { ServiceTierDTO } from '@/features/company/serialize'
import { CheckList } from './ui'
import { LinkButton } from '@/ui/Button'
import { Badge } from '@/ui/Badge'
import { buttonClass } from '@/ui/button-class'
import { Price } from '@/ui/Price'

/** One priced tier: price, features, notes, type and data requirement, the optional add-on. */
export function TierCard({ tier }: { tier: ServiceTierDTO }) {
  const headingId = `tier-${tier.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="tier-card"
      data-category={tier.category ?? ''}
    >
      {tier.category && (
        <p className="mb-2 self-start">
          <Badge>{tier.category}</Badge>
        </p>
      )}
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {tier.name}
      </h3>
      <Price as="p" size="lg" className="mt-2" testId="tier-price" value={tier.price_text} />
      {tier.description && <p className="mt-3 text-sm leading-6 text-slate-600">{tier.description}</p>}

      {(tier.type || tier.data_requirement) && (
        <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
          {tier.type && (
            <div>
              <dt className="font-medium text-slate-500">研究类型</dt>
              <dd className="text-slate-800">{tier.type}</dd>
            </div>
          )}
          {tier.data_requirement && (
            <div>
              <dt className="font-medium text-slate-500">数据要求</dt>
              <dd className="text-slate-800">{tier.data_requirement}</dd>
            </div>
          )}
        </dl>
      )}

      {tier.features.length > 0 && <CheckList items={tier.features} className="mt-4" />}

      {tier.notes && (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-900">{tier.notes}</p>
      )}

      {tier.addon && (
        <div
          className="mt-4 rounded-lg border border-dashed border-brand-500 bg-brand-50/60 p-3"
          data-testid="tier-addon"
        >
          <p className="text-sm font-semibold text-slate-900">
            可选加购：{tier.addon.name}
            {tier.addon.price_text && <span className="ml-1 font-semibold text-red-600">+{tier.addon.price_text}</span>}
          </p>
          {tier.addon.features.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {tier.addon.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="mt-auto flex gap-3 pt-5">
        <PurchaseButton name={tier.name} price={tier.price_text} className={buttonClass({ className: 'flex-1' })} />
        <LinkButton href={consultHref(tier.name)} variant="secondary" className="flex-1">
          立即咨询
        </LinkButton>
      </div>
    </article>
  )
}
