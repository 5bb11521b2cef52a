import { formatPrice } from '@/lib/format'

const SIZES = { sm: 'text-base sm:text-lg', md: 'text-xl', lg: 'text-3xl' } as const

/** A price in yuan (¥13,888), or 价格面议 when there is none; the site's red price look. */
export function Price({
  value,
  size = 'md',
  as: Tag = 'span',
  className,
  testId,
}: {
  value: number | null | undefined
  size?: keyof typeof SIZES
  /** `p` when the price stands on its own line. */
  as?: 'span' | 'p'
  /** Layout-only extras (margins). */
  className?: string
  testId?: string
}) {
  return (
    <Tag
      className={['font-bold text-red-600', SIZES[size], className ?? ''].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      {formatPrice(value)}
    </Tag>
  )
}
