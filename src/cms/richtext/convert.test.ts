import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { sanitizeHtml } from '@/lib/sanitize'
import { htmlToRichText, mediaFileNames, type FindMedia } from './from-html'
import { richTextToHtml } from './to-html'
import { MEDIA_SRC, corpus } from './testing/corpus'
import { outline } from './testing/compare'

/**
 * HTML -> rich text -> HTML on a corpus of real-looking articles: the text and every structure the
 * sanitiser allows and the editor has (headings, lists, quotes, links, tables, images, code,
 * inline formats) survive. Runs on the real collection config (no database is opened).
 */

let editorConfig: SanitizedServerEditorConfig

const MEDIA = {
  id: 42,
  url: MEDIA_SRC,
  alt: '媒体库中的替代文字',
  filename: 'corpus-figure.png',
  mimeType: 'image/png',
  width: 1200,
  height: 800,
}
const findMedia: FindMedia = async (src) =>
  mediaFileNames(src, '/cms-api').includes(MEDIA.filename) ? { id: MEDIA.id } : null
const linked: Record<string, Record<string, { id: number; slug?: string }>> = {
  news: { '7': { id: 7, slug: 'camp-2026' } },
  'service-pages': { '3': { id: 3, slug: 'meta-analysis' } },
  offerings: { '9': { id: 9 } },
}
const populate = async <T extends object>({ collectionSlug, id }: { collectionSlug: string; id: number | string }) =>
  (collectionSlug === 'media' && Number(id) === MEDIA.id ? MEDIA : linked[collectionSlug]?.[String(id)]) as
    T | undefined

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-richtext-unit-'))
  const config = await (await import('@/payload.config')).default
  const { bodyEditorConfig } = await import('./server')
  editorConfig = bodyEditorConfig(config, 'news')
}, 120_000)

const roundTrip = async (html: string) => {
  const state = await htmlToRichText(html, { editorConfig, findMedia })
  return { state, html: await richTextToHtml(state, populate) }
}

type Node = { type: string; children?: Node[]; [key: string]: unknown }
const nodesOf = (state: SerializedEditorState): Node[] => {
  const all: Node[] = []
  const walk = (node: Node) => {
    all.push(node)
    node.children?.forEach(walk)
  }
  ;(state.root.children as unknown as Node[]).forEach(walk)
  return all
}

describe('HTML -> rich text -> HTML keeps the text and structure', () => {
  for (const article of corpus) {
    it(article.name, async () => {
      const before = outline(sanitizeHtml(article.html))
      const { html } = await roundTrip(article.html)
      const after = outline(html)
      expect(after.text).toBe(before.text)
      expect(after.tags).toEqual(before.tags)
      expect(after.links).toEqual(before.links)
      expect(after.code).toEqual(before.code)
      expect(after.images).toEqual(before.images)
      // Produced again from its own rich text, the HTML does not change any more.
      expect((await roundTrip(html)).html).toBe(html)
    })
  }

  it('turns a library image into an upload node, keeping alt text and caption', async () => {
    const { state, html } = await roundTrip(corpus[2]!.html)
    const upload = nodesOf(state).find((node) => node.type === 'upload')
    expect(upload).toMatchObject({
      relationTo: 'media',
      value: 42,
      fields: { alt: '森林图：合并效应量', caption: '图 1\u3000主要结局的森林图' },
    })
    expect(html).toContain(
      `<figure><img src="${MEDIA_SRC}" alt="森林图：合并效应量" width="1200" height="800" loading="lazy" /><figcaption>图 1\u3000主要结局的森林图</figcaption></figure>`,
    )
    const external = nodesOf(state).find((node) => node.type === 'block')
    expect(external?.fields).toMatchObject({
      blockType: 'external-image',
      url: 'https://static.example.org/prisma-flow.png',
      alt: 'PRISMA 流程图',
    })
  })

  it('turns <pre> into the textarea code block with its language', async () => {
    const { state } = await roundTrip(corpus[1]!.html)
    const blocks = nodesOf(state)
      .filter((node) => node.type === 'block')
      .map((node) => node.fields as { blockType: string; language: string; code: string })
    expect(blocks.map((block) => [block.blockType, block.language])).toEqual([
      ['code-block', 'r'],
      ['code-block', 'python'],
      ['code-block', ''],
    ])
    expect(blocks[0]!.code).toContain('res <- read.csv("deg.csv")\n')
    expect(blocks[2]!.code).toBe('无语言标注的纯文本块\n  保留缩进')
  })

  it('drops what the sanitiser drops before reading the HTML', async () => {
    const { html } = await roundTrip(
      '<p onclick="x()">正文<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">坏链接</a>',
    )
    expect(html).toBe('<p>正文</p><p>坏链接</p>')
  })

  it('reads links the editor would refuse: no address (text kept), spaces in the address', async () => {
    const { state, html } = await roundTrip(
      '<p><a>无地址</a> <a href="tel:0571 8690 2018">电话</a> <a href="/files/年度 报告.pdf">报告</a></p><pre>  </pre>',
    )
    expect(html).toBe(
      '<p>无地址 <a href="tel:057186902018" rel="noopener noreferrer">电话</a> <a href="/files/年度%20报告.pdf" rel="noopener noreferrer">报告</a></p>',
    )
    const urls = nodesOf(state)
      .filter((node) => node.type === 'link')
      .map((node) => (node.fields as { url: string }).url)
    expect(urls.every((url) => url && !/\s/.test(url))).toBe(true)
  })

  it('a library image inside a list or table is kept, after that block', async () => {
    const { html } = await roundTrip(`<ul><li>图：<img src="${MEDIA_SRC}" alt="甲"></li></ul>`)
    expect(outline(html).images).toEqual([{ src: MEDIA_SRC, alt: '甲' }])
    expect(outline(html).text).toBe('图：')
  })
})

