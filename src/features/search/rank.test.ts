import { describe, expect, it } from 'vitest'
import { queryTerms } from '@/lib/search-text'
import type { Candidate } from './engine/types'
import { freshness, rank, titleShare } from './rank'

const base: Candidate = {
  rowId: 1,
  kind: 'service',
  docId: 1,
  title: 't',
  url: '/',
  titleTokens: '',
  publishedAt: null,
  relevance: 0.5,
  near: false,
}

describe('rank', () => {
  const terms = queryTerms('统计')
  const now = Date.parse('2026-11-24T00:00:00Z')

  it('puts a title match above any body-only match', () => {
    const title = { ...base, docId: 1, title: 'a', titleTokens: '统计 tongji', relevance: 0.01 }
    const body = {
      ...base,
      docId: 2,
      title: 'b',
      titleTokens: '其他',
      relevance: 0.99,
      kind: 'news' as const,
      publishedAt: '2026-11-24T00:00:00Z',
    }
    expect(rank([body, title], terms, now).map((result) => result.docId)).toEqual([1, 2])
  })

  it('gives recent news a little more, fading with age, and nothing to other kinds', () => {
    expect(freshness({ kind: 'news', publishedAt: '2026-11-24T00:00:00Z' }, now)).toBeCloseTo(0.3)
    expect(freshness({ kind: 'news', publishedAt: '2025-11-24T00:00:00Z' }, now)).toBeLessThan(0.05)
    expect(freshness({ kind: 'case', publishedAt: '2026-11-24T00:00:00Z' }, now)).toBe(0)
  })

  it('ranks near matches below every full match', () => {
    const near = { ...base, docId: 3, relevance: 1, near: true, titleTokens: '统计' }
    const full = { ...base, docId: 4, relevance: 0 }
    expect(rank([near, full], terms, now).map((result) => result.docId)).toEqual([4, 3])
  })

  it('orders equal scores and titles by kind, then id, whatever order the engine gave', () => {
    const same = { ...base, title: '同名', titleTokens: '同名', relevance: 0.5 }
    const rows = [
      { ...same, kind: 'service' as const, docId: 9 },
      { ...same, kind: 'news' as const, docId: 7 },
      { ...same, kind: 'service' as const, docId: 2 },
      { ...same, kind: 'news' as const, docId: 3 },
    ]
    const order = (list: Candidate[]) => rank(list, terms, now).map((result) => `${result.kind}:${result.docId}`)
    expect(order(rows)).toEqual(['news:3', 'news:7', 'service:2', 'service:9'])
    expect(order([...rows].reverse())).toEqual(order(rows))
  })

  it('counts the share of terms in the title, prefixes included', () => {
    expect(titleShare(queryTerms('meta 分析'), 'meta 网状')).toBe(0.5)
    expect(titleShare(queryTerms('zhongl'), 'zhongliu')).toBe(1)
  })
})
