import { PERSONAL_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '@/lib/cache-control'

/** Public reads: a shared cache (the reverse proxy) may keep them briefly; browsers always ask again. */
export const PUBLIC_CACHE = { 'Cache-Control': SHARED_CACHE_CONTROL } as const

/** Personal answers, writes, and reads with a side effect (the news view counter). */
export const NO_STORE = { 'Cache-Control': PERSONAL_CACHE_CONTROL } as const
