import type { ReactNode } from 'react'

/** "Nothing here yet": a dashed panel with a message and, optionally, an action. */
export function EmptyState({
  children,
  action,
  className,
  testId = 'empty-state',
}: {
  children: ReactNode
  action?: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <div
      className={[
        'rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
    >
      {children}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  )
}
