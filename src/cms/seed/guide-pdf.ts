import zlib from 'node:zlib'
import type { GuideDocument } from './resource-documents'

/**
 * Writes a guide as a real multi-page A4 PDF with Chinese text.
 *
 * Text uses the PDF standard Chinese font STSong-Light through the UniGB-UCS2-H CMap. Every PDF
 * reader ships or substitutes it, so nothing is embedded and the seed needs no font file (this
 * machine has none to embed, and a CJK font would add megabytes per document). Latin letters are
 * spaced by the widths in the font's /W. No PDF library writes non-embedded CJK
 * fonts, hence this small writer.
 */

const PAGE = { width: 595, height: 842 }
const MARGIN = { left: 64, right: 64, top: 86, bottom: 78 }
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right

type Rgb = readonly [number, number, number]
const INK: Rgb = [0.13, 0.16, 0.22]
const MUTED: Rgb = [0.42, 0.47, 0.55]
const BRAND: Rgb = [0.12, 0.25, 0.55]
const RULE: Rgb = [0.84, 0.87, 0.92]
const CODE_BACKGROUND: Rgb = [0.95, 0.96, 0.98]

const BODY = { size: 11, leading: 19 }
const HEADING = { size: 14, leading: 22, before: 16, after: 6 }
const CODE = { size: 9.5, leading: 15 }
const BLOCK_GAP = 7

/**
 * Advances (thousandths of an em) of the printable ASCII characters, CIDs 1–95 of the font through
 * UniGB-UCS2-H: proportional Latin of common sans-serif proportions, written into the font's /W so
 * that readers space Latin words naturally. Everything else (CJK, full-width punctuation) is 1 em.
 */
const LATIN_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]
const advance = (char: string) => {
  const code = char.charCodeAt(0)
  return code >= 0x20 && code < 0x7f ? LATIN_WIDTHS[code - 0x20] / 1000 : 1
}
export const textWidth = (text: string, size: number) => [...text].reduce((sum, c) => sum + advance(c), 0) * size

// Never at the start of a line (Chinese line-breaking rules, simplified).
const NO_LINE_START = new Set('，。、；：！？）》」』】”’,.;:!?)%')

/**
 * Splits text into lines no wider than `width` (the first `indent` narrower): Latin words stay
 * whole, CJK breaks anywhere.
 */
export function wrapText(text: string, size: number, width: number, indent = 0): string[] {
  const tokens = text.match(/[\x21-\x7e]+|\s+|[^\s]/gu) ?? []
  const lines: string[] = []
  let line = ''
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' '
      continue
    }
    const candidate = line + token
    const room = lines.length === 0 ? width - indent : width
    if (textWidth(candidate.trimEnd(), size) <= room || !line.trim() || NO_LINE_START.has(token[0])) {
      line = candidate
      continue
    }
    lines.push(line.trimEnd())
    line = token
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

// Characters the GB font set lacks, replaced by ones it has.
const FOLD: Record<string, string> = { '–': '-', '‑': '-', '•': '｜', '·': '｜', '²': '2', '³': '3' }

/** Text as the font can show it: a few characters folded (FOLD), none beyond the BMP. */
export const fontText = (text: string): string =>
  [...text]
    .map((char) => FOLD[char] ?? char)
    .filter((char) => char.codePointAt(0)! <= 0xffff)
    .join('')

/** UTF-16BE hex for a text string (UniGB-UCS2-H). */
function hex(text: string): string {
  let out = ''
  for (const char of fontText(text)) out += char.codePointAt(0)!.toString(16).padStart(4, '0')
  return `<${out}>`
}

const color = ([r, g, b]: Rgb, stroke = false) => `${r} ${g} ${b} ${stroke ? 'RG' : 'rg'}`

