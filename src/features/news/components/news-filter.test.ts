import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, filterByCategory, newsCategories, selectedCategory } from './news-filter'

const items = [
  { id: 1, category: '学术前沿' },
  { id: 2, category: '技术进展' },
  { id: 3, category: '行业资讯' },
  { id: 4, category: '学术前沿' },
  { id: 5, category: null },
  { id: 6, category: ' 行业资讯 ' },
]

describe('newsCategories', () => {
  it('starts with 全部, then distinct categories in first-seen order', () => {
    expect(newsCategories(items)).toEqual(['全部', '学术前沿', '技术进展', '行业资讯'])
  })

  it('is only 全部 for an empty or uncategorised list', () => {
    expect(newsCategories([])).toEqual([ALL_CATEGORIES])
    expect(newsCategories([{ category: null }, { category: ' ' }])).toEqual([ALL_CATEGORIES])
  })
})

describe('filterByCategory', () => {
  it('keeps everything for 全部', () => {
    expect(filterByCategory(items, ALL_CATEGORIES)).toHaveLength(6)
  })

  it('keeps only the chosen category', () => {
    expect(filterByCategory(items, '学术前沿').map((item) => item.id)).toEqual([1, 4])
    expect(filterByCategory(items, '行业资讯').map((item) => item.id)).toEqual([3, 6])
  })

  it('is empty for a category with no news', () => {
    expect(filterByCategory(items, '不存在的分类')).toEqual([])
  })
})

describe('selectedCategory', () => {
  it('reads the query value, defaulting to 全部', () => {
    expect(selectedCategory('技术进展')).toBe('技术进展')
    expect(selectedCategory(['行业资讯', 'x'])).toBe('行业资讯')
    expect(selectedCategory(undefined)).toBe('全部')
    expect(selectedCategory('  ')).toBe('全部')
  })
})
