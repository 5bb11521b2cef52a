/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends, a UTF-8 byte-order mark so Excel reads Chinese).
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: visitors' own text goes into these files.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(',')
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
