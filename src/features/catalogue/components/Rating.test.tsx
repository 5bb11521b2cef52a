import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ratingView } from '@/features/catalogue/rating'
import type { ProductDTO } from '@/features/catalogue/serialize'
import { ProductCard } from './ProductCard'
import { Rating } from './Rating'

/** Issue #42: a product shows a rating and a 已服务 count only where staff entered them. */
describe('the rating rule', () => {
  it('shows the entered rating with one decimal, stars filled to it, and the entered count', () => {
    expect(ratingView(4.9, '1000+')).toEqual({ score: '4.9', fill: 98, served: '已服务 1000+ 客户' })
    expect(ratingView(5, null)).toEqual({ score: '5.0', fill: 100, served: null })
    expect(ratingView(3.25, ' 200+ ')).toEqual({ score: '3.3', fill: 65, served: '已服务 200+ 客户' })
  })

  it('shows nothing of what is absent, blank or out of range', () => {
    for (const rating of [null, undefined, 0, 0.5, 5.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(ratingView(rating, null).score, String(rating)).toBeNull()
    }
    for (const served of [null, undefined, '', '   ']) expect(ratingView(null, served).served).toBeNull()
  })
})

describe('Rating', () => {
  it('renders nothing at all (no empty row) when staff entered neither', () => {
    expect(renderToStaticMarkup(<Rating rating={null} />)).toBe('')
    expect(renderToStaticMarkup(<Rating rating={null} servedClients={null} showServed />)).toBe('')
    // A count alone is not shown where the count is not asked for (the category cards).
    expect(renderToStaticMarkup(<Rating rating={null} servedClients="1000+" />)).toBe('')
  })

  it('renders the stars and the number, and the count where asked for', () => {
    const card = renderToStaticMarkup(<Rating rating={4.9} servedClients="1000+" />)
    expect(card).toContain('★★★★★')
    expect(card).toContain('<span class="sr-only">评分 </span>4.9')
    expect(card).toContain('width:98%')
    expect(card).not.toContain('已服务')

    const detail = renderToStaticMarkup(<Rating rating={4.9} servedClients="1000+" showServed />)
    expect(detail).toContain('4.9')
    expect(detail).toContain('<span>已服务 1000+ 客户</span>')
  })

  it('renders one without the other', () => {
    const ratingOnly = renderToStaticMarkup(<Rating rating={4.5} servedClients={null} showServed />)
    expect(ratingOnly).toContain('4.5')
    expect(ratingOnly).not.toContain('已服务')
    const servedOnly = renderToStaticMarkup(<Rating rating={null} servedClients="300+" showServed />)
    expect(servedOnly).toContain('已服务 300+ 客户')
    expect(servedOnly).not.toContain('★')
    expect(servedOnly).not.toContain('评分')
  })
})

const product: ProductDTO = {
  id: 7,
  kind: 'product',
  name: 'SCI论文英文润色',
  description: '母语编辑润色',
  price: 1999,
  price_text: '¥1,999',
  delivery_note: '5个工作日交付',
  image_url: null,
  images: [],
  tags: ['母语润色'],
  category_id: 3,
  categories: { id: 3, name: '论文润色与选刊', slug: 'editing-journal-selection' },
  rating: null,
  served_clients: null,
  is_active: true,
  sort_order: 1,
}

describe('ProductCard', () => {
  it('shows no rating (no fixed 4.9) for a product without one, and its own rating when it has one', () => {
    const without = renderToStaticMarkup(<ProductCard product={product} categoryKey="3" />)
    expect(without).not.toContain('product-rating')
    expect(without).not.toContain('★')
    expect(without).not.toContain('4.9')

    const rated = renderToStaticMarkup(
      <ProductCard product={{ ...product, rating: 4.7, served_clients: '500+' }} categoryKey="3" />,
    )
    expect(rated).toContain('data-testid="product-rating"')
    expect(rated).toContain('4.7')
    expect(rated).not.toContain('已服务')
  })
})
