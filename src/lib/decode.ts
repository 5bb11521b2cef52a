/**
 * A %-escaped path segment or query as text; the text as it came when it is not a valid escape
 * (such a request is refused before Next by the server, but a page must never throw on it).
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
