// How the page cache handler (handler.mjs) writes an entry to Redis and reads it back; the
// contract test of what Next hands the handler reads entries the same way.

/** JSON that keeps Buffers and Maps (rendered pages carry both). */
export function encode(/** @type {object} */ entry) {
  return JSON.stringify(entry, function (key, value) {
    const original = this[key]
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') }
    if (original instanceof Map) return { $map: [...original.entries()] }
    return value
  })
}

/** @returns {any} */
export function decode(/** @type {string} */ text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
      if (Array.isArray(value.$map)) return new Map(value.$map)
    }
    return value
  })
}
