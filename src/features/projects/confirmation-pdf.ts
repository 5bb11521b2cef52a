/**
 * The service confirmation (服务确认单): a PDF made when a research client accepts a quote, with the
 * project, the client, the quoted lines and total (in figures and in capitals), the terms and the
 * record of the online acceptance (who, when, from which address).
 *
 * Drawn with pdf-lib in Noto Sans SC, embedded as a subset (only the glyphs the document uses, a few
 * dozen KB instead of the 10 MB font). Text is laid out here: lines are wrapped by measured width,
 * and the item table and the terms flow onto new pages (the table's header repeats), so nothing is
 * ever drawn past the bottom margin. Times are shown in Beijing time whatever the server's zone.
 *
 * A plain module (not marked `server-only`); it reads the font with node:fs, so only server code
 * can use it.
 */
import { randomInt } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import * as fontkit from 'fontkit'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { formatAmount } from '@/cms/projects/money'
import { amountInChineseCapitals } from '@/lib/chinese-amount'
import { formatDateZh } from '@/lib/format'

export type ConfirmationInput = {
  /** From the site settings at the time of acceptance. */
  companyName: string
  /** 'KY-2026-0001'. */
  projectNumber: string
  projectTitle: string
  client: { name: string; email: string; organization?: string | null }
  quoteVersion: number
  items: {
    name: string
    quantity: number
    unitPrice: number
    discount: number
    amount: number
    note?: string | null
  }[]
  /** Yuan. */
  total: number
  /** ISO date. */
  validUntil?: string | null
  /** Multi-line plain text. */
  terms?: string | null
  /** ISO date-time. */
  acceptedAt: string
  /** The member's name or e-mail address. */
  acceptedBy: string
  /** IP address. */
  acceptedFrom?: string | null
}

// ---------------------------------------------------------------------------------------------
// Font
// ---------------------------------------------------------------------------------------------

/**
 * Noto Sans SC (SIL OFL 1.1) as Google Fonts builds it, from the npm package
 * @expo-google-fonts/noto-sans-sc: static TrueType (glyf) outlines, one 10 MB file per weight. (The
 * .otf builds of Noto Sans CJK / Source Han Sans are CID-keyed CFF, 16 MB and more a weight.)
 *
 * The files are read from node_modules under the working directory (the repository root for
 * `npm start`, `next dev` and Vitest, as src/lib/env.ts assumes) rather than located with
 * createRequire(import.meta.url).resolve: inside Next's server bundle import.meta.url and
 * require.resolve belong to the bundler, which rewrites them (and may try to bundle the .ttf as a
 * module), while a plain fs path is left alone and keeps the fonts out of the build. Nothing is
 * fetched at run time.
 */
const FONT_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules',
  '@expo-google-fonts',
  'noto-sans-sc',
)
const FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular', 'NotoSansSC_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold', 'NotoSansSC_700Bold.ttf'),
}
/** The fonts' PostScript names, for the subsets' names. */
const POSTSCRIPT_NAMES = { regular: 'NotoSansSC-Regular', bold: 'NotoSansSC-Bold' }

/**
 * 'ABCDEF+NotoSansSC-Regular': a subset's name as PDF 1.7 § 9.6.4 has it, six capital letters and a plus
 * sign before the font's name, so that readers (and pdffonts) know it is a subset. pdf-lib would name
 * it 'NotoSansSC-Regular-1234'.
 */
function subsetName(postscriptName: string): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('')
  return `${tag}+${postscriptName}`
}

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * fontkit 2 (foliojs, the maintained original) in the shape pdf-lib expects. pdf-lib's own fork,
 * @pdf-lib/fontkit 1.1.1 (unmaintained since 2020), writes corrupt subsets: for TrueType fonts it
 * stores the subset's loca table in the short format without padding the glyph records to even
 * lengths, so every glyph after an odd-length one is read from the wrong offset and draws blank or
 * as garbage (Noto Sans SC lost about half its characters), and its CFF subsets are rejected by
 * readers. Upstream fixed both (fontkit 1.8 and 1.9). The one difference pdf-lib meets: fontkit 1 subsets had
 * `encodeStream()`, fontkit 2 subsets have `encode()`, so each subset gets a one-chunk stream.
 */
