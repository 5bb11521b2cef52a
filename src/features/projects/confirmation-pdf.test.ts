import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as fontkit from 'fontkit'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatAmount, lineAmountFen, quoteTotalFen, toYuan } from '@/cms/projects/money'
import { amountInChineseCapitals } from '@/lib/chinese-amount'
import { renderServiceConfirmation, type ConfirmationInput } from './confirmation-pdf'

// The PDF is checked as a reader sees it: poppler-utils draws page 1 (pdftoppm), extracts the text
// with its positions (pdftotext) and lists the fonts (pdffonts). A machine without poppler gets it
// from Debian's archive, as scripts/e2e.mjs gets its fonts (scripts/lib/apt.mjs); if that fails,
// every test that needs poppler fails with the reason: none skips.

function hasPoppler(): boolean {
  return ['pdftoppm', 'pdftotext', 'pdffonts'].every(
    (tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error === undefined,
  )
}

function ensurePoppler(): void {
  if (hasPoppler()) return
  console.log('› 未找到 pdftoppm / pdftotext，正在从 Debian 软件源安装（apt-get install poppler-utils）…')
  const asRoot = process.getuid?.() === 0
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'poppler-utils'],
  ]) {
    const [command, ...rest] = asRoot ? args : ['sudo', ...args]
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) break
  }
  if (!hasPoppler()) {
    throw new Error(
      '无法安装 poppler-utils（pdftoppm、pdftotext）：请以 root 运行 `apt-get install -y poppler-utils` 后重试。',
    )
  }
}

/** Why poppler-utils could not be had, if it could not: thrown by every run() of its tools. */
let popplerMissing: Error | undefined

function run(command: string, args: string[]): string {
  if (popplerMissing) throw popplerMissing
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`)
  return result.stdout
}

const SERVICES = [
  '单细胞转录组测序（10x Genomics 3′ v3.1）',
  '全长转录组测序 PacBio Iso-Seq',
  '蛋白质组学 DIA 定量分析',
  '代谢组学非靶向检测（LC-MS/MS 正负离子模式）',
  '生物信息学个性化分析',
  'CRISPR/Cas9 基因敲除细胞株构建',
  '样本运输与低温保存',
]

/** A quote long enough for several pages: 30 lines, half with notes, and 14 paragraphs of terms. */
function longQuote(): ConfirmationInput {
  const items = Array.from({ length: 30 }, (_, index) => {
    const line = { quantity: (index % 4) + 1, unit_price: 1200 + index * 135.5, discount: index % 3 === 0 ? 100 : 0 }
    return {
      name: `${SERVICES[index % SERVICES.length]}（第 ${Math.floor(index / SERVICES.length) + 1} 批）`,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      discount: line.discount,
      amount: toYuan(lineAmountFen(line)),
      note:
        index % 2 === 0
          ? `样本类型：新鲜组织或细胞悬液，每样本细胞数不少于 1×10^6；交付周期约 ${20 + index} 个工作日。` +
            `说明见 https://example.com/offerings/a-very-long-address-that-cannot-break-at-a-space-${index}`
          : null,
    }
  })
  const total = toYuan(
    quoteTotalFen(
      items.map((item) => ({ quantity: item.quantity, unit_price: item.unitPrice, discount: item.discount })),
    ),
  )
  const terms = Array.from(
    { length: 14 },
    (_, index) =>
      `${index + 1}. 客户应按照服务方提供的《样本准备指南》准备并寄送样本；样本质量检测不合格的，服务方将及时通知客户并协商处理方式，` +
      `因样本质量导致的实验失败不退还已发生的费用。Payment: 50% in advance, the balance within 30 days of the final report.`,
  ).join('\n\n')
  return {
    companyName: '北京科研云生物技术有限公司',
    projectNumber: 'KY-2026-0001',
    projectTitle: '小鼠肝脏组织单细胞转录组与代谢组联合分析',
    client: { name: '王晓明', email: 'wang.xiaoming@lab.example.edu.cn', organization: '北京大学生命科学学院' },
    quoteVersion: 2,
    items,
    total,
    validUntil: '2026-12-31',
    terms,
    acceptedAt: '2026-11-28T07:04:00.000Z',
    acceptedBy: '王晓明',
    acceptedFrom: '203.0.113.45',
  }
}

