import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<h2>标题</h2><p>正文 <strong>加粗</strong> <em>斜体</em></p><ul><li>一</li></ul><blockquote>引用</blockquote>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps code blocks with their language class', () => {
    const html = '<pre class="language-r"><code class="language-r">fit &lt;- lm(y ~ x)</code></pre>'
    expect(sanitizeHtml(html)).toBe(
      '<pre class="language-r" tabindex="0"><code class="language-r">fit &lt;- lm(y ~ x)</code></pre>',
    )
  })

  it('keeps tables', () => {
    const html = '<table><thead><tr><th scope="col">指标</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html.replace('<table>', '<table tabindex="0">'))
  })

  it('removes scripts with their content, styles and frames', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe>',
    )
    expect(out).toBe('<p>a</p>')
  })

  it('removes event handler attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">a</p><img src="/cms-api/media/file/a.png" onerror="alert(1)" alt="图">',
    )
    expect(out).not.toMatch(/onclick|onerror|alert/)
    expect(out).toContain('<p>a</p>')
    expect(out).toContain('src="/cms-api/media/file/a.png"')
  })

  it('removes javascript: and data: URLs', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><img src="data:image/png;base64,AAAA">',
    )
    expect(out).not.toMatch(/javascript|data:/i)
  })

  it('adds rel=noopener to links and keeps http(s), mailto and relative links', () => {
    const out = sanitizeHtml(
      '<a href="https://pubmed.ncbi.nlm.nih.gov/" target="_blank">PubMed</a><a href="/contact">联系</a><a href="mailto:a@b.cn">信</a>',
    )
    expect(out).toContain(
      '<a href="https://pubmed.ncbi.nlm.nih.gov/" target="_blank" rel="noopener noreferrer">PubMed</a>',
    )
    expect(out).toContain('<a href="/contact" rel="noopener noreferrer">联系</a>')
    expect(out).toContain('href="mailto:a@b.cn"')
  })

  it('drops unknown classes and inline styles', () => {
    const out = sanitizeHtml('<p class="evil" style="position:fixed">a</p><code class="language-js other">b</code>')
    expect(out).toBe('<p>a</p><code class="language-js">b</code>')
  })

  it('lazy-loads images and gives them an alt text attribute', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" loading="lazy" alt="" />')
  })

  it('makes sideways-scrolling blocks keyboard-focusable, whatever tabindex was given', () => {
    expect(sanitizeHtml('<pre tabindex="-1">x</pre>')).toBe('<pre tabindex="0">x</pre>')
  })

  it('returns an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('sanitizeHtml on the HTML produced from rich text (cms/richtext/to-html.ts)', () => {
  it('keeps figures with captions, spanning cells, list starts and link targets unchanged', () => {
    const html =
      '<figure><img src="/cms-api/media/file/a.png" alt="图" width="10" height="5" loading="lazy" /><figcaption>图 1</figcaption></figure>' +
      '<table tabindex="0"><tbody><tr><th>甲</th></tr><tr><td colspan="2" rowspan="2">乙</td></tr></tbody></table>' +
      '<ol start="3"><li>三<ul><li>三点一</li></ul></li></ol>' +
      '<p><a href="/news/a" target="_blank" rel="noopener noreferrer">链接</a><u>下划</u><s>删除</s>H<sub>2</sub>O</p><hr />'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('drops the inline styles and classes Lexical’s default converters would write', () => {
    expect(
      sanitizeHtml('<p style="text-align:center" class="x"><span style="text-decoration: underline;">u</span></p>'),
    ).toBe('<p><span>u</span></p>')
  })
})
