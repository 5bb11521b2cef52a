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

/** Up to two characters for an avatar: a Chinese name's first two, or a Latin name's initials. */
export function initials(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = (fullName ?? '').trim()
  if (name) {
    if (/^[\p{Script=Han}]/u.test(name)) return Array.from(name.replace(/\s+/g, '')).slice(0, 2).join('')
    const words = name.split(/\s+/).filter(Boolean)
    const letters =
      words.length > 1
        ? [words[0], words[words.length - 1]].map((w) => Array.from(w)[0])
        : Array.from(words[0]).slice(0, 2)
    return letters.join('').toUpperCase()
  }
  const local = (email ?? '').split('@')[0] ?? ''
  return Array.from(local).slice(0, 2).join('').toUpperCase() || '?'
}
