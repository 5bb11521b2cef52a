import { formatPrice } from '@/lib/format'

const SIZES = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const

/** A price in yuan (¥13,888), or 价格面议 when there is none; the site's red price look. */
export function Price({
  value,
  size = 'md',
  className,
}: {
  value: number | null | undefined
  size?: keyof typeof SIZES
  className?: string
}) {
  return (
    <span className={['font-bold text-red-600', SIZES[size], className ?? ''].filter(Boolean).join(' ')}>
      {formatPrice(value)}
    </span>
  )
}
