/**
 * Where signing in returns to: a member page that needed a session sends the visitor to
 * `/login?next=<its path>`, and the login form goes back there afterwards instead of /profile.
 * Only a path of this site is followed (no other origin, no `//host` or `/\host` address, no
 * account pages that would loop), so the parameter cannot send anyone elsewhere.
 */
export const DEFAULT_RETURN_PATH = '/profile'

const LOOPING = /^\/(?:login|register|forgot-password|reset-password|verify-email)(?:[/?#]|$)/

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_PATH
  if (/[\\\s]/.test(value) || [...value].some((character) => character.charCodeAt(0) < 0x20)) return DEFAULT_RETURN_PATH
  try {
    // Resolved against a placeholder origin: a path that leaves it is no path of this site. The
    // checks run again on the result, as resolving collapses dot segments (/.//host → //host).
    const resolved = new URL(value, 'https://return.invalid')
    if (resolved.origin !== 'https://return.invalid') return DEFAULT_RETURN_PATH
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
    if (path.startsWith('//') || path.startsWith('/\\') || LOOPING.test(path)) return DEFAULT_RETURN_PATH
    return path
  } catch {
    return DEFAULT_RETURN_PATH
  }
}

/** The sign-in address that comes back to `path` (the plain /login for the default). */
export function loginPathReturningTo(path: string): string {
  const target = safeReturnPath(path)
  return target === DEFAULT_RETURN_PATH ? '/login' : `/login?next=${encodeURIComponent(target)}`
}
