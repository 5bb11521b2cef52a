import { isValidEmail } from '@/cms/auth/validation'

/**
 * The register page hands the address just registered to the login page, which fills it in and
 * tells the visitor to look for the verification mail. Never through the address bar (a query
 * string ends up in server logs, proxies and the browser's history): in this tab's memory for the
 * client-side move to /login, and in the tab's sessionStorage so a reload, or a phone that dropped
 * the tab while its owner was in the mail app, still shows it. It lasts an hour and ends at the
 * next sign-in in the tab; sessionStorage itself is gone when the tab closes.
 */

export const REGISTRATION_HANDOFF_KEY = 'keyan.registered'
export const REGISTRATION_HANDOFF_TTL_MS = 60 * 60 * 1000

export type HandoffStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type Handoff = { email: string; at: number }

/** The handoff of this page's life, for a client-side navigation when storage is blocked. */
let inMemory: Handoff | null = null

function valid(value: unknown, now: number): Handoff | null {
  if (!value || typeof value !== 'object') return null
  const { email, at } = value as Record<string, unknown>
  if (typeof email !== 'string' || !isValidEmail(email)) return null
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > REGISTRATION_HANDOFF_TTL_MS) return null
  return { email: email.trim(), at }
}

/** The tab's sessionStorage, or null where the browser refuses it (blocked storage, some private modes). */
export function tabStorage(): HandoffStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function writeRegistrationHandoff(
  storage: HandoffStorage | null,
  email: string,
  now: number = Date.now(),
): void {
  const handoff = valid({ email, at: now }, now)
  inMemory = handoff
  if (!handoff || !storage) return
  try {
    storage.setItem(REGISTRATION_HANDOFF_KEY, JSON.stringify(handoff))
  } catch {
    // full or blocked: the in-memory copy still serves the move to /login
  }
}

/** The address registered in this tab within the hour, else null. Reads only (safe to call while rendering). */
export function readRegistrationHandoff(storage: HandoffStorage | null, now: number = Date.now()): string | null {
  let stored: unknown = null
  try {
    const text = storage?.getItem(REGISTRATION_HANDOFF_KEY)
    stored = text ? JSON.parse(text) : null
  } catch {
    stored = null
  }
  return (valid(stored, now) ?? valid(inMemory, now))?.email ?? null
}

export function clearRegistrationHandoff(storage: HandoffStorage | null): void {
  inMemory = null
  try {
    storage?.removeItem(REGISTRATION_HANDOFF_KEY)
  } catch {
    // nothing stored to clear
  }
}
