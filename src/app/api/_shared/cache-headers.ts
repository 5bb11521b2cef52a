/** Public reads: a shared cache (the reverse proxy) may keep them briefly; browsers always ask again. */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=0, s-maxage=30' } as const

/** Personal answers, writes, and reads with a side effect (the news view counter). */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const
