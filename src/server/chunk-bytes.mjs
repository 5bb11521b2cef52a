/**
 * A chunk given to `response.write`/`end` as bytes (what the server's watchers of an answer collect:
 * server-error-screen.mjs, origin-response-cache.mjs).
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
export function bytesOf(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
}
