import { describe, expect, it } from 'vitest'
import { expandQuery, MAX_QUERY_VARIANTS, synonymProblem, synonymWords } from './search-synonyms'

describe('synonymWords', () => {
  it('splits on commas of either width, 、, ；, = and new lines, folds and drops repeats', () => {
    expect(synonymWords('荟萃分析，Meta分析, META分析\n meta  analysis ; 元分析=系统评价、元分析')).toEqual([
      '荟萃分析',
      'meta分析',
      'meta analysis',
      '元分析',
      '系统评价',
    ])
    expect(synonymWords('')).toEqual([])
    expect(synonymWords(null)).toEqual([])
  })
})

describe('synonymProblem', () => {
  it('asks for two words at least, ten at most, thirty characters each', () => {
    expect(synonymProblem('荟萃分析, Meta分析')).toBeNull()
    expect(synonymProblem('荟萃分析')).toBe('请至少填写两个词，用逗号分隔，例如：荟萃分析, Meta分析')
    expect(synonymProblem('荟萃分析，荟萃分析')).toBe('请至少填写两个词，用逗号分隔，例如：荟萃分析, Meta分析')
    expect(synonymProblem(Array.from({ length: 11 }, (_, i) => `词${i}`).join(','))).toBe('一组最多 10 个词')
    expect(synonymProblem(`甲, ${'长'.repeat(31)}`)).toBe(`每个词最多 30 个字：“${'长'.repeat(31)}”太长`)
  })
})

describe('expandQuery', () => {
  const groups = [
    ['荟萃分析', 'meta分析', 'meta analysis'],
    ['sci', '科学引文索引'],
    ['生信', '生物信息'],
  ]

  it('adds the query with each other word of the group in place of the one found, the query first', () => {
    expect(expandQuery('荟萃分析 肿瘤', groups)).toEqual(['荟萃分析 肿瘤', 'meta分析 肿瘤', 'meta analysis 肿瘤'])
    expect(expandQuery('Ｍｅｔａ 分析', groups)).toEqual(['meta 分析', '荟萃分析', 'meta analysis'])
  })

  it('finds a word inside Chinese text but not inside a longer Latin word', () => {
    expect(expandQuery('网状meta分析', groups)).toEqual(['网状meta分析', '网状 荟萃分析', '网状 meta analysis'])
    expect(expandQuery('science', groups)).toEqual(['science'])
    expect(expandQuery('SCI论文', groups)).toEqual(['sci论文', '科学引文索引 论文'])
  })

  it('combines two groups, and never gives more than the limit', () => {
    const variants = expandQuery('生信 荟萃分析', groups)
    expect(variants[0]).toBe('生信 荟萃分析')
    expect(variants).toContain('生物信息 meta分析')
    expect(variants.length).toBeLessThanOrEqual(MAX_QUERY_VARIANTS)
    expect(new Set(variants).size).toBe(variants.length)
  })

  it('leaves a query without any group word alone', () => {
    expect(expandQuery('单细胞', groups)).toEqual(['单细胞'])
    expect(expandQuery('单细胞', [])).toEqual(['单细胞'])
  })
})
