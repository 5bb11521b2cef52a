import 'server-only'
import type { PayloadLogger } from 'payload'
import { getPayload } from '@/cms/client'
import { currentRequestId } from '@/lib/ops-events.mjs'

/**
 * Payload's logger (pino): structured lines with the error object under `err`, e.g.
 * `(await getLogger()).error({ err: error }, '[news] list unavailable')`. Errors that may carry
 * secrets (database errors with query parameters) go through cms/auth/redact.ts first.
 * `logError` and `logWarning` add `reqId`, the id of the request being served (the same as its
 * `X-Request-Id` answer header and its request log line, src/server/request-log.mjs).
 */
export type Logger = Pick<PayloadLogger, 'error' | 'warn' | 'info'>

/** Only when Payload itself cannot start (it has logged why): the same calls, to the console. */
const consoleLogger: Logger = {
  error: ((fields: unknown, message?: string) => console.error(message ?? '', fields)) as Logger['error'],
  warn: ((fields: unknown, message?: string) => console.warn(message ?? '', fields)) as Logger['warn'],
  info: ((fields: unknown, message?: string) => console.info(message ?? '', fields)) as Logger['info'],
}

/**
 * Payload's logger. `failure` is the error about to be logged: when it is Payload failing to start
 * (the database is unreachable), Payload has already logged why and starting it again only to log
 * would repeat that, so the console takes the line.
 */
export async function getLogger(failure?: unknown): Promise<Logger> {
  if (isPayloadInitError(failure)) return consoleLogger
  try {
    return (await getPayload()).logger
  } catch {
    return consoleLogger
  }
}

function isPayloadInitError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'payloadInitError' in error && error.payloadInitError === true
}

/** Logs an error that the caller handles (a fallback screen, an empty list) with its error object. */
export async function logError(message: string, error: unknown, fields?: Record<string, unknown>): Promise<void> {
  ;(await getLogger(error)).error({ ...withRequestId(fields), err: error }, message)
}

/** The same for a degraded but working answer (a default label instead of a category name). */
export async function logWarning(message: string, error: unknown, fields?: Record<string, unknown>): Promise<void> {
  ;(await getLogger(error)).warn({ ...withRequestId(fields), err: error }, message)
}

function withRequestId(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  const reqId = currentRequestId()
  return reqId ? { reqId, ...fields } : { ...fields }
}
