import { describe, expect, it } from 'vitest'
import type { ServicePage } from '@/payload-types'
import { serializeConsultingService } from './consulting'

const stamps = { createdAt: '2026-11-23T00:00:00.000Z', updatedAt: '2026-11-23T00:00:00.000Z' }

describe('serializeConsultingService', () => {
  it('maps a consulting service page to the card and detail shape', () => {
    const page: ServicePage = {
      id: 1,
      slug: 'academic-career',
      template: 'consulting',
      title: '学术职业发展',
      description: '规划',
      icon: 'briefcase',
      color: 'teal',
      card_features: ['一', '二', '三', '四', '五'],
      intro: '简介',
      features: [{ title: '路径', description: '比较' }],
      audience: ['博士'],
      steps: [{ title: '访谈', description: null }],
      format: '线上',
      ...stamps,
    }
    expect(serializeConsultingService(page)).toEqual({
      id: 'academic-career',
      title: '学术职业发展',
      description: '规划',
      icon: 'briefcase',
      color: 'teal',
      features: ['一', '二', '三', '四'],
      link: '/services/academic-career',
      intro: '简介',
      includes: [{ title: '路径', description: '比较' }],
      audience: ['博士'],
      process: [{ title: '访谈', description: '' }],
      format: '线上',
    })
  })

  it('fills a page staff left sparse with defaults', () => {
    const dto = serializeConsultingService({ id: 2, slug: 'x-y', template: 'consulting', title: '新咨询', ...stamps })
    expect(dto).toMatchObject({ icon: 'lightbulb', color: 'blue', features: [], includes: [], audience: [], intro: '' })
  })
})
