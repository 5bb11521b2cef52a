import { describe, expect, it } from 'vitest'
import { labelTiers, serviceBullets } from './service-content'

describe('serviceBullets', () => {
  it('splits on • and keeps at most four trimmed items', () => {
    expect(
      serviceBullets('研究背景梳理 • 数据可用性评估 • 选题可行性分析 • 初步研究方案 • 一次线上答疑 • 评估报告交付'),
    ).toEqual(['研究背景梳理', '数据可用性评估', '选题可行性分析', '初步研究方案'])
  })

  it('drops empty items, including a leading bullet', () => {
    expect(serviceBullets('• 选题指导 •• 数据分析 • ')).toEqual(['选题指导', '数据分析'])
  })

  it('handles missing content and a single item', () => {
    expect(serviceBullets(null)).toEqual([])
    expect(serviceBullets('')).toEqual([])
    expect(serviceBullets('只有一项')).toEqual(['只有一项'])
  })

  it('accepts another maximum', () => {
    expect(serviceBullets('a•b•c', 2)).toEqual(['a', 'b'])
  })
})

describe('labelTiers', () => {
  it('labels the first three by position and drops the rest', () => {
    expect(labelTiers(['x', 'y', 'z', 'w'])).toEqual([
      { label: '基础版', service: 'x' },
      { label: '高级版', service: 'y' },
      { label: '专业版', service: 'z' },
    ])
  })

  it('labels fewer than three', () => {
    expect(labelTiers(['only'])).toEqual([{ label: '基础版', service: 'only' }])
    expect(labelTiers([])).toEqual([])
  })
})
