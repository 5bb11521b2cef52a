import { decodeOrKeep } from './decode'

/**
 * Staff redirects (the `redirects` collection) as the request proxy (src/proxy.ts) applies them:
 * old path → new path or URL, answered with 301 or 308 before any page renders.
 */
export type RedirectRule = { from: string; to: string; status: 301 | 308 }

/**
 * The comparable form of an old address as staff type it: a full URL loses its origin, a missing
 * leading slash is added, %-escapes are decoded and a trailing slash is dropped; a query string is
 * kept (old sites often had `/article.php?id=3`). Null for an empty or unusable value.
 */
export function normalizeRedirectPath(input: string | null | undefined): string | null {
  let value = (input ?? '').trim()
  if (!value) return null
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      value = url.pathname + url.search
    } catch {
      return null
    }
  }
  value = value.split('#')[0]!
  if (!value.startsWith('/')) value = `/${value}`
  const queryAt = value.indexOf('?')
  const rawPath = queryAt >= 0 ? value.slice(0, queryAt) : value
  const query = queryAt >= 0 ? value.slice(queryAt) : ''
  let path = decodeOrKeep(rawPath).replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (/[\s<>"\\]/.test(path) || path.length > 1000) return null
  return path + (query.length > 1 ? decodeOrKeep(query) : '')
}

/** Where a redirect may point: a path on this site, or an http(s) URL. Null otherwise. */
export function normalizeRedirectTarget(input: string | null | undefined): string | null {
  const value = (input ?? '').trim()
  if (!value) return null
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).toString()
    } catch {
      return null
    }
  }
  if (value.startsWith('//')) return null
  return value.startsWith('/') ? value : `/${value}`
}

/** A lookup over the rules: by path with its query string first, then by the path alone. */
export class RedirectTable {
  private readonly rules = new Map<string, RedirectRule>()

  constructor(rules: RedirectRule[]) {
    for (const rule of rules) {
      const from = normalizeRedirectPath(rule.from)
      const to = normalizeRedirectTarget(rule.to)
      // A rule pointing at its own address would loop: it is left out (a URL on another site may
      // keep the path: moving a domain).
      if (!from || !to || (!/^https?:\/\//i.test(to) && normalizeRedirectPath(to) === from)) continue
      this.rules.set(from, { from, to, status: rule.status === 308 ? 308 : 301 })
    }
    this.followChains()
  }

  /**
   * A rule whose target is another rule's old address answers with the end of the chain (one hop
   * for the visitor and for search engines); rules that lead back to themselves (A → B → A) would
   * send browsers round in circles, so they are left out.
   */
  private followChains(): void {
    const ends = new Map<string, string | null>()
    for (const [from, rule] of this.rules) {
      const seen = new Set([from])
      let to = rule.to
      let next = this.rules.get(normalizeRedirectPath(to) ?? '')
      while (next && !/^https?:\/\//i.test(to)) {
        if (seen.has(next.from)) {
          to = ''
          break
        }
        seen.add(next.from)
        to = next.to
        next = this.rules.get(normalizeRedirectPath(to) ?? '')
      }
      ends.set(from, to || null)
    }
    for (const [from, to] of ends) {
      if (to === null) this.rules.delete(from)
      else this.rules.set(from, { ...this.rules.get(from)!, to })
    }
  }

  get size(): number {
    return this.rules.size
  }

  /** The rule for a request's path (as sent, %-escaped) and query string, if any. */
  find(pathname: string, search = ''): RedirectRule | null {
    const path = normalizeRedirectPath(pathname)
    if (!path) return null
    if (search && search !== '?') {
      const withQuery = this.rules.get(`${path}${decodeOrKeep(search)}`)
      if (withQuery) return withQuery
    }
    return this.rules.get(path) ?? null
  }
}

/** A redirect's `to` group (Payload's redirects plugin) as an address, given the addresses of documents. */
export function redirectDestination(
  to: { type?: string | null; url?: string | null; reference?: unknown } | null | undefined,
  pathOfReference: (reference: { relationTo: string; value: unknown }) => string | null,
): string | null {
  if (!to) return null
  if (to.type === 'custom') return normalizeRedirectTarget(to.url)
  const reference = to.reference as { relationTo?: string; value?: unknown } | null | undefined
  if (!reference?.relationTo || !reference.value || typeof reference.value !== 'object') return null
  return pathOfReference({ relationTo: reference.relationTo, value: reference.value })
}

/**
 * The table the proxy answers from, kept in memory and read again from the app's own
 * GET /api/redirects (itself a cached read, expired when staff edit a redirect) once it is older
 * than `maxAgeMs`. A failed read keeps the last table (none at first: nothing redirects).
 */
export class RedirectTableCache {
  private table = new RedirectTable([])
  private loadedAt = Number.NEGATIVE_INFINITY
  private loading: Promise<void> | null = null

  constructor(
    private readonly load: () => Promise<RedirectRule[]>,
    private readonly maxAgeMs = 2000,
    private readonly waitMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current table; a stale one is read again first, waiting at most `waitMs`. */
  async get(): Promise<RedirectTable> {
    if (this.now() - this.loadedAt > this.maxAgeMs) {
      this.loading ??= this.refresh()
      await Promise.race([this.loading, new Promise((resolve) => setTimeout(resolve, this.waitMs).unref?.())])
    }
    return this.table
  }

  private async refresh(): Promise<void> {
    try {
      this.table = new RedirectTable(await this.load())
    } catch {
      // The app cannot answer yet (starting, database away): keep what we have, try again later.
    } finally {
      this.loadedAt = this.now()
      this.loading = null
    }
  }
}
