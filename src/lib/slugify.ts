import { pinyin } from 'pinyin-pro'

/**
 * URL slug from any title. Payload's own slugify drops non-ASCII characters, which turns
 * Chinese titles into empty slugs; this one spells Chinese characters in pinyin first.
 */
export function slugify(input: string): string {
  const spelled = pinyin(input, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('-')
  return spelled
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
