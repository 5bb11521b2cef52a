/**
 * Quote arithmetic in whole fen (分), so ¥0.1 + ¥0.2 is ¥0.30 and a total is the exact sum of its
 * lines. Amounts are stored and shown in yuan with at most two decimals.
 */

export const toFen = (yuan: number): number => Math.round(yuan * 100)
export const toYuan = (fen: number): number => fen / 100

export type QuoteLine = { quantity: number; unit_price: number; discount?: number | null }

/** quantity × unit price − discount, never below zero. */
export function lineAmountFen(line: QuoteLine): number {
  const gross = Math.round(line.quantity * toFen(line.unit_price))
  return Math.max(0, gross - toFen(line.discount ?? 0))
}

export function quoteTotalFen(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + lineAmountFen(line), 0)
}

/** '¥13,888.00': the form of documents and quotes, always with fen. */
export function formatAmount(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
