import type { ReactNode } from 'react'

/**
 * "Nothing here yet": a dashed panel with a message and, optionally, an h2 title and actions.
 * `as="p"` for a bare sentence; a title or actions make it a section.
 */
export function EmptyState({
  children,
  title,
  action,
  as,
  onWhite = false,
  className,
  testId = 'empty-state',
}: {
  children: ReactNode
  title?: ReactNode
  action?: ReactNode
  as?: 'p' | 'div' | 'section'
  /** On a tinted band: a white panel instead of the light grey one. */
  onWhite?: boolean
  /** Layout-only extras (margins). */
  className?: string
  testId?: string
}) {
  const Tag = as ?? (title || action ? 'section' : 'div')
  const classes = [
    'rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600',
    onWhite ? 'bg-white' : 'bg-slate-50',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  if (Tag === 'p') {
    return (
      <p className={classes} data-testid={testId}>
        {children}
      </p>
    )
  }
  return (
    <Tag className={classes} data-testid={testId}>
      {title && <h2 className="text-lg font-semibold text-slate-800">{title}</h2>}
      {title ? <p className="mt-2 text-sm">{children}</p> : children}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </Tag>
  )
}
