import { describe, expect, it } from 'vitest'
import { join, rowOf } from './sources'

describe('search body text', () => {
  it('closes each part that does not end a sentence, and adds nothing after the last', () => {
    expect(join('单细胞测序数据分析', ['一对一指导。', 'R语言'], '  ', '统计')).toBe(
      '单细胞测序数据分析。一对一指导。R语言。统计',
    )
  })

  it('keeps a space after Latin punctuation, and adds no 。 or ： after Chinese punctuation', () => {
    expect(join('Single-cell analysis.', 'RNA-seq', '为什么要做单细胞？', '统计')).toBe(
      'Single-cell analysis. RNA-seq。为什么要做单细胞？统计',
    )
  })

  it('reads a product’s tags as one phrase after its description, not as run-on words', () => {
    const row = rowOf('offerings', {
      id: 7,
      slug: 'scrna',
      name: '单细胞测序分析',
      description: '从原始数据到发表级图表。',
      tags: ['单细胞', ' 肿瘤 ', 3, ''],
    })
    expect(row.body).toBe('从原始数据到发表级图表。单细胞、肿瘤')
    expect(row.title).toBe('单细胞测序分析')
  })

  it('reads a repeated item as its title and description', () => {
    const row = rowOf('service-pages', {
      id: 2,
      slug: 'meta',
      title: 'Meta分析',
      description: '循证医学',
      features: [
        { title: '选题', description: '找到可做的题目' },
        { title: '检索' },
        { title: '为何？', description: '说明' },
      ],
    })
    expect(row.body).toBe('循证医学。选题：找到可做的题目。检索。为何？说明')
  })
})