const pdfLibFontkit: PdfLibFontkit = {
  create(bytes) {
    const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    if ('fonts' in font) throw new Error('字体集合（TTC）不能直接嵌入')
    const createSubset = font.createSubset.bind(font)
    font.createSubset = () => {
      const subset = createSubset()
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) })
    }
    // The two libraries' type declarations describe the same objects differently.
    return font as unknown as ReturnType<PdfLibFontkit['create']>
  },
}

type FontBytes = { regular: Uint8Array; bold: Uint8Array }
type Fonts = { regular: PDFFont; bold: PDFFont }

/** Read once per process (about 21 MB for both weights); a failed read is retried on the next call. */
let fontBytes: Promise<FontBytes> | undefined

function loadFontBytes(): Promise<FontBytes> {
  fontBytes ??= Promise.all([fs.readFile(FONT_FILES.regular), fs.readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = undefined
      throw new Error(`无法读取服务确认单字体 ${FONT_DIR}：请先运行 npm install`, { cause: error })
    },
  )
  return fontBytes
}

// ---------------------------------------------------------------------------------------------
// Page geometry and style (points; A4 portrait)
// ---------------------------------------------------------------------------------------------

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4
const MARGIN_X = 56
const CONTENT_TOP = PAGE_HEIGHT - 56
/** The lowest point content may reach; the footer sits below it. */
const CONTENT_BOTTOM = 70
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
const FOOTER_RULE_Y = 52
const FOOTER_BASELINE_Y = 38

const BLACK = rgb(0, 0, 0)
/** Labels, notes and the footer. */
const GREY_TEXT = rgb(0.36, 0.36, 0.36)
const RULE_STRONG = rgb(0.45, 0.45, 0.45)
const RULE_LIGHT = rgb(0.8, 0.8, 0.8)

const BODY_SIZE = 10
const SMALL_SIZE = 8.5
/** Where the ideographic em box sits on the baseline (Noto Sans SC): 0.88 em above, 0.12 below. */
const ASCENT = 0.88

// ---------------------------------------------------------------------------------------------
// Text: clean-up, measuring and wrapping
// ---------------------------------------------------------------------------------------------

/** Plain text as the PDF can show it: \n line breaks, tabs as spaces, no other control characters. */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, '    ')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
  )
}

/** Characters a line may break before or after: CJK scripts and full-width forms (no spaces there). */
const WIDE =
  '\\u1100-\\u11FF\\u2E80-\\uA4CF\\uAC00-\\uD7AF\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFFEF\\u{20000}-\\u{3FFFF}'
/** Tokens: a run of spaces, one wide character, or a run of anything else (a Latin word, a number). */
const TOKEN = new RegExp(`\\s+|[${WIDE}]|[^\\s${WIDE}]+`, 'gu')
/** May not start a line (closing punctuation): the character before goes down with it. */
const NO_LINE_START = new Set('，。、；：？！）》」』】〉”’…·%,.;:?!)]}')
/** May not end a line (opening punctuation): it goes down to the next. */
const NO_LINE_END = new Set('（《「『【〈“‘([{')

/** Measured widths at size 1, per font: wrapping measures the same characters over and over. */
const widthCache = new WeakMap<PDFFont, Map<string, number>>()

/** `font.widthOfTextAtSize`, remembered (each call shapes the text with fontkit). */
function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = widthCache.get(font)
  if (!widths) widthCache.set(font, (widths = new Map()))
  let width = widths.get(text)
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)))
  return width * size
}

/**
 * Splits `text` into lines no wider than `width` (`restWidth` for the lines after the first of each
 * paragraph, for a hanging indent); '\n' starts a new paragraph, and an empty one stays as an
 * empty line. CJK text breaks between any two characters, Latin words stay whole unless a word is
 * longer than a line.
 */
