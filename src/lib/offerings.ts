import type { Offering } from '@/payload-types'
import { formatPrice } from './format'
import { mediaUrls } from './media'

/**
 * The catalogue's one record, as every screen reads it (docs/decisions/2026-11-27-one-catalogue.md):
 * an offering of the `offerings` collection with its price, delivery time and placements. Category
 * listings, product pages, tier, course, revision and price-range pages, test services and the APIs
 * all derive what they show from this shape, so a price edited once shows everywhere.
 */

export type OfferingKind = Offering['kind']
export type PriceNote = NonNullable<Offering['price_note']>

const PRICE_NOTE_TEXT: Record<PriceNote, string> = { from: '起', 'per-article': '每篇', 'per-person': '每人' }
const DELIVERY_UNIT_TEXT: Record<NonNullable<Offering['delivery_unit']>, string> = {
  workday: '个工作日',
  day: '天',
  week: '周',
  month: '个月',
}

export type OfferingDTO = {
  id: number
  kind: OfferingKind
  name: string
  description: string | null
  price: number | null
  price_note: PriceNote | null
  /** '¥13,888', '¥40,000 起', '¥800 每篇', or '价格面议' without a price. */
  price_text: string
  /** '2个月', '5个工作日'; null when no delivery time is given. */
  delivery_text: string | null
  group: string | null
  features: string[]
  data_requirement: string | null
  research_type: string | null
  lessons: number | null
  highlighted: boolean
  addons: { name: string; price: number | null; price_text: string | null; features: string[] }[]
  notes: string | null
  terms: { label: string; value: string }[]
  button_text: string | null
  images: string[]
  tags: string[]
  category_id: number | null
  /** Ids of the service pages that show it (their slugs are the caller's to look up). */
  page_ids: number[]
  service_ids: number[]
  sort_order: number
  is_active: boolean
}

/** A price with its note: '¥40,000 起', '¥800 每篇'; '价格面议' when there is no price. */
export function offeringPriceText(price: number | null | undefined, note?: PriceNote | null): string {
  if (typeof price !== 'number') return formatPrice(null)
  return note ? `${formatPrice(price)} ${PRICE_NOTE_TEXT[note]}` : formatPrice(price)
}

/** '2个月', '5个工作日'; null when either half is missing. */
export function deliveryText(time: number | null | undefined, unit: Offering['delivery_unit']): string | null {
  if (typeof time !== 'number' || !unit) return null
  return `${time}${DELIVERY_UNIT_TEXT[unit]}`
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? value.id : null

const ids = (list: (number | { id: number })[] | null | undefined): number[] =>
  (list ?? []).map(idOf).filter((id): id is number => id !== null)

export function serializeOffering(offering: Offering): OfferingDTO {
  const price = typeof offering.price === 'number' ? offering.price : null
  return {
    id: offering.id,
    kind: offering.kind,
    name: offering.name,
    description: offering.description ?? null,
    price,
    price_note: offering.price_note ?? null,
    price_text: offeringPriceText(price, offering.price_note),
    delivery_text: deliveryText(offering.delivery_time, offering.delivery_unit),
    group: offering.group?.trim() || null,
    features: offering.features ?? [],
    data_requirement: offering.data_requirement?.trim() || null,
    research_type: offering.research_type?.trim() || null,
    lessons: typeof offering.lessons === 'number' ? offering.lessons : null,
    highlighted: Boolean(offering.highlighted),
    addons: (offering.addons ?? [])
      .filter((addon) => addon.name.trim())
      .map((addon) => {
        const addonPrice = typeof addon.price === 'number' ? addon.price : null
        return {
          name: addon.name.trim(),
          price: addonPrice,
          price_text: addonPrice === null ? null : formatPrice(addonPrice),
          features: addon.features ?? [],
        }
      }),
    notes: offering.notes?.trim() || null,
    terms: (offering.terms ?? []).map(({ label, value }) => ({ label, value })),
    button_text: offering.button_text?.trim() || null,
    images: mediaUrls(offering.images),
    tags: offering.tags ?? [],
    category_id: idOf(offering.category),
    page_ids: ids(offering.service_pages),
    service_ids: ids(offering.services),
    sort_order: offering.sort_order ?? 0,
    is_active: offering.is_active ?? true,
  }
}

export type PriceSpan = { price: number | null; price_min: number | null; price_max: number | null }

/**
 * The price a page or service states, computed from the offerings it shows (extras aside): one
 * offering's price; '起' from a single starting price; a range from several; nothing without any.
 */
export function priceSpanOf(offerings: Pick<OfferingDTO, 'kind' | 'price' | 'price_note'>[]): PriceSpan {
  const priced = offerings.filter(
    (offering): offering is typeof offering & { price: number } =>
      offering.kind !== 'extra' && typeof offering.price === 'number',
  )
  if (priced.length === 0) return { price: null, price_min: null, price_max: null }
  if (priced.length === 1) {
    const [only] = priced
    return only!.price_note === 'from'
      ? { price: null, price_min: only!.price, price_max: null }
      : { price: only!.price, price_min: null, price_max: null }
  }
  const prices = priced.map((offering) => offering.price)
  return { price: null, price_min: Math.min(...prices), price_max: Math.max(...prices) }
}

/** A price span as text: '¥1,999', '¥1,999 - ¥5,999', '¥1,999 起' or '价格面议'. */
export function priceSpanText({ price, price_min: min, price_max: max }: PriceSpan): string {
  if (typeof price === 'number') return formatPrice(price)
  if (typeof min === 'number' && typeof max === 'number') {
    return min === max ? formatPrice(min) : `${formatPrice(Math.min(min, max))} - ${formatPrice(Math.max(min, max))}`
  }
  if (typeof min === 'number') return `${formatPrice(min)} 起`
  if (typeof max === 'number') return `${formatPrice(max)} 以内`
  return formatPrice(null)
}
