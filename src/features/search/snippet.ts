import { charPinyin, foldText, termMatches, toSimplified, type QueryTerm } from '@/lib/search-text'

const PIECE = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu
const HAN_RUN = /^\p{Script=Han}+$/u
/** Longest run of characters whose joined pinyin may match a pinyin term. */
const MAX_PINYIN_CHARS = 6

type Range = [start: number, end: number]

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** Where the terms occur in a run of Han characters (offsets in the run): the characters, or their pinyin. */
function hanRanges(run: string, terms: QueryTerm[]): Range[] {
  const chars = [...run]
  const offsets: number[] = []
  let offset = 0
  for (const char of chars) {
    offsets.push(offset)
    offset += char.length
  }
  offsets.push(offset)
  const ranges: Range[] = []
  // Terms are simplified; a traditional run is searched in its simplified form when that keeps
  // every offset (a character for a character).
  const simplified = toSimplified(run)
  const searched = simplified.length === run.length ? simplified : run
  const latin = terms.filter((term) => /^[a-z]+$/.test(term.token))
  const syllables = latin.length ? charPinyin(searched) : []
  for (const term of terms) {
    if (!/^[a-z0-9]+$/.test(term.token)) {
      let from = searched.indexOf(term.token)
      while (from !== -1) {
        ranges.push([from, from + term.token.length])
        from = searched.indexOf(term.token, from + 1)
      }
    }
  }
  if (syllables.length) {
    for (let start = 0; start < chars.length; start += 1) {
      let full = ''
      let initials = ''
      for (let end = start; end < Math.min(chars.length, start + MAX_PINYIN_CHARS); end += 1) {
        full += syllables[end]
        initials += syllables[end]![0] ?? ''
        // The shortest run that matches: a prefix (`zhongl`) marks 肿瘤, not the whole sentence.
        const hit = latin.some((term) => termMatches(term, full) || (end > start && term.token === initials))
        if (hit) {
          ranges.push([offsets[start]!, offsets[end + 1]!])
          break
        }
      }
    }
  }
  return ranges
}

/** The ranges of `text` (offsets in `text`) where a query term matches a word, a character or its pinyin. */
export function matchRanges(text: string, terms: QueryTerm[]): Range[] {
  if (terms.length === 0 || !text) return []
  const ranges: Range[] = []
  for (const piece of text.matchAll(PIECE)) {
    const start = piece.index ?? 0
    const value = piece[0]
    if (HAN_RUN.test(value)) {
      for (const [from, to] of hanRanges(value, terms)) ranges.push([start + from, start + to])
    } else if (terms.some((term) => termMatches(term, foldText(value)))) {
      ranges.push([start, start + value.length])
    }
  }
  return merge(ranges)
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: Range[] = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

/** `text[from, to)` as HTML: escaped, each match inside <mark>. */
function markedHtml(text: string, ranges: Range[], from: number, to: number): string {
  let html = ''
  let cursor = from
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue
    const a = Math.max(start, from)
    const b = Math.min(end, to)
    html += escapeHtml(text.slice(cursor, a)) + `<mark>${escapeHtml(text.slice(a, b))}</mark>`
    cursor = b
  }
  return html + escapeHtml(text.slice(cursor, to))
}

/** The whole text as HTML with its matches marked (result titles on the page). */
export function highlightHtml(text: string, terms: QueryTerm[]): string {
  return markedHtml(text, matchRanges(text, terms), 0, text.length)
}

/** Moves an offset off the second half of a surrogate pair. */
const safeOffset = (text: string, offset: number) =>
  offset > 0 && offset < text.length && /[\uDC00-\uDFFF]/.test(text[offset]!) ? offset - 1 : offset

/**
 * About `length` characters of `text` around its first match, as HTML: escaped, matches in
 * <mark>, an ellipsis where it was cut. Without a match, its beginning.
 */
export function snippetHtml(text: string, terms: QueryTerm[], { length = 110, before = 24 } = {}): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (!plain) return ''
  // Only the start of a long body is searched for the first match, so a snippet stays cheap.
  const scanned = plain.slice(0, 8000)
  const ranges = matchRanges(scanned, terms)
  const first = ranges[0]?.[0] ?? 0
  let from = safeOffset(plain, Math.max(0, first - before))
  const to = safeOffset(plain, Math.min(plain.length, from + length))
  if (to - from < length) from = safeOffset(plain, Math.max(0, to - length))
  return `${from > 0 ? '…' : ''}${markedHtml(plain, ranges, from, to)}${to < plain.length ? '…' : ''}`
}
