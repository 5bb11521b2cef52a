import { APIError } from 'payload'

/**
 * An error whose message Payload's REST API (/cms-api) answers as it is, with `status`.
 *
 * Payload formats an error without `data` by its `name` (utilities/formatErrors.js), and
 * APIError's name is its class name: in the production server bundle Payload is bundled and
 * minified, the class name is empty, and the answer became "An unknown error occurred." instead of
 * the Chinese message. So the name is set here.
 */
export function publicApiError(message: string, status: number, data: Record<string, unknown> | null = null): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'APIError'
  return error
}
