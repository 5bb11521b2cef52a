import crypto from 'node:crypto'
import path from 'node:path'

/**
 * A short name for the database this process serves. Cached pages and reads are stored under it,
 * so one build serving several databases (the test suite, a build made elsewhere) never shows one
 * database's content for another. Shared by `env.ts` and the Next cache handler, which Next loads
 * outside the bundle.
 *
 * @param {Record<string, string | undefined>} environment
 * @param {string} projectRoot
 * @returns {string}
 */
export function cacheNamespace(environment, projectRoot) {
  const setting = (/** @type {string} */ name) => {
    const value = environment[name]
    return value && value.trim() !== '' ? value.trim() : undefined
  }
  const database =
    setting('DATABASE_URL') ??
    path.resolve(
      /*turbopackIgnore: true*/ projectRoot,
      setting('DATA_DIR') ?? 'data',
      setting('SQLITE_FILE') ?? 'site.db',
    )
  return crypto.createHash('sha256').update(database).digest('hex').slice(0, 12)
}

/**
 * Rendered on a page whose content could not be read in full (a fallback instead of the list,
 * an empty menu): such a render is served but never stored, so the next request tries again.
 */
export const RENDER_FAILED_ATTRIBUTE = 'data-render-failed'

/**
 * Whether a rendered page or read may be kept in the cache. Not-found answers are not kept (any
 * address can be asked for, and the record may be created a moment later), nor are renders that
 * carry the failure mark.
 *
 * @param {any} value what Next asks the handler to store
 * @returns {boolean}
 */
export function isStorable(value) {
  if (!value || typeof value !== 'object') return false
  if (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') {
    if (value.status === 404) return false
    if (typeof value.html === 'string' && value.html.includes(RENDER_FAILED_ATTRIBUTE)) return false
  }
  return true
}
