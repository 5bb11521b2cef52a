import 'server-only'
import type { PayloadLogger } from 'payload'
import { getPayload } from '@/cms/client'

/**
 * Payload's logger (pino): structured lines with the error object under `err`, e.g.
 * `(await getLogger()).error({ err: error }, '[news] list unavailable')`. Errors that may carry
 * secrets (database errors with query parameters) go through cms/auth/redact.ts first.
 */
export type Logger = Pick<PayloadLogger, 'error' | 'warn' | 'info'>

/** Only when Payload itself cannot start (it has logged why): the same calls, to the console. */
const consoleLogger: Logger = {
  error: ((fields: unknown, message?: string) => console.error(message ?? '', fields)) as Logger['error'],
  warn: ((fields: unknown, message?: string) => console.warn(message ?? '', fields)) as Logger['warn'],
  info: ((fields: unknown, message?: string) => console.info(message ?? '', fields)) as Logger['info'],
}

export async function getLogger(): Promise<Logger> {
  try {
    return (await getPayload()).logger
  } catch {
    return consoleLogger
  }
}