function wrapText(text: string, font: PDFFont, size: number, width: number, restWidth = width): string[] {
  const measure = (value: string) => textWidth(font, value, size)
  const lines: string[] = []
  for (const paragraph of cleanText(text).split('\n')) {
    const paragraphStart = lines.length
    let line: string[] = []
    let lineWidth = 0
    const room = () => (lines.length === paragraphStart ? width : restWidth)
    const flush = () => {
      lines.push(line.join('').trimEnd())
      line = []
      lineWidth = 0
    }
    const append = (token: string, tokenWidth: number) => {
      line.push(token)
      lineWidth += tokenWidth
    }
    for (const match of paragraph.matchAll(TOKEN)) {
      const token = /^\s/.test(match[0]) ? ' ' : match[0]
      // Spaces at the start of a paragraph indent it; at the start of a wrapped line they go.
      if (token === ' ' && line.length === 0 && lines.length > paragraphStart) continue
      const tokenWidth = measure(token)
      if (lineWidth + tokenWidth <= room()) {
        append(token, tokenWidth)
        continue
      }
      if (token === ' ') {
        flush() // a break at a space drops the space
        continue
      }
      if (tokenWidth > room()) {
        // A word longer than a line (a web address, a long number): broken wherever it must be.
        for (const char of token) {
          const charWidth = measure(char)
          if (line.length > 0 && lineWidth + charWidth > room()) flush()
          append(char, charWidth)
        }
        continue
      }
      // Break before `token`, keeping CJK punctuation where it belongs: a closing mark takes the
      // character before it to the new line, an opening mark at the end of a line moves down.
      const carried: string[] = []
      const last = line.at(-1)
      if (NO_LINE_START.has(token) && line.length > 1 && last && last.length === 1 && last !== ' ') {
        carried.unshift(last)
        line.pop()
      }
      while (line.length > 1 && NO_LINE_END.has(line.at(-1) ?? '')) carried.unshift(line.pop() ?? '')
      flush()
      for (const piece of [...carried, token]) append(piece, measure(piece))
    }
    flush()
  }
  return lines
}

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

