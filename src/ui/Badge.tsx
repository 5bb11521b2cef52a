import type { ReactNode } from 'react'

export type BadgeTone = 'brand' | 'solid' | 'neutral' | 'success' | 'warning' | 'danger'

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  solid: 'bg-brand-600 text-white',
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-emerald-50 text-emerald-700',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-50 text-red-700',
}

export function badgeClass(tone: BadgeTone = 'brand', className?: string): string {
  return ['inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[tone], className ?? '']
    .filter(Boolean)
    .join(' ')
}

/** A small rounded label: a category, a status, 推荐. */
export function Badge({
  tone,
  className,
  testId,
  children,
}: {
  tone?: BadgeTone
  className?: string
  testId?: string
  children: ReactNode
}) {
  return (
    <span className={badgeClass(tone, className)} data-testid={testId}>
      {children}
    </span>
  )
}
