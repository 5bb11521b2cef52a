import { describe, expect, it } from 'vitest'
import { adminChinese, tightenTemplate } from './wording'
import { chineseFor } from './admin-english'

describe('the admin’s Chinese templates', () => {
  it('drops the space between Chinese words and a Chinese name', () => {
    expect(tightenTemplate('正在创建新的 {{label}}')).toBe('正在创建新的{{label}}')
    expect(tightenTemplate('成功创建 {{label}}')).toBe('成功创建{{label}}')
    expect(tightenTemplate('<没有 {{label}}>')).toBe('<没有{{label}}>')
    expect(tightenTemplate('已选择 {{count}} 个 {{label}}')).toBe('已选择 {{count}} 个{{label}}')
  })

  it('changes Payload’s templates and rewords its English', () => {
    const zh = adminChinese()
    expect(zh.general?.creatingNewLabel).toBe('正在创建新的{{label}}')
    expect(zh.general?.successfullyCreated).toBe('成功创建{{label}}')
    expect(zh.general?.noLabel).toBe('（未填写{{label}}）')
    expect(zh.general?.payloadSettings).toBe('后台设置')
    for (const group of Object.values(zh)) {
      for (const text of Object.values(group))
        expect(text.replace(/\{\{\w+\}\}|<\/?\d>/g, '')).not.toMatch(/[A-Za-z]{2,}/)
    }
  })
})

describe('Payload’s hard-coded English', () => {
  it('has Chinese for each string, whole strings only', () => {
    expect(chineseFor('Table')).toBe('表格')
    expect(chineseFor(' Drag to move ')).toBe('拖动以移动')
    expect(chineseFor('Insert 2 rows above')).toBe('在上方插入 2 行')
    expect(chineseFor('Insert column right')).toBe('在右侧插入 1 列')
    expect(chineseFor('Table of results')).toBeUndefined()
    expect(chineseFor('')).toBeUndefined()
  })
})
