/**
 * Anonymous public pages and public API lists: a shared cache (the proxy in deploy/) may keep them
 * 10 s, so staff see an edit within 10 s, and serve them a minute longer while it fetches a fresh
 * copy; browsers always ask again.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

/** Personal and staff answers, writes, and reads with a side effect: never kept by any cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store'
