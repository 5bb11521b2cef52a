import { describe, expect, it } from 'vitest'
import { categoryEmoji } from './CoreServicesGrid.emoji'

describe('categoryEmoji', () => {
  it.each([
    ['生信SCI辅导', '🧬'],
    ['生物信息学', '🧬'],
    ['临床研究', '🏥'],
    ['Meta分析', '📊'],
    ['网状META分析', '📊'],
    ['统计分析', '📈'],
    ['学术写作', '✍️'],
    ['毕业论文', '✍️'],
    ['英文润色', '📝'],
    ['期刊编辑', '📝'],
    ['国自然基金', '💰'],
    ['课题申报', '💰'],
    ['科研培训', '🎓'],
    ['湿实验', '🧪'],
  ])('%s → %s', (name, emoji) => {
    expect(categoryEmoji(name)).toBe(emoji)
  })

  it('applies the keywords in the spec order (论文 before 润色, 生物 before 实验)', () => {
    expect(categoryEmoji('论文润色与选刊')).toBe('✍️')
    expect(categoryEmoji('分子生物学实验')).toBe('🧬')
    expect(categoryEmoji('临床统计')).toBe('🏥')
  })

  it('falls back to 📚', () => {
    expect(categoryEmoji('英语角')).toBe('📚')
    expect(categoryEmoji('')).toBe('📚')
    expect(categoryEmoji(null)).toBe('📚')
  })
})
