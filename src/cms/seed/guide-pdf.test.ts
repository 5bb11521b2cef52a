import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fontText, pdfDocument, textWidth, wrapText } from './guide-pdf'
import { RESOURCE_DOCUMENTS } from './resource-documents'
import { resources } from './content'

/** The objects of a PDF written by pdfDocument, by number, and the cross-reference table's offsets. */
function parse(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  const xref = text.slice(startxref)
  const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
  const streams = [...text.matchAll(/\/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)].map((match) => {
    const start = match.index! + match[0].length
    return zlib.inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1')
  })
  return { text, startxref, xref, offsets, streams }
}

/** UTF-16BE hex of a string, as the writer puts text in the page streams. */
const utf16 = (value: string) => Buffer.from(value, 'utf16le').swap16().toString('hex')

/** Every text string shown in a content stream, decoded. */
const shownText = (stream: string) =>
  [...stream.matchAll(/<([0-9a-f]+)> Tj/g)].map((match) => Buffer.from(match[1], 'hex').swap16().toString('utf16le'))

describe('guide PDFs (issue 16: real Chinese text, several pages, real sizes)', () => {
  it('wraps Chinese anywhere, keeps Latin words whole and never starts a line with closing punctuation', () => {
    const text =
      '使用 coxph(Surv(time, status) ~ age) 拟合Cox比例风险模型，并检查比例风险假设是否成立。结果以HR及其95%置信区间报告。'
    const lines = wrapText(text, 11, 150)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) {
      expect(textWidth(line, 11)).toBeLessThanOrEqual(150 + 11)
      expect(line[0]).not.toMatch(/[，。、；：）]/)
    }
    expect(lines.join('')).toContain('coxph(Surv(time,')
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''))
  })

  it('gives every PDF resource of the seed a guide', () => {
    const pdfs = resources.flatMap((resource) => (resource.file?.kind === 'pdf' ? [resource.file.name] : []))
    expect(pdfs.length).toBe(5)
    for (const name of pdfs) expect(RESOURCE_DOCUMENTS[name], name).toBeDefined()
  })

  for (const [name, document] of Object.entries(RESOURCE_DOCUMENTS)) {
    it(`${name}: a well-formed PDF whose pages carry the guide's Chinese text`, () => {
      const pdf = pdfDocument(document)
      const { text, startxref, offsets, streams } = parse(pdf)
      expect(text.startsWith('%PDF-1.4\n')).toBe(true)
      expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
      // Each cross-reference entry points at its object.
      offsets.forEach((offset, index) =>
        expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)),
      )
      expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H')

      const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count (\d+)/.exec(text)?.[1])
      expect(streams.length).toBe(pageCount)
      const guideLength = document.sections.flatMap((section) => section.paragraphs ?? []).join('').length
      if (guideLength > 1500) expect(pageCount).toBeGreaterThanOrEqual(3)

      const shown = streams.map(shownText)
      expect(shown[0]).toContain(fontText(document.title))
      expect(streams[0]).toContain(utf16(document.title))
      // Every paragraph's words reach a page (compared without the wrapping).
      // (Each body page ends with its running header and its page number: left out here.)
      const allText = shown
        .slice(1)
        .flatMap((page) => page.slice(0, -2))
        .join('')
        .replace(/\s+/g, '')
      for (const section of document.sections) {
        const expected = (value: string) => fontText(value).replace(/\s+/g, '')
        expect(allText).toContain(expected(section.heading))
        for (const paragraph of section.paragraphs ?? []) expect(allText).toContain(expected(paragraph))
      }
      // Body pages are numbered out of the total.
      expect(shown[pageCount - 1]).toContain(`第 ${pageCount} 页 / 共 ${pageCount} 页`)
      // The same guide gives the same bytes (the seed's file sizes are stable).
      expect(pdfDocument(document).equals(pdf)).toBe(true)
    })
  }
})
