/** Formatters shared by pages and components (pure; unit-tested). */

export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || Number.isNaN(price)) return '价格面议'
  return `¥${price.toLocaleString('zh-CN')}`
}

export function formatYuan(amount: number): string {
  return amount.toLocaleString('zh-CN')
}

export function formatDateZh(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Shanghai' })
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB']

/** 0 → '0 Bytes'; scaled by 1024 with 2 decimals; missing → 未知大小. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return '未知大小'
  if (bytes === 0) return '0 Bytes'
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1)
  const value = bytes / Math.pow(1024, exponent)
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`
}
