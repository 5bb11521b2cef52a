import type { ReactNode } from 'react'
import { LinkButton } from '@/ui/Button'

type Props = {
  id?: string
  eyebrow?: string
  title: string
  description?: string
  /** Background of the band. */
  tone?: 'white' | 'muted'
  /** A "view more" style link under the content. */
  more?: { href: string; label: string; className?: string } | null
  children: ReactNode
}

/** One band of the home page: a centred heading and its content. */
export function HomeSection({ id, eyebrow, title, description, tone = 'white', more, children }: Props) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'muted' ? 'bg-slate-50' : 'bg-white'}>
      <div className="section-inner">
        <header className="section-header">
          {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {description && <p className="section-lead">{description}</p>}
        </header>
        {children}
        {more && (
          <div className={more.className ? `section-more ${more.className}` : 'section-more'}>
            <LinkButton href={more.href} variant="secondary" pill>
              {more.label}
              <ArrowRight />
            </LinkButton>
          </div>
        )}
      </div>
    </section>
  )
}

export function ArrowRight({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`i-line i-round ${className}`}>
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  )
}

/** A section's empty or error note, centred in a soft box. */
export function HomeNote({ children, tone = 'empty' }: { children: ReactNode; tone?: 'empty' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={`home-note ${
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-slate-200 bg-white text-slate-600'
      }`}
    >
      {children}
    </p>
  )
}
