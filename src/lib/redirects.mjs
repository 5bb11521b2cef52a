import { decodeOrKeep } from './decode.mjs'

/**
 * Staff redirects (the `redirects` collection) as the production server applies them
 * (draining-server.mjs): old path → new path or URL, answered with 301 or 308 before Next sees the
 * request. Plain JavaScript so the server script loads it without a build.
 * @typedef {{ from: string, to: string, status: 301 | 308, keep_query?: boolean }} RedirectRule
 */

const ABSOLUTE_URL = /^https?:\/\//i

/**
 * The comparable form of an old address as staff type it: a full URL loses its origin, a missing
 * leading slash is added, %-escapes are decoded and a trailing slash is dropped; a query string is
 * kept (old sites often had `/article.php?id=3`). Null for an empty or unusable value.
 * @param {string | null | undefined} input
 * @returns {string | null}
 */
export function normalizeRedirectPath(input) {
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
  value = value.split('#')[0] ?? ''
  if (!value.startsWith('/')) value = `/${value}`
  const queryAt = value.indexOf('?')
  const rawPath = queryAt >= 0 ? value.slice(0, queryAt) : value
  const query = queryAt >= 0 ? value.slice(queryAt) : ''
  let path = decodeOrKeep(rawPath).replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  if (/[\s<>"\\]/.test(path) || path.length > 1000) return null
  return path + (query.length > 1 ? decodeOrKeep(query) : '')
}

/**
 * Where a redirect may point: a path on this site, or an http(s) URL. Null otherwise.
 * @param {string | null | undefined} input
 * @returns {string | null}
 */
export function normalizeRedirectTarget(input) {
  const value = (input ?? '').trim()
  if (!value) return null
  if (ABSOLUTE_URL.test(value)) {
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
  /** @type {Map<string, RedirectRule>} */
  #rules = new Map()

  /** @param {RedirectRule[]} rules */
  constructor(rules) {
    for (const rule of rules) {
      const from = normalizeRedirectPath(rule.from)
      const to = normalizeRedirectTarget(rule.to)
      // A rule pointing at its own address would loop: it is left out (a URL on another site may
      // keep the path: moving a domain).
      if (!from || !to || (!ABSOLUTE_URL.test(to) && normalizeRedirectPath(to) === from)) continue
      // A rule stored before account pages were refused (or written to the database directly)
      // is never applied: those pages receive one-time links.
      if (!isRedirectablePath(from)) continue
      this.#rules.set(from, { from, to, status: rule.status === 308 ? 308 : 301, keep_query: rule.keep_query === true })
    }
    this.#followChains()
  }

  /**
   * A rule whose target is another rule's old address answers with the end of the chain (one hop
   * for the visitor and for search engines); rules that lead back to themselves (A → B → A) would
   * send browsers round in circles, so they are left out.
   */
  #followChains() {
    /** @type {Map<string, string | null>} */
    const ends = new Map()
    for (const [from, rule] of this.#rules) {
      const seen = new Set([from])
      let to = rule.to
      let next = this.#rules.get(normalizeRedirectPath(to) ?? '')
      while (next && !ABSOLUTE_URL.test(to)) {
        if (seen.has(next.from)) {
          to = ''
          break
        }
        seen.add(next.from)
        to = next.to
        next = this.#rules.get(normalizeRedirectPath(to) ?? '')
      }
      ends.set(from, to || null)
    }
    for (const [from, to] of ends) {
      const rule = this.#rules.get(from)
      if (to === null || !rule) this.#rules.delete(from)
      else this.#rules.set(from, { ...rule, to })
    }
  }

  get size() {
    return this.#rules.size
  }

  /**
   * The rule for a request's path (as sent, %-escaped) and query string, if any.
   * @param {string} pathname
   * @param {string} [search]
   * @returns {RedirectRule | null}
   */
  find(pathname, search = '') {
    if (this.#rules.size === 0) return null
    const path = normalizeRedirectPath(pathname)
    if (!path) return null
    if (search && search !== '?') {
      const withQuery = this.#rules.get(`${path}${decodeOrKeep(search)}`)
      if (withQuery) return withQuery
    }
    return this.#rules.get(path) ?? null
  }
}

/**
 * A redirect's `to` group (Payload's redirects plugin) as an address, given the addresses of documents.
 * @param {{ type?: string | null, url?: string | null, reference?: unknown } | null | undefined} to
 * @param {(reference: { relationTo: string, value: unknown }) => string | null} pathOfReference
 * @returns {string | null}
 */
export function redirectDestination(to, pathOfReference) {
  if (!to) return null
  if (to.type === 'custom') return normalizeRedirectTarget(to.url)
  const reference = /** @type {{ relationTo?: string, value?: unknown } | null | undefined} */ (to.reference)
  if (!reference?.relationTo || !reference.value || typeof reference.value !== 'object') return null
  return pathOfReference({ relationTo: reference.relationTo, value: reference.value })
}

/**
 * The table the server answers from, kept in memory and read again (`load`: the app's own
 * GET /api/redirects, itself a cached read expired when staff edit a redirect) once it is older
 * than `maxAgeMs`. A failed read keeps the last table (none at first: nothing redirects).
 */
export class RedirectTableCache {
  #table = new RedirectTable([])
  #loadedAt = Number.NEGATIVE_INFINITY
  /** @type {Promise<void> | null} */
  #loading = null

  /**
   * @param {() => Promise<RedirectRule[]>} load
   * @param {number} [maxAgeMs]
   * @param {number} [waitMs] how long a request waits for a stale table to be read again
   * @param {() => number} [now]
   */
  constructor(load, maxAgeMs = 2000, waitMs = 1000, now = Date.now) {
    this.load = load
    this.maxAgeMs = maxAgeMs
    this.waitMs = waitMs
    this.now = now
  }

  /** The current table; a stale one is read again first, waiting at most `waitMs`. */
  async get() {
    if (this.now() - this.#loadedAt > this.maxAgeMs) {
      this.#loading ??= this.#refresh()
      await Promise.race([this.#loading, new Promise((resolve) => setTimeout(resolve, this.waitMs).unref?.())])
    }
    return this.#table
  }

  async #refresh() {
    try {
      this.#table = new RedirectTable(await this.load())
    } catch {
      // The app cannot answer yet (starting, database away): keep what we have, try again later.
    } finally {
      this.#loadedAt = this.now()
      this.#loading = null
    }
  }
}

/**
 * The rules as the app's GET /api/redirects lists them (src/app/api/redirects).
 * @param {string} origin where this process answers, e.g. http://127.0.0.1:3000
 * @returns {Promise<RedirectRule[]>}
 */
export async function readRedirectRules(origin) {
  const response = await fetch(`${origin}/api/redirects`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(3000),
  })
  if (!response.ok) throw new Error(`GET /api/redirects answered ${response.status}`)
  const body = /** @type {{ data?: RedirectRule[] }} */ (await response.json())
  return Array.isArray(body.data) ? body.data : []
}

/**
 * Addresses a visitor may have an old link to: not Next's assets, the APIs, uploads, the admin or
 * the files the site answers itself (icons, sitemap, robots, manifest).
 */
const NEVER_REDIRECTED =
  /^\/(?:_next\/|api\/|cms-api\/|admin(?:\/|$)|favicon\.ico|icon\.svg|apple-icon\.png|sitemap\.xml|sitemaps\/|robots\.txt|manifest\.webmanifest)/

/**
 * The account pages: they receive one-time links (reset, e-mail verification, newsletter confirm
 * and unsubscribe) or a visitor's password. A redirect from one of them would hand a link's token
 * (kept in the query string) or the password to wherever staff point it, so none is ever redirected.
 */
const ACCOUNT_PAGES = /^\/(?:login|register|forgot-password|reset-password|verify-email|profile|newsletter)(?:[/?]|$)/i

/** @param {string} path */
export const isAccountPage = (path) => ACCOUNT_PAGES.test(path)

/** @param {string} path */
export const isRedirectablePath = (path) => !NEVER_REDIRECTED.test(path) && !ACCOUNT_PAGES.test(path)

/**
 * The Location for a request that matched `rule`: a site path is %-escaped (a header carries
 * ASCII only); a target without its own query string keeps the visitor's (campaign tags and the
 * like) unless the rule itself matched on a query string. A URL on another site gets the visitor's
 * query string only when staff ticked `keep_query` on the rule: a query may carry more than tags.
 * @param {RedirectRule} rule
 * @param {string} search the request's query string, `?…` or empty
 * @returns {string}
 */
export function redirectLocation(rule, search) {
  const absolute = ABSOLUTE_URL.test(rule.to)
  const target = new URL(rule.to, 'http://site.invalid')
  const carryQuery = !absolute || rule.keep_query === true
  if (carryQuery && !target.search && search && search !== '?' && !rule.from.includes('?')) target.search = search
  return absolute ? target.href : `${target.pathname}${target.search}${target.hash}`
}

/**
 * A query string without `_rsc`, the parameter Next's router adds to its client navigations: it is
 * never part of an old address, and the redirected navigation gets its own.
 * @param {string} search `?…` or empty
 */
function withoutRouterParams(search) {
  if (!search.includes('_rsc')) return search
  const kept = search
    .slice(1)
    .split('&')
    .filter((part) => part && !/^_rsc(?:=|$)/.test(part))
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}

/**
 * The answer for a request URL (path and query, as sent) under `table`: its status and Location,
 * or null when no rule matches.
 * @param {RedirectTable} table
 * @param {string} url
 * @returns {{ status: 301 | 308, location: string } | null}
 */
export function redirectFor(table, url) {
  const queryAt = url.indexOf('?')
  const search = withoutRouterParams(queryAt >= 0 ? url.slice(queryAt) : '')
  const rule = table.find(queryAt >= 0 ? url.slice(0, queryAt) : url, search)
  return rule && { status: rule.status, location: redirectLocation(rule, search) }
}
