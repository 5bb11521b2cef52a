/**
 * Errors from the account code may carry secrets: database errors append the query's parameters
 * (password hashes, token hashes) to their message. Log these, never the raw error.
 */
const PARAMS = /params:.*$/i

function redactLine(line: string): string {
  return line.replace(PARAMS, 'params: [redacted]').slice(0, 300)
}

/**
 * A copy of `error` fit for the log (`logger.error({ err: redactedError(error) }, ...)`): its name,
 * the first line of its message with parameters removed, and its stack frames. Nothing else is
 * copied (no `cause`, no extra properties), so no query parameters reach the log.
 */
export function redactedError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error('unknown error')
  const safe = new Error(redactLine(error.message.split('\n')[0] ?? ''))
  safe.name = error.name
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n')
  return safe
}
