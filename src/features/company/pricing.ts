import { formatPrice } from '@/lib/format'

/** '¥13,888', or '¥40,000+' for a starting price. */
export function tierPriceText(price: number, isStarting = false): string {
  return `${formatPrice(price)}${isStarting ? '+' : ''}`
}

/** The lowest price among tiers as '¥13,888 起', or null when there are none. */
export function startingPriceText(prices: (number | null)[]): string | null {
  const known = prices.filter((price): price is number => typeof price === 'number')
  if (known.length === 0) return null
  return `${formatPrice(Math.min(...known))} 起`
}

/** Where a consult button goes: the contact page with the service named (spec: /contact?service={name}). */
export function consultHref(name: string): string {
  return `/contact?service=${encodeURIComponent(name)}`
}