describe('rich text -> HTML', () => {
  const paragraph = (children: Node[]) => ({
    type: 'paragraph',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children,
  })
  const text = (value: string, format = 0) => ({
    type: 'text',
    version: 1,
    text: value,
    format,
    detail: 0,
    mode: 'normal',
    style: '',
  })
  const state = (children: unknown[]) =>
    ({
      root: { type: 'root', version: 1, format: '', indent: 0, direction: null, children },
    }) as unknown as SerializedEditorState

  it('resolves internal links to the public addresses of news, service pages and offerings', async () => {
    const link = (relationTo: string, value: number, label: string) => ({
      type: 'link',
      version: 3,
      fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
      children: [text(label)],
    })
    const html = await richTextToHtml(
      state([
        paragraph([
          link('news', 7, '新闻'),
          link('service-pages', 3, '服务'),
          link('offerings', 9, '商品'),
          link('news', 404, '已删除'),
        ] as Node[]),
      ]),
      populate,
    )
    expect(html).toBe(
      '<p><a href="/news/camp-2026" rel="noopener noreferrer">新闻</a><a href="/services/meta-analysis" rel="noopener noreferrer">服务</a><a href="/product-detail/9" rel="noopener noreferrer">商品</a><a href="#" rel="noopener noreferrer">已删除</a></p>',
    )
  })

  it('writes no inline styles or classes the sanitiser would strip', async () => {
    const html = await richTextToHtml(state([paragraph([text('粗斜下划删除', 1 | 2 | 4 | 8)] as Node[])]))
    expect(html).toBe('<p><strong><em><s><u>粗斜下划删除</u></s></em></strong></p>')
    expect(html).toBe(sanitizeHtml(html))
  })

  it('an empty body is empty HTML', async () => {
    expect(await richTextToHtml(null)).toBe('')
    expect(await richTextToHtml(state([]))).toBe('')
  })

  it('escapes code and refuses a language name that is not a word', async () => {
    const block = (language: string) => ({
      type: 'block',
      version: 2,
      format: '',
      fields: { id: 'x', blockName: '', blockType: 'code-block', language, code: '<script>alert(1)</script>' },
    })
    const html = await richTextToHtml(state([block('html'), block('x" onload="y')]))
    expect(html).toBe(
      '<pre class="language-html" tabindex="0"><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>' +
        '<pre tabindex="0"><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    )
  })
})

describe('mediaFileNames', () => {
  it('reads the library file of a relative or absolute address, and the original of a size', () => {
    expect(mediaFileNames('/cms-api/media/file/a.png', '/cms-api')).toEqual(['a.png'])
    expect(mediaFileNames('http://localhost:3000/cms-api/media/file/%E5%9B%BE.png', '/cms-api')).toEqual(['图.png'])
    expect(mediaFileNames('/cms-api/media/file/a-400x300.png', '/cms-api')).toEqual(['a-400x300.png', 'a.png'])
    expect(mediaFileNames('https://static.example.org/a.png', '/cms-api')).toEqual([])
    expect(mediaFileNames('/cms-api/media/file/../users', '/cms-api')).toEqual([])
  })
})
