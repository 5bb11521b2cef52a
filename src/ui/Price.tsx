import { formatPrice } from '@/lib/format'

const SIZES = { sm: 'text-base sm:text-lg', md: 'text-xl', xl: 'text-2xl', lg: 'text-3xl' } as const

/**
 * The site's one price look (red, bold): a price in yuan (¥13,888), 价格面议 when there is none,
 * or a ready price text staff wrote (¥3,000起, ¥2,000-8,000).
 */
export function Price({
  value,
  size = 'md',
  as: Tag = 'span',
  className,
  testId,
}: {
  value: number | string | null | undefined
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
      {typeof value === 'string' ? value.trim() || formatPrice(null) : formatPrice(value)}
    </Tag>
  )
}
