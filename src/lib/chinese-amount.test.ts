import { describe, expect, it } from 'vitest'
import { amountInChineseCapitals, MAX_CAPITALS_YUAN } from './chinese-amount'

describe('amountInChineseCapitals', () => {
  it.each([
    // Whole yuan, and 整.
    [0, '零元整'],
    [1, '壹元整'],
    [9, '玖元整'],
    [10, '壹拾元整'],
    [11, '壹拾壹元整'],
    [20, '贰拾元整'],
    [99, '玖拾玖元整'],
    [100, '壹佰元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1000, '壹仟元整'],
    [1001, '壹仟零壹元整'],
    [1005, '壹仟零伍元整'],
    [1010, '壹仟零壹拾元整'],
    [1100, '壹仟壹佰元整'],
    [9999, '玖仟玖佰玖拾玖元整'],
    [13888, '壹万叁仟捌佰捌拾捌元整'],
    // 零 between groups: only where zeros stand between written digits and no unit absorbs them.
    [10000, '壹万元整'],
    [10001, '壹万零壹元整'],
    [10010, '壹万零壹拾元整'],
    [10100, '壹万零壹佰元整'],
    [11000, '壹万壹仟元整'],
    [100000, '壹拾万元整'],
    [105000, '壹拾万伍仟元整'],
    [107000, '壹拾万柒仟元整'],
    [100500, '壹拾万零伍佰元整'],
    [120000, '壹拾贰万元整'],
    [1000010, '壹佰万零壹拾元整'],
    [1010000, '壹佰零壹万元整'],
    [10000000, '壹仟万元整'],
    [10001000, '壹仟万壹仟元整'],
    [12345678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
    // 亿.
    [1_0000_0000, '壹亿元整'],
    [1_0000_0001, '壹亿零壹元整'],
    [1_0001_0000, '壹亿零壹万元整'],
    [1_1000_0000, '壹亿壹仟万元整'],
    [1_0100_0000, '壹亿零壹佰万元整'],
    [10_0000_0000, '壹拾亿元整'],
    [20_0300_0400, '贰拾亿零叁佰万零肆佰元整'],
    [1000_0001_0000, '壹仟亿零壹万元整'],
    [9999_9999_9999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [MAX_CAPITALS_YUAN, '壹万亿元整'],
    // 角 and 分.
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    [0.01, '壹分'],
    [0.1, '壹角'],
    [3.07, '叁元零柒分'],
    [3.7, '叁元柒角'],
    [3.75, '叁元柒角伍分'],
    [20.5, '贰拾元伍角'],
    [1005.5, '壹仟零伍元伍角'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [100000.01, '壹拾万元零壹分'],
    [107000.53, '壹拾万柒仟元伍角叁分'],
    [1_0000_0000.1, '壹亿元壹角'],
  ])('%d → %s', (yuan, expected) => {
    expect(amountInChineseCapitals(yuan)).toBe(expected)
  })

  it('works in whole fen, so binary fractions round to the intended amount', () => {
    expect(amountInChineseCapitals(0.1 + 0.2)).toBe('叁角')
    expect(amountInChineseCapitals(0.29)).toBe('贰角玖分')
    expect(amountInChineseCapitals(19.999)).toBe('贰拾元整')
    expect(amountInChineseCapitals(0.004)).toBe('零元整')
    expect(amountInChineseCapitals(-0)).toBe('零元整')
  })

  it.each([-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, MAX_CAPITALS_YUAN + 1, 1e15])(
    'rejects %d',
    (yuan) => {
      expect(() => amountInChineseCapitals(yuan)).toThrow(RangeError)
    },
  )
})
