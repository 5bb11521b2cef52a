'use client'
/**
 * The visitor's session in the browser: the access token kept under `access_token` in
 * localStorage and the current user fetched from /api/auth/me. The header reads `useSession()`.
 * (Contract stub: the accounts work replaces the implementation, keeping these exports.)
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

const anonymous: Session = { status: 'anonymous', user: null }

export function useSession(): Session {
  return useSyncExternalStore(
    () => () => {},
    () => anonymous,
    () => anonymous,
  )
}

export async function logout(): Promise<void> {
  if (typeof window !== 'undefined') window.localStorage.removeItem(ACCESS_TOKEN_KEY)
}
