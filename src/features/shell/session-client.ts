'use client'
/**
 * The visitor's session in the browser: the access token kept under `access_token` in
 * localStorage (spec section 9) and the current user fetched from /api/auth/me. The header reads
 * `useSession()`; the account screens call `startSession`, `authFetch` and `logout`.
 *
 * States (spec section 4): loading → anonymous or authenticated. A stored token is checked once
 * per page load; an answer refusing it (401/403, or any other non-ok answer, as the spec says)
 * removes it. A server that is busy (429), failing (5xx) or unreachable is asked once more after a
 * short pause; if it still cannot say, the visitor is shown signed out and the token is kept for
 * the next page.
 */
import { useSyncExternalStore } from 'react'

export const ACCESS_TOKEN_KEY = 'access_token'

export type SessionUser = {
  id: number
  email: string
  full_name: string
  phone: string | null
  created_at: string
  email_confirmed_at: string | null
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser }

const loadingSession: Session = { status: 'loading', user: null }
const anonymousSession: Session = { status: 'anonymous', user: null }

let current: Session = loadingSession
let started = false
let check: Promise<Session> | null = null
const listeners = new Set<() => void>()

function publish(next: Session): Session {
  current = next
  for (const listener of listeners) listener()
  return next
}

export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY)
  } catch {
    return null
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token)
    else window.localStorage.removeItem(ACCESS_TOKEN_KEY)
  } catch {
    // Storage disabled (private mode): the session lasts for this page only.
  }
}

function dropToken(token: string): void {
  if (getAccessToken() === token) storeToken(null)
}

/** A busy or failing server says nothing about the token: it is asked once more after this pause. */
export const SESSION_RETRY_PAUSE_MS = 1500

type MeAnswer = { user: SessionUser } | 'refused' | 'unavailable'

async function askForUser(token: string): Promise<MeAnswer> {
  try {
    const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
    const body = (await response.json().catch(() => null)) as { data?: { user?: SessionUser } } | null
    const user = response.ok ? body?.data?.user : undefined
    if (user) return { user }
    // Too many requests or a server fault: the token may well be good.
    return response.status === 429 || response.status >= 500 ? 'unavailable' : 'refused'
  } catch {
    return 'unavailable'
  }
}

/** Asks the server who the stored token belongs to. Concurrent callers share one request. */
export function refreshSession(): Promise<Session> {
  check ??= (async () => {
    const token = getAccessToken()
    if (!token) return publish(anonymousSession)
    let answer = await askForUser(token)
    if (answer === 'unavailable') {
      await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_PAUSE_MS))
      if (getAccessToken() === token) answer = await askForUser(token)
    }
    // Signed in or out meanwhile (startSession, logout): that newer state stands.
    if (getAccessToken() !== token) return current
    if (answer === 'unavailable' || answer === 'refused') {
      console.warn('failed to get user info')
      if (answer === 'refused') dropToken(token)
      return publish(anonymousSession)
    }
    return publish({ status: 'authenticated', user: answer.user })
  })().finally(() => {
    check = null
  })
  return check
}

function start(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) void refreshSession()
  })
  void refreshSession()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

export function useSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => loadingSession,
  )
}

/** After a successful login or register: keep the token and show the user at once. */
export function startSession(token: string, user: SessionUser): void {
  storeToken(token)
  started = true
  publish({ status: 'authenticated', user })
}

/** Updates the shown user after a profile change or e-mail verification. */
export function updateSessionUser(user: SessionUser): void {
  if (current.status === 'authenticated') publish({ status: 'authenticated', user })
}

/**
 * `fetch` with the JSON content type and the bearer token (spec section 7). A 401 means the
 * session is over: the token is removed and everyone listening sees the visitor as anonymous.
 */
export async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getAccessToken()
  const headers = new Headers(init.headers)
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await fetch(path, { ...init, headers, cache: 'no-store' })
  if (response.status === 401 && token) {
    dropToken(token)
    publish(anonymousSession)
  }
  return response
}

/** Signs out: the token is removed at once, whether or not the server call succeeds. */
export async function logout(): Promise<void> {
  const token = getAccessToken()
  if (token) storeToken(null)
  publish(anonymousSession)
  if (!token) return
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    })
  } catch {
    // The token is already gone here; the server session ends when the token expires.
  }
}
