// The pieces of the server layer that change what Next would do on its own, each with a switch, so
// that `npm run bench` can measure the site with and without each one in the same run (and an
// operator can turn one off if a Next upgrade breaks it). SERVER_MECHANISMS_OFF lists the ones to
// turn off, comma-separated; unset, all are on. Read once per process: by the server script
// (serve.mjs) and by the page cache handler Next loads in the same process.
//
// What each is and what it wins: docs/decisions/2026-11-27-server-mechanisms-measured.md.

/** Each mechanism's name (as SERVER_MECHANISMS_OFF spells it) and what it does. */
export const MECHANISMS = {
  'origin-response-cache':
    'public pages and API answers written from the server’s memory while current, before Next (origin-response-cache.mjs)',
  'scripts-after-first-paint':
    'a stored page asks for its framework scripts after the first paint (next-cache/scripts-after-first-paint.mjs)',
  'payload-beside-the-page':
    'a stored page’s RSC payload fetched beside it instead of written into it (next-cache/page-payloads.mjs)',
  'boundaries-in-place':
    'a stored page’s Suspense boundaries written where they stand, not after the document (next-cache/boundaries-in-place.mjs)',
}

/** @typedef {keyof typeof MECHANISMS} Mechanism */

/**
 * The mechanisms a setting turns off. An unknown name is refused (a typo must not leave a
 * mechanism on that the operator meant to turn off).
 * @param {string | undefined} setting
 * @returns {Set<Mechanism>}
 */
export function mechanismsOff(setting) {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !Object.hasOwn(MECHANISMS, name))
  if (unknown.length > 0)
    throw new Error(
      `SERVER_MECHANISMS_OFF 含未知的名称：${unknown.join('、')}（可选：${Object.keys(MECHANISMS).join('、')}）`,
    )
  return /** @type {Set<Mechanism>} */ (new Set(names))
}

/**
 * Whether a mechanism is on in this process. Asked when a page is stored, not per request; a
 * setting that cannot be read leaves everything on (serve.mjs refuses it at start).
 * @param {Mechanism} name
 */
export function mechanismOn(name) {
  try {
    return !mechanismsOff(process.env.SERVER_MECHANISMS_OFF).has(name)
  } catch {
    return true
  }
}
