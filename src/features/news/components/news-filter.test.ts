import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, newsCategories, newsListPath, selectedCategory } from './news-filter'

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

describe('newsListPath', () => {
  it('is /news for 全部, a category page for the others, with /page/N from page 2', () => {
    expect(newsListPath(ALL_CATEGORIES)).toBe('/news')
    expect(newsListPath(ALL_CATEGORIES, 1)).toBe('/news')
    expect(newsListPath(ALL_CATEGORIES, 3)).toBe('/news/page/3')
    expect(newsListPath('行业资讯')).toBe(`/news/category/${encodeURIComponent('行业资讯')}`)
    expect(newsListPath('A/B 资讯', 2)).toBe('/news/category/A%2FB%20%E8%B5%84%E8%AE%AF/page/2')
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
