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
