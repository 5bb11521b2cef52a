import type { ReactNode } from 'react'
import { EmptyState } from '@/ui/EmptyState'
import { buttonClass } from '@/ui/button-class'
import { container } from '@/ui/layout'
import { cardClass } from '@/ui/Card'

/** Small building blocks shared by the company and service pages. */

export { PageHero } from '@/ui/PageHero'
export { Section } from '@/ui/Section'
export { container } from '@/ui/layout'

export const primaryButton = buttonClass({ variant: 'primary' })
export const secondaryButton = buttonClass({ variant: 'secondary' })
export const lightButton = buttonClass({ variant: 'light' })
export const outlineLightButton = buttonClass({ variant: 'outline-light' })

/** A titled block inside a page's main column (the full-width band is `Section`). */
export function ColumnSection({
  id,
  title,
  note,
  children,
}: {
  id: string
  title: string
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
        {note}
      </h2>
      {children}
    </section>
  )
}

export function CheckIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`shrink-0 ${className}`}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm leading-6 text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-5 w-5 text-emerald-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Promises such as 支持分期付款 and 7天无理由退款, as badges. */
export function ClaimBadges({ claims, tone = 'light' }: { claims: string[]; tone?: 'light' | 'dark' }) {
  if (claims.length === 0) return null
  const style =
    tone === 'light' ? 'bg-white/15 text-white ring-white/30' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
  return (
    <ul aria-label="服务保障" className="flex flex-wrap gap-2">
      {claims.map((claim) => (
        <li key={claim} className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm ring-1 ${style}`}>
          <CheckIcon className="h-4 w-4" />
          {claim}
        </li>
      ))}
    </ul>
  )
}

export function CardGrid({
  items,
  columns = 'sm:grid-cols-2 lg:grid-cols-4',
}: {
  items: { title: string; description: string | null }[]
  columns?: string
}) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={cardClass()}>
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          {item.description && <p className="mt-2 text-sm leading-6 text-slate-600">{item.description}</p>}
        </li>
      ))}
    </ul>
  )
}

const STEP_COLUMNS: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-3',
}

/** Numbered steps: cards in a row, or (`narrow`, beside a sidebar) a vertical timeline. */
type Step = { number: number; title: string; description: string | null }

export function StepList({ steps, narrow = false }: { steps: Step[]; narrow?: boolean }) {
  if (narrow) {
    return (
      <ol className="relative ml-5 space-y-6 border-l-2 border-brand-100 pl-7" data-testid="steps">
        {steps.map((step) => (
          <li key={step.number} className="relative">
            <StepBody step={step} narrow />
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${STEP_COLUMNS[steps.length] ?? 'lg:grid-cols-4'}`} data-testid="steps">
      {steps.map((step) => (
        <li key={step.number} className={cardClass({ className: 'relative' })}>
          <StepBody step={step} />
        </li>
      ))}
    </ol>
  )
}

const STEP_BADGE = 'flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white'

/** One step's number badge, title and description; `narrow` hangs the badge on the timeline to the left. */
function StepBody({ step, narrow = false }: { step: Step; narrow?: boolean }) {
  return (
    <>
      <span
        className={narrow ? `absolute top-0 -left-[2.95rem] ${STEP_BADGE} ring-4 ring-white` : STEP_BADGE}
        aria-hidden="true"
      >
        {step.number}
      </span>
      <h3 className={`${narrow ? 'pt-1' : 'mt-3'} font-semibold text-slate-900`}>
        <span className="sr-only">第{step.number}步：</span>
        {step.title}
      </h3>
      {step.description && <p className="mt-1 text-sm leading-6 text-slate-600">{step.description}</p>}
    </>
  )
}

export function CtaBand({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="bg-brand-700 text-white">
      <div
        className={`${container} flex flex-col items-start gap-5 py-10 sm:flex-row sm:items-center sm:justify-between`}
      >
        <div>
          <h2 className="text-xl font-bold text-balance sm:text-2xl">{title}</h2>
          {text && <p className="mt-1 text-pretty text-brand-50">{text}</p>}
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  )
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>
}
