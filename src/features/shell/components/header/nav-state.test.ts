import { describe, expect, it } from 'vitest'
import { CASES_ACTIVE, RESOURCES_ACTIVE, SERVICES_ACTIVE, isActive } from './nav-state'

describe('isActive', () => {
  it('matches exact paths exactly', () => {
    expect(isActive('/', { exact: '/' })).toBe(true)
    expect(isActive('/contact', { exact: '/' })).toBe(false)
    expect(isActive('/contact', { exact: '/contact' })).toBe(true)
    expect(isActive('/contact/x', { exact: '/contact' })).toBe(false)
  })

  it('marks the sections the header groups', () => {
    expect(isActive('/services/writing-training', SERVICES_ACTIVE)).toBe(true)
    expect(isActive('/category-products/3', SERVICES_ACTIVE)).toBe(true)
    expect(isActive('/news/some-article', RESOURCES_ACTIVE)).toBe(true)
    expect(isActive('/resources', RESOURCES_ACTIVE)).toBe(true)
    expect(isActive('/cases/abc', CASES_ACTIVE)).toBe(true)
    expect(isActive('/contact', SERVICES_ACTIVE)).toBe(false)
  })

  it('is false without a path (before hydration of a not-found page)', () => {
    expect(isActive(null, { exact: '/' })).toBe(false)
    expect(isActive(null, CASES_ACTIVE)).toBe(false)
  })
})
