/**
 * One byte range of a download (RFC 9110 §14), so an interrupted download of a large data file
 * resumes where it stopped instead of starting again. Only a single range is served; a request for
 * several is answered with the whole file, as the RFC allows.
 */
export type ByteRange = { start: number; end: number }

/**
 * What a `Range` header asks of a file of `size` bytes: null for the whole file (no header, a
 * header this server ignores, or an If-Range naming another version), 'unsatisfiable' for a range
 * past the end (416), else the inclusive range.
 */
export function requestedRange(
  header: string | null,
  size: number,
  ifRange: string | null = null,
  etag: string | null = null,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  if (ifRange !== null && ifRange !== etag) return null
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return null
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return null
  return { start, end }
}
