import type { ReactNode } from 'react'
import { LinkButton } from '@/ui/Button'

type Action = { href: string; label: string }

/** The two buttons under an index page's hero: a light primary and an outlined secondary. */
export function HeroActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <LinkButton href={primary.href} variant="light">
        {primary.label}
      </LinkButton>
      <LinkButton href={secondary.href} variant="outline-light">
        {secondary.label}
      </LinkButton>
    </div>
  )
}

/** An index page's main band: an h2 (labelling the section) above the list. */
export function IndexSection({
  headingId,
  title,
  children,
}: {
  headingId: string
  title: string
  children: ReactNode
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The closing band: a question, a line of help, and the contact button(s). */
export function HelpBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <h2 className="text-lg font-bold text-slate-900 sm:text-xl">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </div>
        {children}
      </div>
    </section>
  )
}
