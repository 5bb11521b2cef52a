import { describe, expect, it } from 'vitest'
import { queryTerms } from '@/lib/search-text'
import { escapeHtml, highlightHtml, snippetHtml } from './snippet'

describe('snippetHtml', () => {
  it('marks Chinese words, escapes the rest', () => {
    expect(snippetHtml('<b>肿瘤</b> & 统计', queryTerms('肿瘤'))).toBe(
      '&lt;b&gt;<mark>肿瘤</mark>&lt;/b&gt; &amp; 统计',
    )
  })

  it('marks the characters a pinyin or initials query found', () => {
    expect(highlightHtml('肿瘤微环境研究', queryTerms('zhongliu'))).toBe('<mark>肿瘤</mark>微环境研究')
    expect(highlightHtml('肿瘤微环境研究', queryTerms('zl'))).toBe('<mark>肿瘤</mark>微环境研究')
  })

  it('marks Latin words whatever their case or width', () => {
    expect(highlightHtml('网状Meta分析与ＳＣＩ论文', queryTerms('meta sci'))).toBe(
      '网状<mark>Meta</mark>分析与<mark>ＳＣＩ</mark>论文',
    )
  })

  it('cuts a long text around the first match with ellipses', () => {
    const text = `${'前文内容'.repeat(30)}关键的基金申请要点${'后文内容'.repeat(40)}`
    const snippet = snippetHtml(text, queryTerms('基金'))
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet).toContain('<mark>基金</mark>')
    expect(snippet.replace(/<\/?mark>|…/g, '').length).toBeLessThanOrEqual(110)
  })

  it('shows the beginning when nothing in the text matches', () => {
    expect(snippetHtml('只在标题中出现', queryTerms('基金'))).toBe('只在标题中出现')
    expect(snippetHtml('', queryTerms('基金'))).toBe('')
  })

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('traditional text', () => {
  it('marks a simplified query in traditional text, at the traditional characters', () => {
    expect(highlightHtml('單細胞測序揭示腫瘤微環境', queryTerms('肿瘤'))).toBe('單細胞測序揭示<mark>腫瘤</mark>微環境')
    expect(highlightHtml('腫瘤研究', queryTerms('zhongliu'))).toBe('<mark>腫瘤</mark>研究')
  })
})
