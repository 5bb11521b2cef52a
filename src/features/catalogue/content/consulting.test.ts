import { describe, expect, it } from 'vitest'
import { CONSULTING_SERVICES, findConsultingService } from './consulting'

const SPEC_LINKS = [
  '/services/paper-topic-guidance',
  '/services/research-methodology',
  '/services/team-collaboration',
  '/services/project-planning',
  '/services/academic-thinking',
  '/services/achievement-transformation',
  '/services/academic-reputation',
  '/services/academic-career',
]

describe('consulting services', () => {
  it('are the eight services of the spec, in its order, each linking to its own detail page', () => {
    expect(CONSULTING_SERVICES.map((service) => service.link)).toEqual(SPEC_LINKS)
    for (const service of CONSULTING_SERVICES) expect(service.link).toBe(`/services/${service.id}`)
  })

  it('each has four non-empty features and a complete detail page', () => {
    for (const service of CONSULTING_SERVICES) {
      expect(service.features).toHaveLength(4)
      expect(service.features.every((feature) => feature.trim() !== '')).toBe(true)
      expect(service.includes.length).toBeGreaterThanOrEqual(3)
      expect(service.audience.length).toBeGreaterThanOrEqual(2)
      expect(service.process.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('are found by id, and unknown ids are not', () => {
    expect(findConsultingService('academic-career')?.title).toBe('学术职业发展')
    expect(findConsultingService('nope')).toBeNull()
  })
})
