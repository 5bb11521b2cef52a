import { Converter } from 'opencc-js/t2cn'
import { pinyin } from 'pinyin-pro'

/**
 * The text analysis of site search (issue #15), shared by the index (src/cms/search, written by the
 * collection hooks) and the queries (src/features/search): both must cut text into the same tokens.
 *
 * Chinese has no spaces, so a document is stored as a line of space-separated tokens that the
 * databases' own full-text engines (SQLite FTS5, PostgreSQL `simple`) then take as they are:
 * - every Latin or digit word, folded (NFKC: full-width Ａ１ → A1; lower case);
 * - in each run of Han characters, every character and every pair of neighbours (bigrams), so a
 *   two-character word (肿瘤, 统计, 基金) is found whatever the segmenter made of the sentence, and
 *   the longer words `Intl.Segmenter('zh', { granularity: 'word' })` finds there;
 * - the full pinyin of each bigram and each longer word (zhongliu, shengwuxinxi), so a query typed
 *   in pinyin finds the characters; in titles also the initials (zl, swxx).
 * Traditional characters are folded to simplified (opencc-js, Taiwan standard to mainland), on both
 * sides, so 腫瘤 finds 肿瘤 and the other way round.
 */

/**
 * Changes whenever the tokens of a text change (a new folding or cut) or what the index stores of a
 * document (its body, shown as the snippet): an index written by another version is rebuilt at start
 * (src/cms/search/index-store.ts).
 */
export const SEARCH_ANALYSIS_VERSION = 3

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
const HAN = /\p{Script=Han}/u
const HAN_RUN = /^\p{Script=Han}+$/u
const TOKEN = /^[\p{L}\p{N}]+$/u
/** Longest word whose whole pinyin is indexed (longer runs still have their bigrams). */
const MAX_WORD_PINYIN = 6
/** Index at most this much text of one document (a very long body adds little to its ranking). */
export const MAX_INDEXED_CHARS = 20_000

const traditionalToSimplified = Converter({ from: 'tw', to: 'cn' })

/** Traditional Chinese characters as simplified ones (text without Han characters is returned as it is). */
export function toSimplified(text: string): string {
  return HAN.test(text) ? traditionalToSimplified(text) : text
}

/**
 * NFKC (full-width letters, digits and spaces to half-width), traditional characters to simplified,
 * lower case, collapsed spaces.
 */
export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Pinyin of runs read lately: result snippets read the same bodies query after query. */
const pinyinCache = new Map<string, string[]>()
const PINYIN_CACHE_SIZE = 5000

/** The toneless pinyin of each character of a run of Han characters (read in context). */
export function charPinyin(run: string): string[] {
  const known = pinyinCache.get(run)
  if (known) return known
  const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true })
  const result =
    syllables.length === [...run].length ? syllables.map((s) => s.toLowerCase().replace(/[^a-z]/g, '')) : []
  if (pinyinCache.size >= PINYIN_CACHE_SIZE) pinyinCache.delete(pinyinCache.keys().next().value!)
  pinyinCache.set(run, result)
  return result
}

type TokenOptions = { initials: boolean }

/** Characters, bigrams and their pinyin across a whole run of Han characters (not only within the segmenter's words). */
function hanTokens(run: string, add: (token: string) => void, options: TokenOptions): void {
  const chars = [...run]
  const syllables = charPinyin(run)
  for (let index = 0; index < chars.length; index += 1) {
    add(chars[index]!)
    if (index + 1 < chars.length) {
      add(chars[index]! + chars[index + 1]!)
      if (syllables.length) {
        add(syllables[index]! + syllables[index + 1]!)
        if (options.initials) add((syllables[index]![0] ?? '') + (syllables[index + 1]![0] ?? ''))
      }
    }
  }
  // The segmenter's longer words too, with their whole pinyin (生物信息 → shengwuxinxi, swxx).
  let offset = 0
  for (const part of segmenter.segment(run)) {
    const length = [...part.segment].length
    if (length > 2 && length <= MAX_WORD_PINYIN) {
      add(part.segment)
      if (syllables.length) {
        const word = syllables.slice(offset, offset + length)
        add(word.join(''))
        if (options.initials) add(word.map((syllable) => syllable[0]).join(''))
      }
    }
    offset += length
  }
}

/** Maximal runs of Han characters, and Latin/digit words, of folded text. */
function runs(text: string): string[] {
  return foldText(text).match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? []
}

/** The tokens of a text for the index, each once, in order of first appearance. */
export function indexTokens(text: string, options: TokenOptions = { initials: false }): string[] {
  const seen = new Set<string>()
  const add = (token: string) => {
    if (token && TOKEN.test(token)) seen.add(token)
  }
  for (const run of runs(text.slice(0, MAX_INDEXED_CHARS))) {
    if (HAN_RUN.test(run)) hanTokens(run, add, options)
    else add(run)
  }
  return [...seen]
}

/** Tokens of a title (with pinyin initials) and of a body, as stored in the index. */
export function documentTokens(title: string, body: string): { title: string; body: string } {
  return {
    title: indexTokens(title, { initials: true }).join(' '),
    body: indexTokens(body, { initials: false }).join(' '),
  }
}

/** One term of a query: a token every result must contain (or start with, when `prefix`). */
export type QueryTerm = { token: string; prefix: boolean }

/** At most this many terms count; the rest of a long query is ignored. */
export const MAX_QUERY_TERMS = 8

/**
 * The terms of a query, all of which a result must match:
 * - Chinese is cut into the segmenter's words; a word of two characters is a term (an indexed
 *   bigram), a longer one gives its bigrams (生物信息 needs 生物, 物信 and 信息 side by side), and
 *   neighbouring single characters are taken together the same way (网|状 → 网状);
 * - any other word is a term (English, digits, or pinyin: `zhongliu`, `zl`); the last one, while
 *   the visitor may still be typing it (`partial`), also matches longer tokens (`zhong` → zhongliu).
 */
export function queryTerms(query: string, { partial = true }: { partial?: boolean } = {}): QueryTerm[] {
  const found = runs(query)
  const terms: QueryTerm[] = []
  const addHan = (chunk: string[]) => {
    if (chunk.length === 1) terms.push({ token: chunk[0]!, prefix: false })
    for (let i = 0; i + 1 < chunk.length; i += 1) terms.push({ token: chunk[i]! + chunk[i + 1]!, prefix: false })
  }
  found.forEach((run, index) => {
    if (HAN_RUN.test(run)) {
      let singles: string[] = []
      for (const part of segmenter.segment(run)) {
        const chars = [...part.segment]
        if (chars.length === 1) {
          singles.push(chars[0]!)
          continue
        }
        if (singles.length) addHan(singles)
        singles = []
        addHan(chars)
      }
      if (singles.length) addHan(singles)
    } else {
      const last = index === found.length - 1
      terms.push({ token: run, prefix: partial && last && run.length >= 2 && !/^\d+$/.test(run) })
    }
  })
  const unique = new Map<string, QueryTerm>()
  for (const term of terms) {
    const known = unique.get(term.token)
    unique.set(term.token, { token: term.token, prefix: (known?.prefix ?? true) && term.prefix })
  }
  return [...unique.values()].slice(0, MAX_QUERY_TERMS)
}

/** Whether a stored token matches a query term. */
export function termMatches(term: QueryTerm, token: string): boolean {
  return term.prefix ? token.startsWith(term.token) : token === term.token
}

/** Whether the text contains Han characters (for choosing how to highlight it). */
export const hasHan = (text: string): boolean => HAN.test(text)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The plain text of stored HTML (bodies): tags become spaces, common entities are decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}
