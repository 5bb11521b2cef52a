import type { ReactNode } from 'react'
import { container } from './layout'

/** The blue band at the top of a content page: the page's one h1, an optional lead and extras. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  top,
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  /** A short kicker line above the heading (科研咨询). */
  eyebrow?: ReactNode
  /** Above the heading: a breadcrumb or a back link. */
  top?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div className={`${container} py-10 sm:py-14`}>
        {top && <div className="mb-5">{top}</div>}
        {eyebrow && <p className="mb-2 text-sm font-medium tracking-wide text-brand-100">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-3xl text-base leading-7 text-brand-50 sm:text-lg">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
