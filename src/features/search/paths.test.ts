import { describe, expect, it } from 'vitest'
import { requestedSearchPage, searchPath } from './paths'

describe('searchPath', () => {
  it('gives page 1 no page parameter and later pages `&page=N`', () => {
    expect(searchPath('统计')).toBe('/search?q=%E7%BB%9F%E8%AE%A1')
    expect(searchPath('统计', 1)).toBe('/search?q=%E7%BB%9F%E8%AE%A1')
    expect(searchPath('统计', 2)).toBe('/search?q=%E7%BB%9F%E8%AE%A1&page=2')
  })

  it('encodes every character that would change the address', () => {
    const path = searchPath('R&D 100% a+b?#=/', 3)
    expect(path).toBe('/search?q=R%26D%20100%25%20a%2Bb%3F%23%3D%2F&page=3')
    const url = new URL(path, 'https://example.com')
    expect(url.searchParams.get('q')).toBe('R&D 100% a+b?#=/')
    expect(url.searchParams.get('page')).toBe('3')
  })
})

describe('requestedSearchPage', () => {
  it('reads an absent parameter as page 1 and a plain whole number from 2 up as that page', () => {
    expect(requestedSearchPage(undefined)).toBe(1)
    expect(requestedSearchPage('2')).toBe(2)
    expect(requestedSearchPage('999999')).toBe(999999)
  })

  it('refuses page 1 written out, zero, signs, leading zeros, fractions, words and the empty value', () => {
    for (const raw of ['1', '0', '-2', '+2', '02', '2.0', '1e3', 'abc', '', ' 2', '1000000']) {
      expect(requestedSearchPage(raw), raw).toBeNull()
    }
  })
})
