import { MSG } from '@/cms/auth/messages'

/**
 * The login screen's message for a failed sign-in (spec section 8). The server already answers
 * in Chinese; the English texts of the original auth provider are still recognised.
 */
export function loginErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim()
  if (!message) return MSG.loginFailed
  if (message.includes('Invalid login credentials')) return MSG.invalidCredentials
  if (message.includes('Email not confirmed')) return MSG.emailNotConfirmed
  return message
}

/** Any other account call: the server's message, else the screen's fallback. */
export function errorMessageOr(serverMessage: string | null | undefined, fallback: string): string {
  const message = serverMessage?.trim()
  return message ? message : fallback
}
