import { describe, expect, it } from 'vitest'
import { productIdFromParam } from './ids'

describe('productIdFromParam', () => {
  it('reads positive whole numbers', () => {
    expect(productIdFromParam('1')).toBe(1)
    expect(productIdFromParam('0042')).toBe(42)
  })

  it('refuses everything else', () => {
    for (const raw of ['0', '-1', '1.5', 'abc', '1e3', '', ' ', '9999999999999', null, undefined]) {
      expect(productIdFromParam(raw)).toBeNull()
    }
  })
})