const BEIJING_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '2026年11月28日 15:04' in Asia/Shanghai; an unreadable value is shown as given. */
function formatBeijingDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const parts = BEIJING_TIME.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}年${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`
}

function formatQuantity(quantity: number): string {
  return quantity.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

type TextStyle = { font: PDFFont; size: number; color?: ReturnType<typeof rgb> }
type Align = 'left' | 'right' | 'center'

/**
 * A cursor over the document's pages: `y` is the top of the next line box. Everything is drawn
 * through it, and `ensure` opens a new page when a block would pass the bottom margin.
 */
class PageWriter {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0
  /** Drawn at the top of each page after the first one opened while it is set (a table header). */
  continuation: (() => void) | undefined

  constructor(private readonly doc: PDFDocument) {
    this.addPage()
  }

  addPage(): void {
    this.page = this.doc.addPage(PageSizes.A4)
    this.pages.push(this.page)
    this.y = CONTENT_TOP
    this.continuation?.()
  }

  /** Space left above the bottom margin. */
  get room(): number {
    return this.y - CONTENT_BOTTOM
  }

  /** Opens a new page unless `height` fits on this one. */
  ensure(height: number): void {
    if (height > this.room) this.addPage()
  }

  /** Draws one line of text whose box is `lineHeight` tall, starting at `y`; does not move `y`. */
  drawLine(
    text: string,
    x: number,
    width: number,
    style: TextStyle,
    lineHeight: number,
    align: Align = 'left',
    top = this.y,
  ): void {
    if (!text) return
    const measured = textWidth(style.font, text, style.size)
    const left = align === 'right' ? x + width - measured : align === 'center' ? x + (width - measured) / 2 : x
    this.page.drawText(text, {
      x: left,
      y: top - (lineHeight - style.size) / 2 - ASCENT * style.size,
      size: style.size,
      font: style.font,
      color: style.color ?? BLACK,
    })
  }

  rule(y: number, thickness: number, color: ReturnType<typeof rgb>, x = MARGIN_X, width = CONTENT_WIDTH): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color })
  }

  /** Wrapped text over as many lines (and pages) as it takes. */
  paragraph(text: string, style: TextStyle, lineHeight: number, align: Align = 'left'): void {
    for (const line of wrapText(text, style.font, style.size, CONTENT_WIDTH)) {
      this.ensure(lineHeight)
      this.drawLine(line, MARGIN_X, CONTENT_WIDTH, style, lineHeight, align)
      this.y -= lineHeight
    }
  }
}

type Field = { label: string; value: string }

/**
 * Label–value pairs, one or two to a row; a value wraps within its column. Two-field rows split
 * the width in half (when both values fit on one line there), a single field takes all of it.
 */
function drawFields(writer: PageWriter, fonts: Fonts, rows: Field[][]): void {
  const lineHeight = 17
  const labelStyle: TextStyle = { font: fonts.regular, size: BODY_SIZE, color: GREY_TEXT }
  const valueStyle: TextStyle = { font: fonts.regular, size: BODY_SIZE }
  // One label column for the block, wide enough for its longest label.
  const labelWidth = Math.max(
    74,
    ...rows.flat().map((field) => textWidth(labelStyle.font, field.label, labelStyle.size) + 12),
  )
  const gutter = 20
  const halfValueWidth = (CONTENT_WIDTH - gutter) / 2 - labelWidth
  const fitsHalf = (field: Field) => textWidth(valueStyle.font, field.value, valueStyle.size) <= halfValueWidth
  // A pair whose values would not each fit on one line of half the width gets a row each.
  const laidOut = rows.flatMap((row) => (row.length > 1 && !row.every(fitsHalf) ? row.map((field) => [field]) : [row]))
  for (const row of laidOut) {
    const cellWidth = row.length === 1 ? CONTENT_WIDTH : (CONTENT_WIDTH - gutter) / 2
    const cells = row.map((field, index) => ({
      ...field,
      x: MARGIN_X + index * (cellWidth + gutter),
      lines: wrapText(field.value, valueStyle.font, valueStyle.size, cellWidth - labelWidth),
    }))
    const lineCount = Math.max(...cells.map((cell) => cell.lines.length))
    // A row stays on one page; only a value longer than a whole page would be split.
    if (lineCount * lineHeight <= CONTENT_TOP - CONTENT_BOTTOM) writer.ensure(lineCount * lineHeight)
    for (let index = 0; index < lineCount; index++) {
      writer.ensure(lineHeight)
      for (const cell of cells) {
        if (index === 0) writer.drawLine(cell.label, cell.x, labelWidth, labelStyle, lineHeight)
        const line = cell.lines[index]
        if (line) writer.drawLine(line, cell.x + labelWidth, cellWidth - labelWidth, valueStyle, lineHeight)
      }
      writer.y -= lineHeight
    }
  }
}

/** The start of a numbered or bulleted paragraph: '1.', '2、', '（3）', '四、', '-', '•'. */
const LIST_MARKER = /^\s*(?:\d{1,3}[.．、)）]|[（(]\d{1,3}[)）]|[一二三四五六七八九十]{1,3}[、.．]|[-•·●▪])\s*/u

/** Plain text in paragraphs; a numbered paragraph's later lines align after its number. */
function drawTerms(writer: PageWriter, style: TextStyle, lineHeight: number, text: string): void {
  for (const paragraph of text.split('\n')) {
    if (!paragraph.trim()) {
      // An empty line between paragraphs: half a line (none at the top of a page).
      if (writer.y < CONTENT_TOP) writer.y -= lineHeight / 2
      continue
    }
    const marker = LIST_MARKER.exec(paragraph)?.[0] ?? ''
    const indent = Math.min(textWidth(style.font, marker, style.size), CONTENT_WIDTH / 3)
    wrapText(paragraph, style.font, style.size, CONTENT_WIDTH, CONTENT_WIDTH - indent).forEach((line, index) => {
      writer.ensure(lineHeight)
      const x = index === 0 ? MARGIN_X : MARGIN_X + indent
      writer.drawLine(line, x, CONTENT_WIDTH, style, lineHeight)
      writer.y -= lineHeight
    })
  }
}

/** A section title; `keepWith` is the height of what must follow it on the same page. */
function drawHeading(writer: PageWriter, fonts: Fonts, title: string, keepWith: number): void {
  const spaceBefore = 16
  const height = 22
  writer.y -= spaceBefore
  if (height + keepWith > writer.room) writer.addPage()
  writer.drawLine(title, MARGIN_X, CONTENT_WIDTH, { font: fonts.bold, size: 11 }, height)
  writer.y -= height
}

type Column = { title: string; width: number; align: Align }

const CELL_PADDING_X = 5
const CELL_PADDING_Y = 5
const ROW_LINE_HEIGHT = 15
const NOTE_LINE_HEIGHT = 13

/** Text `text` at `size`, or smaller (down to 6 pt) when it would not fit `width`: for figures. */
function fittedSize(text: string, font: PDFFont, size: number, width: number): number {
  const natural = textWidth(font, text, size)
  return natural <= width ? size : Math.max(6, (size * width) / natural)
}

function drawItems(writer: PageWriter, fonts: Fonts, items: ConfirmationInput['items']): void {
  const fixed: Column[] = [
    { title: '数量', width: 40, align: 'right' },
    { title: '单价', width: 74, align: 'right' },
    { title: '优惠', width: 66, align: 'right' },
    { title: '金额', width: 80, align: 'right' },
  ]
  const indexColumn: Column = { title: '序号', width: 28, align: 'center' }
  const nameColumn: Column = {
    title: '服务项目',
    width: CONTENT_WIDTH - indexColumn.width - fixed.reduce((sum, column) => sum + column.width, 0),
    align: 'left',
  }
  const columns = [indexColumn, nameColumn, ...fixed]
  const xs = columns.map((_, index) => MARGIN_X + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0))
  const inner = (index: number) => ({ x: xs[index] + CELL_PADDING_X, width: columns[index].width - 2 * CELL_PADDING_X })

  const headerHeight = 22
  const headerStyle: TextStyle = { font: fonts.bold, size: 9.5 }
  const drawHeader = () => {
    writer.rule(writer.y, 0.8, RULE_STRONG)
    columns.forEach((column, index) => {
      const cell = inner(index)
      writer.drawLine(column.title, cell.x, cell.width, headerStyle, headerHeight, column.align)
    })
    writer.y -= headerHeight
    writer.rule(writer.y, 0.5, RULE_STRONG)
  }

  const nameStyle: TextStyle = { font: fonts.regular, size: BODY_SIZE }
  const noteStyle: TextStyle = { font: fonts.regular, size: SMALL_SIZE, color: GREY_TEXT }
  const rows = items.map((item, index) => {
    const nameWidth = inner(1).width
    const lines = [
      ...wrapText(item.name, nameStyle.font, nameStyle.size, nameWidth).map((text) => ({
        text,
        style: nameStyle,
        height: ROW_LINE_HEIGHT,
      })),
      ...(item.note?.trim() ? wrapText(item.note.trim(), noteStyle.font, noteStyle.size, nameWidth) : []).map(
        (text) => ({ text, style: noteStyle, height: NOTE_LINE_HEIGHT }),
      ),
    ]
    const figures = [
      String(index + 1),
      formatQuantity(item.quantity),
      formatAmount(item.unitPrice),
      item.discount > 0 ? `−${formatAmount(item.discount)}` : '—',
      formatAmount(item.amount),
    ]
    return { lines, figures, height: 2 * CELL_PADDING_Y + lines.reduce((sum, line) => sum + line.height, 0) }
  })

  // A row moves to the next page whole; only a row taller than a page is split between lines.
  const freshPageRoom = CONTENT_TOP - CONTENT_BOTTOM - headerHeight
  const minimalRowHeight = ROW_LINE_HEIGHT + 2 * CELL_PADDING_Y
  // The heading stays with the table's header and first row (its first line if it is split).
  const firstRowHeight = rows[0]?.height ?? minimalRowHeight
  drawHeading(
    writer,
    fonts,
    '服务明细',
    headerHeight + (firstRowHeight <= freshPageRoom ? firstRowHeight : minimalRowHeight),
  )
  drawHeader()
  writer.continuation = drawHeader

  if (rows.length === 0) {
    writer.drawLine('（无明细）', inner(1).x, inner(1).width, noteStyle, minimalRowHeight)
    writer.y -= minimalRowHeight
    writer.rule(writer.y, 0.8, RULE_STRONG)
  }
  for (const [rowIndex, row] of rows.entries()) {
    if (row.height > writer.room && row.height <= freshPageRoom) writer.addPage()
    writer.y -= CELL_PADDING_Y
    const figuresTop = writer.y
    const figuresPage = writer.page
    for (const line of row.lines) {
      if (line.height + CELL_PADDING_Y > writer.room) writer.addPage()
      writer.drawLine(line.text, inner(1).x, inner(1).width, line.style, line.height)
      writer.y -= line.height
    }
    // The figures stand on the row's first line (on the page where it began).
    const currentPage = writer.page
    writer.page = figuresPage
    row.figures.forEach((text, figureIndex) => {
      const columnIndex = figureIndex === 0 ? 0 : figureIndex + 1
      const cell = inner(columnIndex)
      const size = fittedSize(text, fonts.regular, BODY_SIZE, cell.width)
      const style = { font: fonts.regular, size }
      writer.drawLine(text, cell.x, cell.width, style, ROW_LINE_HEIGHT, columns[columnIndex].align, figuresTop)
    })
    writer.page = currentPage
    writer.y -= CELL_PADDING_Y
    const last = rowIndex === rows.length - 1
    writer.rule(writer.y, last ? 0.8 : 0.4, last ? RULE_STRONG : RULE_LIGHT)
  }
  writer.continuation = undefined
}

/** 合计 and 大写, right-aligned under the table and kept together. */
function drawTotal(writer: PageWriter, fonts: Fonts, total: number): void {
  const totalStyle: TextStyle = { font: fonts.bold, size: 11.5 }
  const capitalsStyle: TextStyle = { font: fonts.regular, size: BODY_SIZE }
  const capitals = wrapText(
    `大写：人民币${amountInChineseCapitals(total)}`,
    capitalsStyle.font,
    capitalsStyle.size,
    CONTENT_WIDTH,
  )
  const height = 8 + 22 + capitals.length * 17
  writer.ensure(height)
  writer.y -= 8
  writer.drawLine(`合计：${formatAmount(total)}`, MARGIN_X, CONTENT_WIDTH - CELL_PADDING_X, totalStyle, 22, 'right')
  writer.y -= 22
  for (const line of capitals) {
    writer.drawLine(line, MARGIN_X, CONTENT_WIDTH - CELL_PADDING_X, capitalsStyle, 17, 'right')
    writer.y -= 17
  }
}

function drawFooters(writer: PageWriter, fonts: Fonts, input: ConfirmationInput): void {
  const style: TextStyle = { font: fonts.regular, size: SMALL_SIZE, color: GREY_TEXT }
  const left = `${input.companyName} · 服务确认单 ${input.projectNumber}`
  const count = writer.pages.length
  writer.pages.forEach((page, index) => {
    writer.page = page
    writer.rule(FOOTER_RULE_Y, 0.4, RULE_LIGHT)
    const top = FOOTER_BASELINE_Y + ASCENT * style.size
    const pageLabel = `第 ${index + 1} 页 / 共 ${count} 页`
    const pageLabelWidth = textWidth(fonts.regular, pageLabel, style.size)
    // The left text gives way to the page numbers: cut (with …) if a very long company name needs it.
    const room = CONTENT_WIDTH - pageLabelWidth - 16
    const [first = '', ...rest] = wrapText(left, style.font, style.size, room - style.size)
    writer.drawLine(rest.length > 0 ? `${first}…` : first, MARGIN_X, room, style, style.size, 'left', top)
    writer.drawLine(pageLabel, MARGIN_X, CONTENT_WIDTH, style, style.size, 'right', top)
  })
}

/** Renders the service confirmation for an accepted quote as a PDF (A4, one page or more). */
export async function renderServiceConfirmation(input: ConfirmationInput): Promise<Uint8Array> {
  const bytes = await loadFontBytes()
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(pdfLibFontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true, customName: subsetName(POSTSCRIPT_NAMES.regular) }),
    bold: await doc.embedFont(bytes.bold, { subset: true, customName: subsetName(POSTSCRIPT_NAMES.bold) }),
  }

  const title = `服务确认单 ${input.projectNumber}`
  const now = new Date()
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setSubject(`${input.projectTitle}（报价第 ${input.quoteVersion} 版）`)
  doc.setAuthor(input.companyName)
  doc.setCreator(input.companyName)
  doc.setProducer(input.companyName)
  doc.setLanguage('zh-CN')
  doc.setCreationDate(now)
  doc.setModificationDate(now)

  const writer = new PageWriter(doc)

  // Heading: company, title, rule.
  writer.paragraph(input.companyName, { font: fonts.regular, size: 12 }, 20, 'center')
  writer.drawLine('服务确认单', MARGIN_X, CONTENT_WIDTH, { font: fonts.bold, size: 20 }, 34, 'center')
  writer.y -= 34 + 6
  writer.rule(writer.y, 0.8, RULE_STRONG)
  writer.y -= 10

  const client: Field[][] = [
    [
      { label: '项目编号', value: input.projectNumber },
      { label: '报价版本', value: `第 ${input.quoteVersion} 版` },
    ],
    [{ label: '项目名称', value: input.projectTitle }],
    [
      { label: '客户', value: input.client.name },
      { label: '电子邮箱', value: input.client.email },
    ],
  ]
  if (input.client.organization?.trim()) client.push([{ label: '客户单位', value: input.client.organization.trim() }])
  if (input.validUntil)
    client.push([{ label: '报价有效期至', value: formatDateZh(input.validUntil) || input.validUntil }])
  drawFields(writer, fonts, client)

  drawItems(writer, fonts, input.items)
  drawTotal(writer, fonts, input.total)

  const terms = input.terms ? cleanText(input.terms).trim() : ''
  if (terms) {
    drawHeading(writer, fonts, '服务条款', 3 * 16)
    drawTerms(writer, { font: fonts.regular, size: 9.5 }, 16, terms)
  }

  // The record of acceptance, kept on one page with its heading.
  const acceptedAt = formatBeijingDateTime(input.acceptedAt)
  const statement = `客户于 ${acceptedAt}（北京时间）在线确认本报价（第 ${input.quoteVersion} 版）${terms ? '及上述服务条款' : ''}。`
  const acceptance: Field[][] = [[{ label: '确认人', value: input.acceptedBy }]]
  if (input.acceptedFrom) acceptance.push([{ label: '确认地址（IP）', value: input.acceptedFrom }])
  const statementLines = wrapText(statement, fonts.regular, BODY_SIZE, CONTENT_WIDTH).length
  drawHeading(writer, fonts, '确认信息', (statementLines + acceptance.length) * 17 + 24)
  writer.paragraph(statement, { font: fonts.regular, size: BODY_SIZE }, 17)
  writer.y -= 2
  drawFields(writer, fonts, acceptance)
  writer.y -= 6
  writer.paragraph(
    '本确认单根据客户的在线确认记录生成。',
    { font: fonts.regular, size: SMALL_SIZE, color: GREY_TEXT },
    14,
  )

  drawFooters(writer, fonts, input)
  return doc.save()
}
