import type { ReactNode } from 'react'
import { container } from './layout'

/** A full-width band with an h2 heading (labelled by it) and an optional lead. */
export function Section({
  id,
  title,
  subtitle,
  children,
  tinted = false,
}: {
  id?: string
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  tinted?: boolean
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={tinted ? 'bg-slate-50' : undefined}>
      <div className={`${container} py-10 sm:py-14`}>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 max-w-3xl text-slate-600">{subtitle}</p>}
        <div className="mt-6 sm:mt-8">{children}</div>
      </div>
    </section>
  )
}
