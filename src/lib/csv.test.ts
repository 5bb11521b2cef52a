import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF rows, quoting what needs it', () => {
    expect(toCsv(['姓名', '内容'], [['张三', '你好，"老师"\n再见']])).toBe(
      '\uFEFF姓名,内容\r\n张三,"你好，""老师""\n再见"\r\n',
    )
  })

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+86 138')).toBe("'+86 138")
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)")
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })
})
