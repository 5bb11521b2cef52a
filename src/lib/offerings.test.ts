import { describe, expect, it } from 'vitest'
import type { Category, Offering, Service, ServicePage } from '@/payload-types'
import {
  deliveryText,
  offeringPriceText,
  priceSpanOf,
  priceSpanText,
  serializeOffering,
  type OfferingDTO,
} from './offerings'

const stamps = { createdAt: '2026-11-27T00:00:00.000Z', updatedAt: '2026-11-27T00:00:00.000Z' }
const offering = (extra: Partial<Offering> = {}): Offering => ({
  id: 1,
  name: '方案',
  kind: 'product',
  ...stamps,
  ...extra,
})
const priced = (
  kind: OfferingDTO['kind'],
  price: number | null,
  price_note: OfferingDTO['price_note'] = null,
): Pick<OfferingDTO, 'kind' | 'price' | 'price_note'> => ({ kind, price, price_note })

describe('offeringPriceText', () => {
  it('is 价格面议 without a price', () => {
    expect(offeringPriceText(null)).toBe('价格面议')
    expect(offeringPriceText(undefined, 'from')).toBe('价格面议')
  })
  it('writes the price with its note', () => {
    expect(offeringPriceText(13888)).toBe('¥13,888')
    expect(offeringPriceText(13888, null)).toBe('¥13,888')
    expect(offeringPriceText(40000, 'from')).toBe('¥40,000 起')
    expect(offeringPriceText(800, 'per-article')).toBe('¥800 每篇')
    expect(offeringPriceText(500, 'per-person')).toBe('¥500 每人')
  })
})

describe('deliveryText', () => {
  it('joins the time and its unit', () => {
    expect(deliveryText(2, 'month')).toBe('2个月')
    expect(deliveryText(5, 'workday')).toBe('5个工作日')
    expect(deliveryText(10, 'day')).toBe('10天')
    expect(deliveryText(3, 'week')).toBe('3周')
  })
  it('is null when either half is missing', () => {
    expect(deliveryText(null, 'month')).toBeNull()
    expect(deliveryText(undefined, 'week')).toBeNull()
    expect(deliveryText(2, null)).toBeNull()
    expect(deliveryText(2, undefined)).toBeNull()
  })
})

describe('priceSpanOf', () => {
  it('is all null without any price', () => {
    expect(priceSpanOf([])).toEqual({ price: null, price_min: null, price_max: null })
    expect(priceSpanOf([priced('product', null)])).toEqual({ price: null, price_min: null, price_max: null })
  })
  it('ignores extras', () => {
    expect(priceSpanOf([priced('extra', 1800)])).toEqual({ price: null, price_min: null, price_max: null })
    expect(priceSpanOf([priced('course', 1999), priced('extra', 1800)])).toEqual({
      price: 1999,
      price_min: null,
      price_max: null,
    })
  })
  it('is a fixed price from one priced offering', () => {
    expect(priceSpanOf([priced('product', 2499), priced('product', null)])).toEqual({
      price: 2499,
      price_min: null,
      price_max: null,
    })
  })
  it('is a minimum only from a single starting price', () => {
    expect(priceSpanOf([priced('tier', 40000, 'from')])).toEqual({ price: null, price_min: 40000, price_max: null })
  })
  it('is the lowest to the highest price of several', () => {
    expect(priceSpanOf([priced('product', 5999), priced('product', 1999), priced('package', 2999)])).toEqual({
      price: null,
      price_min: 1999,
      price_max: 5999,
    })
  })
})

