import type { ReactNode } from 'react'
import { consultHref } from '@/features/company/pricing'
import type { ServiceTierDTO } from '@/features/company/serialize'
import { LinkButton } from '@/ui/Button'
import { Price } from '@/ui/Price'
import { CheckList, container } from './ui'

const HEADING_ID = 'tier-comparison-heading'

/** What a cell shows when the offering says nothing on that point. */
const NONE = '—'

/** The first column (the row labels) stays put while the offerings scroll sideways on a phone. */
const STICKY_HEADER =
  'sticky left-0 z-[1] w-24 min-w-24 border-r border-slate-200 bg-slate-50 px-3 py-3 text-left align-top font-semibold text-slate-700 sm:w-32 sm:px-4'
const OFFERING_CELL = 'min-w-[12rem] px-4 py-3 text-left align-top'
/** Every row but the last is ruled off below (separate borders, so the sticky column keeps its own). */
const RULED = 'border-b border-slate-200'
const stickyHeader = `${STICKY_HEADER} ${RULED}`
const offeringCell = `${OFFERING_CELL} ${RULED}`

const ROWS: { label: string; cell: (tier: ServiceTierDTO) => ReactNode }[] = [
  { label: '价格', cell: (tier) => <Price value={tier.price_text} /> },
  { label: '交付周期', cell: (tier) => tier.delivery_text?.trim() || '咨询顾问' },
  {
    label: '服务内容',
    cell: (tier) => (tier.features.length > 0 ? <CheckList items={tier.features} /> : NONE),
  },
  { label: '数据要求', cell: (tier) => tier.data_requirement?.trim() || NONE },
]

/**
 * The offerings of a tier page side by side: price, delivery time, what is included and the data
 * needed, with 立即咨询 per offering. On a phone the table scrolls sideways inside a focusable region
 * (axe: scrollable-region-focusable) while the row labels stay in view; the page itself never overflows.
 */
export function TierComparison({ tiers }: { tiers: ServiceTierDTO[] }) {
  if (tiers.length < 2) return null
  return (
    <section aria-labelledby={HEADING_ID} data-testid="tier-comparison">
      <div className={`${container} py-10 sm:py-14`}>
        <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          方案对比
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">价格、交付周期、服务内容与数据要求一目了然。</p>
        <p className="mt-4 text-sm text-slate-500 sm:hidden">左右滑动查看全部方案</p>
        <div
          className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:mt-8"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs a tab stop
          tabIndex={0}
          role="region"
          aria-label="方案对比表（可左右滑动）"
        >
          <table className="w-full border-separate border-spacing-0 text-sm text-slate-700">
            <caption className="sr-only">各方案的价格、交付周期、服务内容与数据要求对比</caption>
            <thead>
              <tr>
                <th scope="col" className={stickyHeader}>
                  方案
                </th>
                {tiers.map((tier) => (
                  <th
                    key={tier.id}
                    scope="col"
                    className={`${offeringCell} bg-slate-50 text-base font-bold text-slate-900`}
                  >
                    {tier.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={stickyHeader}>
                    {row.label}
                  </th>
                  {tiers.map((tier) => (
                    <td key={tier.id} className={offeringCell}>
                      {row.cell(tier)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className={STICKY_HEADER}>
                  咨询
                </th>
                {tiers.map((tier) => (
                  <td key={tier.id} className={OFFERING_CELL}>
                    <LinkButton
                      href={consultHref(tier.name)}
                      variant="secondary"
                      size="sm"
                      aria-label={`立即咨询：${tier.name}`}
                      data-testid="comparison-consult"
                    >
                      立即咨询
                    </LinkButton>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
