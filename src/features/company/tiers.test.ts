import { describe, expect, it } from 'vitest'
import { ALL_TIERS, filterTiers, tierCategories } from './tiers'

const tiers = [
  { name: 'a', category: '普通生信SCI一对一辅导' },
  { name: 'b', category: 'SCI协议包成果项目' },
  { name: 'c', category: '普通生信SCI一对一辅导' },
  { name: 'd', category: '高端课题' },
  { name: 'e', category: null },
]

describe('tierCategories', () => {
  it('lists each group once, in first-seen order, skipping tiers without a group', () => {
    expect(tierCategories(tiers)).toEqual(['普通生信SCI一对一辅导', 'SCI协议包成果项目', '高端课题'])
  })
})

describe('filterTiers', () => {
  it('全部 shows every tier', () => {
    expect(ALL_TIERS).toBe('全部')
    expect(filterTiers(tiers, ALL_TIERS).map((t) => t.name)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
  it('a group shows only its tiers', () => {
    expect(filterTiers(tiers, '普通生信SCI一对一辅导').map((t) => t.name)).toEqual(['a', 'c'])
    expect(filterTiers(tiers, '高端课题').map((t) => t.name)).toEqual(['d'])
    expect(filterTiers(tiers, '不存在')).toEqual([])
  })
})