describe('priceSpanText', () => {
  const span = (entry: Partial<Parameters<typeof priceSpanText>[0]>) => ({
    price: null,
    price_min: null,
    price_max: null,
    ...entry,
  })

  it('shows a fixed price', () => {
    expect(priceSpanText(span({ price: 1999 }))).toBe('¥1,999')
  })
  it('shows a range low to high, even when given the wrong way round', () => {
    expect(priceSpanText(span({ price_min: 1999, price_max: 5999 }))).toBe('¥1,999 - ¥5,999')
    expect(priceSpanText(span({ price_min: 50000, price_max: 10000 }))).toBe('¥10,000 - ¥50,000')
  })
  it('prefers the fixed price over a range', () => {
    expect(priceSpanText(span({ price: 2499, price_min: 1, price_max: 2 }))).toBe('¥2,499')
  })
  it('handles one-sided ranges and no price', () => {
    expect(priceSpanText(span({ price_min: 3000 }))).toBe('¥3,000 起')
    expect(priceSpanText(span({ price_max: 3000 }))).toBe('¥3,000 以内')
    expect(priceSpanText(span({ price_min: 3000, price_max: 3000 }))).toBe('¥3,000')
    expect(priceSpanText(span({}))).toBe('价格面议')
  })
  it('writes what priceSpanOf computes', () => {
    expect(priceSpanText(priceSpanOf([priced('tier', 40000, 'from')]))).toBe('¥40,000 起')
    expect(priceSpanText(priceSpanOf([priced('product', 10000), priced('product', 50000)]))).toBe('¥10,000 - ¥50,000')
  })
})

describe('serializeOffering', () => {
  it('defaults what a minimal offering leaves out', () => {
    expect(serializeOffering(offering())).toEqual({
      id: 1,
      kind: 'product',
      name: '方案',
      description: null,
      price: null,
      price_note: null,
      price_text: '价格面议',
      delivery_text: null,
      group: null,
      features: [],
      data_requirement: null,
      research_type: null,
      lessons: null,
      highlighted: false,
      addons: [],
      notes: null,
      terms: [],
      button_text: null,
      images: [],
      tags: [],
      category_id: null,
      page_ids: [],
      service_ids: [],
      sort_order: 0,
      is_active: true,
    })
  })
  it('turns blank group, notes and other texts into null and trims the rest', () => {
    const blank = serializeOffering(
      offering({ group: '   ', notes: '', data_requirement: ' ', research_type: '\n', button_text: '  ' }),
    )
    expect([blank.group, blank.notes, blank.data_requirement, blank.research_type, blank.button_text]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
    const filled = serializeOffering(offering({ group: ' 高端课题 ', notes: ' 约2个月 ' }))
    expect([filled.group, filled.notes]).toEqual(['高端课题', '约2个月'])
  })
  it('computes the price and delivery texts', () => {
    const dto = serializeOffering(
      offering({ kind: 'tier', price: 40000, price_note: 'from', delivery_time: 2, delivery_unit: 'month' }),
    )
    expect([dto.price, dto.price_note, dto.price_text, dto.delivery_text]).toEqual([
      40000,
      'from',
      '¥40,000 起',
      '2个月',
    ])
  })
  it('takes the ids of relations, whether numbers or populated documents', () => {
    const category = { id: 7, name: '临床研究', slug: 'clinical-research', ...stamps } as Category
    const page: ServicePage = { id: 3, slug: 'clinical-1v1', template: 'tier', title: '临床SCI一对一辅导', ...stamps }
    const service = { id: 6, title: '生信分析', ...stamps } as Service
    const dto = serializeOffering(offering({ category, service_pages: [page, 4], services: [5, service] }))
    expect(dto.category_id).toBe(7)
    expect(dto.page_ids).toEqual([3, 4])
    expect(dto.service_ids).toEqual([5, 6])
    expect(serializeOffering(offering({ category: 9 })).category_id).toBe(9)
    expect(serializeOffering(offering({ category: null })).category_id).toBeNull()
  })
  it('gives each add-on its price text, null without a price', () => {
    const dto = serializeOffering(
      offering({
        addons: [
          { name: '协议包', price: 30000, features: ['至录用'], id: 'a' },
          { name: '咨询', price: null },
        ],
      }),
    )
    expect(dto.addons).toEqual([
      { name: '协议包', price: 30000, price_text: '¥30,000', features: ['至录用'] },
      { name: '咨询', price: null, price_text: null, features: [] },
    ])
  })
  it('keeps terms without their row ids, and flags', () => {
    const dto = serializeOffering(
      offering({
        terms: [{ label: '周期', value: '2个月', id: 'x' }],
        highlighted: true,
        is_active: false,
        sort_order: 3,
      }),
    )
    expect(dto.terms).toEqual([{ label: '周期', value: '2个月' }])
    expect([dto.highlighted, dto.is_active, dto.sort_order]).toEqual([true, false, 3])
  })
})
