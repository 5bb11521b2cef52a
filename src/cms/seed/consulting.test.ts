import { describe, expect, it } from 'vitest'
import { consultingPages } from './consulting'

const SPEC_SLUGS = [
  'paper-topic-guidance',
  'research-methodology',
  'team-collaboration',
  'project-planning',
  'academic-thinking',
  'achievement-transformation',
  'academic-reputation',
  'academic-career',
]

describe('consulting service pages (seed)', () => {
  it('are the eight services of the spec, in its order, with the consulting template', () => {
    expect(consultingPages.map((page) => page.slug)).toEqual(SPEC_SLUGS)
    expect(consultingPages.every((page) => page.template === 'consulting')).toBe(true)
    const orders = consultingPages.map((page) => page.sort_order ?? 0)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
  })

  it('each has four non-empty card points and a complete detail page', () => {
    for (const page of consultingPages) {
      expect(page.card_features).toHaveLength(4)
      expect(page.card_features.every((feature) => feature.trim() !== '')).toBe(true)
      expect(page.features.length).toBeGreaterThanOrEqual(3)
      expect(page.audience.length).toBeGreaterThanOrEqual(2)
      expect(page.steps.length).toBeGreaterThanOrEqual(3)
      expect(page.intro.trim()).not.toBe('')
      expect(page.format.trim()).not.toBe('')
    }
  })
})