const FONT_FILE = path.join(
  process.cwd(),
  'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
)

/** Every word pdftotext finds, with its box (points from the top-left corner) and its page. */
function wordBoxes(file: string) {
  const html = run('pdftotext', ['-bbox', file, '-'])
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].flatMap(
    ([, width, height, body], page) =>
      [...body.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
        ([, xMin, yMin, xMax, yMax, text]) => ({
          page,
          pageWidth: Number(width),
          pageHeight: Number(height),
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
          text,
        }),
      ),
  )
}

/**
 * The glyphs of each embedded font program (FontFile2), decoded with fontkit: how many there are
 * and how many draw nothing. A corrupt subset (as @pdf-lib/fontkit 1.1.1 writes them) has glyphs
 * that fail to decode or come out empty, while its text still extracts through the Unicode map.
 */
async function embeddedGlyphs(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf)
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((descriptor) => {
      const stream = doc.context.lookup(descriptor.get(PDFName.of('FontFile2')))
      if (!(stream instanceof PDFRawStream)) throw new Error('no TrueType font program (FontFile2) embedded')
      const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
      const program = compressed ? zlib.inflateSync(stream.contents) : Buffer.from(stream.contents)
      const font = fontkit.create(program)
      if ('fonts' in font) throw new Error('a font collection was embedded')
      let empty = 0
      for (let id = 1; id < font.numGlyphs; id++) {
        if (font.getGlyph(id).path.commands.length === 0) empty++
      }
      return { glyphs: font.numGlyphs, empty }
    })
}

