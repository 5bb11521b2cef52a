import type { ReactNode } from 'react'

/**
 * The site's one screen for "not found" and "could not load": an optional big status code, the
 * page's h1, a message, actions and optional extra content below. Each route passes its own text;
 * the HTTP status stays with the route (notFound() / error boundaries), this only draws.
 */
export function StatusScreen({
  code,
  title,
  message,
  actions,
  children,
  alert = false,
  tone = 'brand',
}: {
  /** Shown large above the heading (404); hidden from assistive tech, the heading says it. */
  code?: string
  title: ReactNode
  message?: ReactNode
  actions?: ReactNode
  /** Extra content below the actions (lists of alternatives, tips, debug info). */
  children?: ReactNode
  /** A failure announced to screen readers (error boundaries). */
  alert?: boolean
  /** `danger` for failures and missing items the visitor asked for by id. */
  tone?: 'brand' | 'danger'
}) {
  const codeColour = tone === 'danger' ? 'text-red-500' : 'text-brand-600'
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center bg-gradient-to-b from-brand-50/60 to-white px-5 py-16">
      <div className="w-full max-w-lg text-center" data-status-screen>
        {code && (
          <p className={`text-7xl font-extrabold tracking-tight md:text-8xl ${codeColour}`} aria-hidden="true">
            {code}
          </p>
        )}
        <div role={alert ? 'alert' : undefined}>
          <h1 className={`${code ? 'mt-4' : ''} text-2xl font-bold text-slate-900 md:text-3xl`}>{title}</h1>
          {message && <p className="mt-3 text-[15px] leading-7 text-slate-600">{message}</p>}
        </div>
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      </div>
      {children && <div className="mt-10 w-full max-w-3xl">{children}</div>}
    </main>
  )
}
