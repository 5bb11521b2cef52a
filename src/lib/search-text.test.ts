import { describe, expect, it } from 'vitest'
import { documentTokens, foldText, htmlToText, indexTokens, queryTerms, termMatches } from './search-text'

describe('foldText', () => {
  it('folds full-width letters, digits and spaces, and case', () => {
    expect(foldText('ＳＣＩ　论文１２３ Meta')).toBe('sci 论文123 meta')
  })
})

describe('indexTokens', () => {
  it('indexes every character and bigram of Chinese text, so two-character words match', () => {
    const tokens = indexTokens('生物统计学')
    for (const token of ['生', '物', '统', '计', '学', '生物', '物统', '统计', '计学']) expect(tokens).toContain(token)
  })

  it('adds the full pinyin of bigrams and words; initials only when asked (titles)', () => {
    expect(indexTokens('肿瘤微环境')).toEqual(expect.arrayContaining(['zhongliu', 'weihuan', 'huanjing']))
    expect(indexTokens('肿瘤')).not.toContain('zl')
    expect(indexTokens('肿瘤', { initials: true })).toContain('zl')
  })

  it('keeps Latin words and numbers folded, beside the Chinese (Meta分析, R语言, SCI)', () => {
    expect(indexTokens('网状Meta分析')).toEqual(expect.arrayContaining(['meta', '分析', '网状']))
    expect(indexTokens('R语言')).toEqual(expect.arrayContaining(['r', '语言', 'yuyan']))
    expect(indexTokens('ＳＣＩ论文')).toEqual(expect.arrayContaining(['sci', '论文']))
  })

  it('keeps only letters and digits in tokens', () => {
    for (const token of indexTokens('C++ & "quotes" <b>标签</b> e-mail: a_b 100%')) {
      expect(token).toMatch(/^[\p{L}\p{N}]+$/u)
    }
  })

  it('separates title and body tokens', () => {
    const tokens = documentTokens('基金申请', '正文内容')
    expect(tokens.title.split(' ')).toContain('jj')
    expect(tokens.body.split(' ')).not.toContain('基金')
  })
})

describe('queryTerms', () => {
  it('uses Chinese words of one or two characters as they are, longer ones as bigrams', () => {
    expect(queryTerms('肿瘤').map((term) => term.token)).toEqual(['肿瘤'])
    expect(queryTerms('癌').map((term) => term.token)).toEqual(['癌'])
    expect(queryTerms('生物信息学').map((term) => term.token)).toEqual(expect.arrayContaining(['生物', '信息']))
  })

  it('lets the last Latin word be a prefix while typing', () => {
    expect(queryTerms('zhongl')).toEqual([{ token: 'zhongl', prefix: true }])
    expect(queryTerms('zhongl', { partial: false })).toEqual([{ token: 'zhongl', prefix: false }])
    expect(queryTerms('meta 分析')).toEqual([
      { token: 'meta', prefix: false },
      { token: '分析', prefix: false },
    ])
    expect(queryTerms('r')).toEqual([{ token: 'r', prefix: false }])
  })

  it('ignores punctuation and operators, and caps the number of terms', () => {
    expect(queryTerms('" OR * NEAR( :').map((term) => term.token)).toEqual(['or', 'near'])
    expect(queryTerms('').length).toBe(0)
    expect(queryTerms('一二三四五六七八九十甲乙丙丁戊己').length).toBe(8)
  })

  it('matches tokens exactly or by prefix', () => {
    expect(termMatches({ token: 'zhong', prefix: true }, 'zhongliu')).toBe(true)
    expect(termMatches({ token: 'zhong', prefix: false }, 'zhongliu')).toBe(false)
  })
})

describe('htmlToText', () => {
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(htmlToText('<p>统计&amp;分析&nbsp;<b>R</b></p><script>x()</script><style>p{}</style>&#x4e2d;&#25991;')).toBe(
      '统计&分析 R 中文',
    )
  })
})

describe('traditional and simplified characters', () => {
  it('folds traditional characters to simplified, leaving simplified text and Latin alone', () => {
    expect(foldText('腫瘤微環境 統計學 國家自然科學基金')).toBe('肿瘤微环境 统计学 国家自然科学基金')
    expect(foldText('肿瘤 统计 著名 干燥 里面')).toBe('肿瘤 统计 著名 干燥 里面')
    expect(foldText('Meta分析 ＳＣＩ')).toBe('meta分析 sci')
  })

  it('gives a traditional text the tokens of its simplified form, and a traditional query its terms', () => {
    expect(indexTokens('單細胞測序揭示腫瘤微環境')).toEqual(indexTokens('单细胞测序揭示肿瘤微环境'))
    expect(queryTerms('腫瘤 統計')).toEqual(queryTerms('肿瘤 统计'))
  })
})