describe('renderServiceConfirmation', () => {
  let dir: string
  let quote: ConfirmationInput
  let bytes: Uint8Array
  let file: string

  beforeAll(async () => {
    try {
      ensurePoppler()
    } catch (error) {
      popplerMissing = error as Error
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirmation-pdf-'))
    quote = longQuote()
    bytes = await renderServiceConfirmation(quote)
    file = path.join(dir, 'confirmation.pdf')
    fs.writeFileSync(file, bytes)
  }, 600_000)

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is an A4 PDF of several pages with its own metadata', async () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    // (Loading would otherwise stamp pdf-lib's own Producer and dates on the loaded copy.)
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2)
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1)
      expect(page.getHeight()).toBeCloseTo(841.89, 1)
    }
    expect(doc.getTitle()).toBe('服务确认单 KY-2026-0001')
    expect(doc.getAuthor()).toBe(quote.companyName)
    expect(doc.getCreator()).toBe(quote.companyName)
    expect(doc.getProducer()).toBe(quote.companyName)
    for (const field of [doc.getTitle(), doc.getSubject(), doc.getCreator(), doc.getProducer(), doc.getKeywords()]) {
      expect(field ?? '').not.toMatch(/https?:|pdf-lib/)
    }
  })

  it('embeds Noto Sans SC as subsets, a small fraction of the font file', async () => {
    const doc = await PDFDocument.load(bytes)
    const baseFonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font'))
      .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
      .map((dict) => dict.get(PDFName.of('BaseFont'))?.toString())
    // Six capital letters and '+': the mark of a subset (PDF 1.7 § 9.6.4).
    for (const name of baseFonts) expect(name).toMatch(/^\/[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/)
    expect(baseFonts.map((name) => name?.slice(8)).sort()).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular'])
    // pdffonts: both embedded, both subsets, both with a Unicode map (so text can be copied).
    const rows = run('pdffonts', [file]).trim().split('\n').slice(2)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row).toMatch(/^[A-Z]{6}\+NotoSansSC-\w+\s+CID TrueType\s+Identity-H\s+yes yes yes/)
    // Every glyph decodes and draws, but the space (in the regular weight only).
    const fonts = await embeddedGlyphs(bytes)
    expect(fonts).toHaveLength(2)
    for (const font of fonts) {
      expect(font.glyphs).toBeGreaterThan(20)
      expect(font.empty).toBeLessThanOrEqual(1)
    }
    // The 10 MB font against a few dozen KB of document.
    const fontSize = fs.statSync(FONT_FILE).size
    expect(fontSize).toBeGreaterThan(5_000_000)
    expect(bytes.length).toBeLessThan(fontSize / 50)
  })

  it('draws page 1 as an image', () => {
    const prefix = path.join(dir, 'page-1')
    run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix])
    const png = fs.readFileSync(`${prefix}.png`)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    // IHDR: A4 at 60 dpi is about 496 × 702 pixels.
    expect(Math.abs(png.readUInt32BE(16) - 496)).toBeLessThanOrEqual(1)
    expect(Math.abs(png.readUInt32BE(20) - 702)).toBeLessThanOrEqual(1)
    // A blank page compresses to about 1 KB; a page of text is many times that.
    expect(png.length).toBeGreaterThan(15_000)
  })

  it('holds the confirmation as text a reader can extract', () => {
    // -raw: the text in the order it was drawn, with its spaces (-layout drops some between CJK).
    const text = run('pdftotext', ['-raw', file, '-'])
    const pageCount = text.split('\f').filter((page) => page.trim()).length
    for (const expected of [
      '服务确认单',
      quote.companyName,
      'KY-2026-0001',
      quote.projectTitle,
      '王晓明',
      'wang.xiaoming@lab.example.edu.cn',
      '北京大学生命科学学院',
      '第 2 版',
      '2026年12月31日',
      `合计：${formatAmount(quote.total)}`,
      `大写：人民币${amountInChineseCapitals(quote.total)}`,
      '服务条款',
      '14. 客户应按照服务方提供的',
      '确认信息',
      '客户于 2026年11月28日 15:04（北京时间）在线确认',
      '203.0.113.45',
      '第 1 页 / 共',
      `第 ${pageCount} 页 / 共 ${pageCount} 页`,
    ]) {
      expect(text).toContain(expected)
    }
    expect(quote.total).toBe(231_043)
    expect(text).toContain('大写：人民币贰拾叁万壹仟零肆拾叁元整')
    // Every line of the quote, the last ones on a later page than the first.
    for (const item of quote.items) expect(text.replace(/\s+/g, '')).toContain(item.name.replace(/\s+/g, ''))
  })

  it('keeps every word inside the margins, on every page', () => {
    const words = wordBoxes(file)
    expect(new Set(words.map((word) => word.page)).size).toBeGreaterThanOrEqual(2)
    for (const word of words) {
      const where = `“${word.text}” on page ${word.page + 1}`
      expect(word.xMin, where).toBeGreaterThanOrEqual(55)
      expect(word.xMax, where).toBeLessThanOrEqual(word.pageWidth - 55)
      expect(word.yMin, where).toBeGreaterThanOrEqual(50)
      expect(word.yMax, where).toBeLessThanOrEqual(word.pageHeight - 30)
    }
    // Only the footer lies below the content area (70 pt above the bottom edge).
    const lowWords = words.filter((word) => word.yMax > word.pageHeight - 70)
    expect(lowWords.length).toBeGreaterThan(0)
    for (const word of lowWords) expect(word.yMin).toBeGreaterThan(word.pageHeight - 52)
  })

  it('fits a short quote on one page', async () => {
    const short: ConfirmationInput = {
      ...longQuote(),
      items: [{ name: '生物信息学个性化分析', quantity: 1, unitPrice: 13888, discount: 0, amount: 13888 }],
      total: 13888,
      terms: null,
      validUntil: null,
      acceptedFrom: null,
      client: { name: '李雷', email: 'li.lei@example.com' },
    }
    const shortFile = path.join(dir, 'short.pdf')
    fs.writeFileSync(shortFile, await renderServiceConfirmation(short))
    const text = run('pdftotext', ['-raw', shortFile, '-'])
    expect(text).toContain('合计：¥13,888.00')
    expect(text).toContain('大写：人民币壹万叁仟捌佰捌拾捌元整')
    expect(text).toContain('第 1 页 / 共 1 页')
    expect(text).not.toContain('服务条款')
    expect(text).not.toContain('报价有效期至')
  })
})
