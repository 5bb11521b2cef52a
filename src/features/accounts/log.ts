/** An error's name and first line, without the query parameters database errors append (they may hold hashes). */
export function describeSafely(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const firstLine = error.message.split('\n')[0] ?? ''
  return `${error.name}: ${firstLine.replace(/params:.*$/i, 'params: [redacted]').slice(0, 300)}`
}
