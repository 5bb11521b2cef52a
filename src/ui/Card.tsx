import type { ElementType, ReactNode } from 'react'

type CardProps = {
  /** The element to render: article for a teaser, li inside a list. */
  as?: 'div' | 'article' | 'li' | 'section' | 'aside'
  /** `interactive` lifts on hover (cards that are or hold a link). */
  interactive?: boolean
  padding?: 'none' | 'sm' | 'md' | 'lg'
  className?: string
  children: ReactNode
} & Record<`data-${string}` | `aria-${string}`, string | undefined>

const PADDING = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const

export function cardClass({
  interactive = false,
  padding = 'md',
  className,
}: {
  interactive?: boolean
  padding?: CardProps['padding']
  className?: string
} = {}): string {
  return [
    'rounded-xl border border-slate-200 bg-white shadow-sm',
    interactive ? 'transition hover:-translate-y-0.5 hover:shadow-md' : '',
    PADDING[padding],
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** A white bordered card, the site's one card surface. */
export function Card({ as = 'div', interactive, padding, className, children, ...rest }: CardProps) {
  const Tag: ElementType = as
  return (
    <Tag className={cardClass({ interactive, padding, className })} {...rest}>
      {children}
    </Tag>
  )
}
