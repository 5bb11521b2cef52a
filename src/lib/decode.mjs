/**
 * A %-escaped path segment or query as text; the text as it came when it is not a valid escape
 * (such a request is refused before Next by the server, but a page must never throw on it).
 * @param {string} text
 * @returns {string}
 */
export function decodeOrKeep(text) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
