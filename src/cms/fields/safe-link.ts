import type { TextFieldSingleValidation } from 'payload'

/**
 * Links staff type into settings and menus end up in `href`s on every page: only site paths
 * (`/services/...`), `https:`, `mailto:` and `tel:` are accepted, so a `javascript:` or `data:` URL
 * can never be stored (and a protocol-relative `//host` is not mistaken for a path).
 */
export function isSafeLink(value: string): boolean {
  const link = value.trim()
  if (/^tel:\+?[\d\s()-]{3,}$/i.test(link)) return true
  if (/[\s<>"'`]/.test(link)) return false
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  return /^(https:\/\/[^/?#]+|mailto:[^@]+@[^@]+)/i.test(link)
}

export const SAFE_LINK_MESSAGE = '链接只能是站内路径（以 / 开头）或 https://、mailto:、tel: 开头的地址'

export const validateSafeLink: TextFieldSingleValidation = (value) =>
  value === null || value === undefined || value === '' || isSafeLink(value) ? true : SAFE_LINK_MESSAGE

/** For links stored before the check existed: an unsafe one is dropped when read. */
export function safeLinkOrNull(value: string | null | undefined): string | null {
  return value && isSafeLink(value) ? value.trim() : null
}
