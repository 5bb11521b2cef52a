import { foldText } from './search-text'

/**
 * Staff synonyms of site search (collection `search-synonyms`): one group per row, words that mean
 * the same (荟萃分析 = Meta分析 = meta analysis). Written by staff as one text, the words separated
 * by commas (either width), 、, ；, = or new lines; parsed here for the admin's check and for the
 * queries alike.
 */

/** At most this many words in one group, each at most this many characters. */
export const MAX_SYNONYM_WORDS = 10
export const MAX_SYNONYM_LENGTH = 30

const SEPARATORS = /[,，、;；=\n\r]+/

/** The distinct folded words of a group as staff typed it (spaces inside a word kept, collapsed). */
export function synonymWords(text: string | null | undefined): string[] {
  const words = (text ?? '')
    .split(SEPARATORS)
    .map((word) => foldText(word))
    .filter(Boolean)
  return [...new Set(words)]
}

/** Why a group is refused (a Chinese message for the admin), or null when it is fine. */
export function synonymProblem(text: string | null | undefined): string | null {
  const words = synonymWords(text)
  if (words.length < 2) return '请至少填写两个词，用逗号分隔，例如：荟萃分析, Meta分析'
  if (words.length > MAX_SYNONYM_WORDS) return `一组最多 ${MAX_SYNONYM_WORDS} 个词`
  const long = words.find((word) => [...word].length > MAX_SYNONYM_LENGTH)
  if (long) return `每个词最多 ${MAX_SYNONYM_LENGTH} 个字：“${long}”太长`
  return null
}

/** At most this many forms of one query are searched (the query itself included). */
export const MAX_QUERY_VARIANTS = 6

const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a word of a group occurs in a folded query: spaces between its characters are optional
 * ("meta 分析" is "meta分析"), and a word that begins or ends with a Latin letter or digit must not
 * continue a longer Latin word there (sci is not found in science).
 */
function wordPattern(word: string): RegExp {
  const chars = [...word.replace(/\s+/g, '')]
  const body = chars.map(escape).join('\\s*')
  const before = /^[a-z0-9]/.test(chars[0] ?? '') ? '(?<![a-z0-9])' : ''
  const after = /[a-z0-9]$/.test(chars.at(-1) ?? '') ? '(?![a-z0-9])' : ''
  return new RegExp(before + body + after, 'u')
}

/**
 * The query and the forms it takes when a word of a synonym group in it is replaced by each other
 * word of the group (the longest words first: a group holding 网状meta分析 is applied before one
 * holding meta分析). The folded query itself comes first; at most MAX_QUERY_VARIANTS forms.
 */
export function expandQuery(query: string, groups: string[][]): string[] {
  const variants = [foldText(query)]
  const words = groups
    .flatMap((group) => group.map((word) => ({ word, group, length: word.replace(/\s+/g, '').length })))
    .filter(({ length }) => length > 0)
    .sort((a, b) => b.length - a.length)
  const used = new Set<string[]>()
  for (const { word, group } of words) {
    if (used.has(group)) continue
    const pattern = wordPattern(word)
    const grown: string[] = []
    for (const variant of variants) {
      if (!pattern.test(variant)) continue
      used.add(group)
      for (const other of group) if (other !== word) grown.push(foldText(variant.replace(pattern, () => ` ${other} `)))
    }
    for (const variant of grown) {
      if (variants.length >= MAX_QUERY_VARIANTS) break
      if (!variants.includes(variant)) variants.push(variant)
    }
  }
  return variants
}
