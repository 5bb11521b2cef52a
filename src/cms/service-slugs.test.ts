import { describe, expect, it } from 'vitest'
import { SLUG_FORMAT, SLUG_REQUIRED, isServicePageSlug, serviceSlugFormatError } from './service-slugs'

describe('service page slugs', () => {
  it('accepts lowercase ASCII words joined by hyphens, with at least one letter', () => {
    for (const slug of ['writing-training', 'bioinformatics-1v1', 'a', 'x2', 'new-service-2027'])
      expect(serviceSlugFormatError(slug), slug).toBeNull()
  })

  it('refuses anything else with a Chinese message', () => {
    expect(serviceSlugFormatError('')).toBe(SLUG_REQUIRED)
    expect(serviceSlugFormatError(undefined)).toBe(SLUG_REQUIRED)
    for (const slug of ['Writing', '写作培训', 'a_b', 'a b', '-a', 'a-', 'a--b', '123', 'a/b', '../x', 'x'.repeat(81)])
      expect(serviceSlugFormatError(slug), slug).toBe(SLUG_FORMAT)
    expect(SLUG_FORMAT).toMatch(/[\u4e00-\u9fff]/)
  })

  it('tells the route which segments to look up as service pages', () => {
    expect(isServicePageSlug('clinical-1v1')).toBe(true)
    expect(isServicePageSlug('3')).toBe(false) // a category id
    expect(isServicePageSlug('%E7%94%9F')).toBe(false)
  })
})
