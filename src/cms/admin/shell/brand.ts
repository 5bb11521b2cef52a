import type { Payload } from 'payload'

/** The name the admin shows when the site settings cannot be read (a fresh, empty database). */
export const FALLBACK_BRAND = '科研学术服务平台'

/** The company's name from 站点设置 (brand_name), for the admin's logo and login page. */
export async function brandName(payload: Payload | undefined): Promise<string> {
  if (!payload) return FALLBACK_BRAND
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.brand_name?.trim() || FALLBACK_BRAND
  } catch {
    return FALLBACK_BRAND
  }
}

/**
 * The letters of an avatar: a Chinese name's first character (张伟 → 张), a Latin name's initials
 * (Li Wei → LW), else the first two letters of the e-mail address.
 */
export function initials(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = (fullName ?? '').trim()
  if (name) {
    if (/^\p{Script=Han}/u.test(name)) return Array.from(name)[0]!
    const words = name.split(/\s+/).filter(Boolean)
    const letters =
      words.length > 1
        ? [words[0]!, words[words.length - 1]!].map((word) => Array.from(word)[0])
        : Array.from(words[0]!).slice(0, 2)
    return letters.join('').toUpperCase()
  }
  const local = (email ?? '').split('@')[0] ?? ''
  return Array.from(local).slice(0, 2).join('').toUpperCase() || '?'
}
