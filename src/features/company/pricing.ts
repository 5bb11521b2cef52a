import { formatPrice } from '@/lib/format'

/** '¥13,888', or '¥40,000+' for a starting price. */
export function tierPriceText(price: number, isStarting = false): string {
  return `${formatPrice(price)}${isStarting ? '+' : ''}`
}

/**
 * The price line of a service page: a fixed price ('¥1,999'), a range ('¥1,999 - ¥5,999'),
 * a lower bound ('¥1,999 起') or '价格面议' when nothing is set.
 */
export function servicePriceText(page: {
  price?: number | null
  price_min?: number | null
  price_max?: number | null
}): string {
  const { price, price_min: min, price_max: max } = page
  if (typeof price === 'number') return formatPrice(price)
  if (typeof min === 'number' && typeof max === 'number') {
    return min === max ? formatPrice(min) : `${formatPrice(Math.min(min, max))} - ${formatPrice(Math.max(min, max))}`
  }
  if (typeof min === 'number') return `${formatPrice(min)} 起`
  if (typeof max === 'number') return `${formatPrice(max)} 以内`
  return formatPrice(null)
}

/** The lowest price among tiers as '¥13,888 起', or null when there are none. */
export function startingPriceText(prices: number[]): string | null {
  if (prices.length === 0) return null
  return `${formatPrice(Math.min(...prices))} 起`
}

/** Where a consult button goes: the contact page with the service named (spec: /contact?service={name}). */
export function consultHref(name: string): string {
  return `/contact?service=${encodeURIComponent(name)}`
}
