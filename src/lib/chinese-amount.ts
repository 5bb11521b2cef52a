/**
 * 人民币金额大写, as written on invoices, contracts and the service confirmation (服务确认单):
 * 13888 → 壹万叁仟捌佰捌拾捌元整, 1005.5 → 壹仟零伍元伍角, 100000.01 → 壹拾万元零壹分.
 *
 * The rules followed (《会计基础工作规范》第五十二条 and common bank practice):
 * - digits 零壹贰叁肆伍陆柒捌玖, places 拾佰仟 within a group of four, groups 万 and 亿 (and 万亿);
 * - a 拾 at the head of a number keeps its 壹 (10 → 壹拾元整, 100000 → 壹拾万元整);
 * - one 零 stands for any run of zeros between two written digits, including a run that spans a
 *   group boundary (1000010 → 壹佰万零壹拾元整), but zeros that a group's unit absorbs are not written
 *   (105000 → 壹拾万伍仟元整) and trailing zeros never are;
 * - 整 follows 元 when there are no 角 or 分; nothing follows 角 or 分;
 * - a zero 元 place before 角 writes no 零 (20.5 → 贰拾元伍角); a zero 角 between 元 and 分 writes one
 *   (3.07 → 叁元零柒分); amounts under one yuan start with their first digit (0.05 → 伍分).
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const
/** Places within a group of four, from the lowest. */
const PLACES = ['', '拾', '佰', '仟'] as const

/** The largest amount written: 壹万亿元整. */
export const MAX_CAPITALS_YUAN = 1e12

/** 1…9999 without leading zeros; inner runs of zeros as one 零, trailing zeros dropped. */
function groupInCapitals(value: number): string {
  let out = ''
  let zeroPending = false
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10
    if (digit === 0) {
      if (out) zeroPending = true
      continue
    }
    if (zeroPending) out += '零'
    zeroPending = false
    out += DIGITS[digit] + PLACES[place]
  }
  return out
}

/**
 * A positive whole number of yuan. The 亿 part is written by the same rules (so 10000亿 is 壹万亿);
 * a 万 or units group that follows written digits gets a 零 when zeros come before it, either a whole
 * zero group or its own leading zeros (below 1000).
 */
function integerInCapitals(value: number): string {
  const groups: [number, string][] = [
    [Math.floor(value / 1e8), '亿'],
    [Math.floor(value / 1e4) % 1e4, '万'],
    [value % 1e4, ''],
  ]
  let out = ''
  let zeroPending = false
  for (const [index, [group, unit]] of groups.entries()) {
    if (group === 0) {
      if (out) zeroPending = true
      continue
    }
    if (out && (zeroPending || group < 1000)) out += '零'
    zeroPending = false
    out += (index === 0 ? integerInCapitals(group) : groupInCapitals(group)) + unit
  }
  return out
}

/**
 * The amount `yuan` (rounded to the fen) in Chinese capitals, without the 人民币 prefix.
 * Throws a RangeError for a negative, non-finite or larger than 1e12 amount.
 */
export function amountInChineseCapitals(yuan: number): string {
  if (!Number.isFinite(yuan) || yuan < 0 || yuan > MAX_CAPITALS_YUAN) {
    throw new RangeError(`金额须为 0 至 ${MAX_CAPITALS_YUAN} 元之间的有限数：${yuan}`)
  }
  // Whole fen, as src/cms/projects/money.ts computes amounts: 0.29 * 100 is 28.999… and rounds to 29.
  const fen = Math.round(yuan * 100)
  const whole = Math.floor(fen / 100)
  const jiao = Math.floor(fen / 10) % 10
  const fenDigit = fen % 10

  if (jiao === 0 && fenDigit === 0) return `${whole === 0 ? '零' : integerInCapitals(whole)}元整`
  let out = whole === 0 ? '' : `${integerInCapitals(whole)}元`
  if (jiao !== 0) out += `${DIGITS[jiao]}角`
  if (fenDigit !== 0) out += `${jiao === 0 && whole !== 0 ? '零' : ''}${DIGITS[fenDigit]}分`
  return out
}
