import { describe, expect, it } from 'vitest'
import { formatAmount, lineAmountFen, quoteTotalFen, toYuan } from './money'

describe('quote arithmetic', () => {
  it('adds lines in fen, without floating-point drift', () => {
    expect(
      quoteTotalFen([
        { quantity: 1, unit_price: 0.1 },
        { quantity: 1, unit_price: 0.2 },
      ]),
    ).toBe(30)
    expect(toYuan(quoteTotalFen([{ quantity: 3, unit_price: 19.99 }]))).toBe(59.97)
  })

  it('takes the discount off the line and never goes below zero', () => {
    expect(lineAmountFen({ quantity: 2, unit_price: 13888, discount: 888 })).toBe(2688800)
    expect(lineAmountFen({ quantity: 1, unit_price: 100, discount: 500 })).toBe(0)
  })

  it('formats amounts with fen', () => {
    expect(formatAmount(13888)).toBe('¥13,888.00')
    expect(formatAmount(0.5)).toBe('¥0.50')
  })
})