interface Pen {
  ops: string[]
}
function text(pen: Pen, value: string, x: number, y: number, size: number, fill: Rgb, bold = false) {
  // Bold without a bold face: fill and stroke the glyphs (render mode 2).
  const weight = bold ? `2 Tr ${(size / 40).toFixed(2)} w ${color(fill, true)} ` : '0 Tr '
  pen.ops.push(
    `BT /F1 ${size} Tf ${weight}${color(fill)} 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${hex(value)} Tj ET`,
  )
}
const rect = (pen: Pen, x: number, y: number, w: number, h: number, fill: Rgb) =>
  pen.ops.push(`${color(fill)} ${x} ${y.toFixed(2)} ${w} ${h.toFixed(2)} re f`)
const line = (pen: Pen, x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width = 0.8) =>
  pen.ops.push(`${color(stroke, true)} ${width} w ${x1} ${y1.toFixed(2)} m ${x2} ${y2.toFixed(2)} l S`)
const circle = (pen: Pen, cx: number, cy: number, r: number, fill: Rgb) => {
  const k = r * 0.5523
  pen.ops.push(
    `${color(fill)} ${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ` +
      `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ` +
      `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
  )
}

/** The cover: a brand band with a network motif, the title, the subtitle and the contents. */
function coverPage(document: GuideDocument): Pen {
  const pen: Pen = { ops: [] }
  rect(pen, 0, 520, PAGE.width, 322, BRAND)
  const nodes: [number, number][] = [
    [380, 760],
    [450, 700],
    [520, 770],
    [500, 620],
    [420, 600],
    [560, 680],
    [340, 660],
  ]
  for (const [i, j] of [
    [0, 1],
    [1, 2],
    [1, 3],
    [3, 4],
    [3, 5],
    [2, 5],
    [0, 6],
    [6, 4],
  ]) {
    line(pen, nodes[i][0], nodes[i][1], nodes[j][0], nodes[j][1], [0.36, 0.5, 0.78], 1.2)
  }
  nodes.forEach(([x, y], index) => circle(pen, x, y, index % 3 === 0 ? 9 : 6, [0.55, 0.69, 0.93]))
  text(pen, '科研学术服务平台 ｜ 学术资源库', MARGIN.left, 790, 10, [0.85, 0.9, 1])
  let y = 600
  for (const titleLine of wrapText(document.title, 26, 300)) {
    text(pen, titleLine, MARGIN.left, y, 26, [1, 1, 1], true)
    y -= 36
  }
  text(pen, document.subtitle, MARGIN.left, 545, 12, [0.85, 0.9, 1])

  y = 470
  text(pen, '目录', MARGIN.left, y, HEADING.size, BRAND, true)
  y -= 12
  line(pen, MARGIN.left, y, PAGE.width - MARGIN.right, y, RULE)
  y -= 26
  for (const section of document.sections) {
    text(pen, section.heading, MARGIN.left, y, BODY.size, INK)
    y -= 24
  }
  text(pen, '演示资料：由本站示例数据生成，内容仅供参考。', MARGIN.left, 56, 9, MUTED)
  return pen
}

/** Lays the sections out over as many body pages as they need. */
function bodyPages(document: GuideDocument): Pen[] {
  const pages: Pen[] = []
  let pen: Pen = { ops: [] }
  let y = 0
  const newPage = () => {
    pen = { ops: [] }
    pages.push(pen)
    y = PAGE.height - MARGIN.top
  }
  const ensure = (height: number) => {
    if (y - height < MARGIN.bottom) newPage()
  }
  newPage()

  for (const section of document.sections) {
    // Keep a heading with at least two lines of what follows it.
    ensure(HEADING.before + HEADING.leading + BODY.leading * 2)
    if (y < PAGE.height - MARGIN.top) y -= HEADING.before
    text(pen, section.heading, MARGIN.left, y, HEADING.size, BRAND, true)
    y -= HEADING.after + HEADING.size / 2
    line(pen, MARGIN.left, y, MARGIN.left + 40, y, BRAND, 1.5)
    y -= HEADING.leading - HEADING.size / 2

    for (const paragraph of section.paragraphs ?? []) {
      // First-line indent of two characters, as Chinese prose is set.
      const indent = BODY.size * 2
      wrapText(paragraph, BODY.size, TEXT_WIDTH, indent).forEach((value, index) => {
        ensure(BODY.leading)
        text(pen, value, MARGIN.left + (index === 0 ? indent : 0), y, BODY.size, INK)
        y -= BODY.leading
      })
      y -= BLOCK_GAP
    }
    for (const item of section.items ?? []) {
      const lines = wrapText(item, BODY.size, TEXT_WIDTH - 16)
      lines.forEach((value, index) => {
        ensure(BODY.leading)
        if (index === 0) rect(pen, MARGIN.left + 3, y + 3, 4, 4, BRAND)
        text(pen, value, MARGIN.left + 16, y, BODY.size, INK)
        y -= BODY.leading
      })
    }
    if (section.items?.length) y -= BLOCK_GAP
    if (section.code?.length) {
      // Code keeps its indentation: leading spaces become an offset of each of its wrapped lines.
      const codeLines = section.code.flatMap((value) => {
        const offset = textWidth(/^ */.exec(value)![0], CODE.size)
        return wrapText(value, CODE.size, TEXT_WIDTH - 24 - offset).map((part) => ({ part, offset }))
      })
      const height = codeLines.length * CODE.leading + 14
      ensure(Math.min(height, PAGE.height - MARGIN.top - MARGIN.bottom))
      rect(pen, MARGIN.left, y - height + CODE.leading, TEXT_WIDTH, height, CODE_BACKGROUND)
      y -= 7
      for (const { part, offset } of codeLines) {
        text(pen, part, MARGIN.left + 12 + offset, y, CODE.size, [0.2, 0.27, 0.4])
        y -= CODE.leading
      }
      y -= 7 + BLOCK_GAP
    }
  }
  return pages
}

/** Header (the title) and footer (page number) on every body page. */
function decorate(pen: Pen, document: GuideDocument, page: number, total: number) {
  text(pen, document.title, MARGIN.left, PAGE.height - 48, 9, MUTED)
  line(pen, MARGIN.left, PAGE.height - 58, PAGE.width - MARGIN.right, PAGE.height - 58, RULE)
  const footer = `第 ${page} 页 / 共 ${total} 页`
  text(pen, footer, (PAGE.width - textWidth(footer, 9)) / 2, 44, 9, MUTED)
}

/** A whole PDF file: the cover, then the body pages. */
export function pdfDocument(document: GuideDocument): Buffer {
  const body = bodyPages(document)
  const total = body.length + 1
  body.forEach((pen, index) => decorate(pen, document, index + 2, total))
  const pages = [coverPage(document), ...body]

  // Objects: 1 catalog, 2 page tree, 3 Type0 font, 4 CIDFont, 5 descriptor, 6 info, then page/content pairs.
  const firstPage = 7
  const pageIds = pages.map((_, index) => firstPage + index * 2)
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R /PageMode /UseNone >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R ' +
      `/DW 1000 /W [1 [${LATIN_WIDTHS.join(' ')}]] >>`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <feff${hex(document.title).slice(1, -1)}> /Subject <feff${hex(document.subtitle).slice(1, -1)}> /Producer (keyan-site seed) >>`,
  ]
  for (const [index, pen] of pages.entries()) {
    const content = zlib.deflateSync(Buffer.from(pen.ops.join('\n'), 'latin1'))
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    )
  }

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = chunks[0].length
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(length)
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    chunks.push(chunk)
    length += chunk.length
  })
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) trailer += `${String(offset).padStart(10, '0')} 00000 n \n`
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${length}\n%%EOF\n`
  chunks.push(Buffer.from(trailer, 'latin1'))
  return Buffer.concat(chunks)
}
