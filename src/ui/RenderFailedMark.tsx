import { markRateLimited, markRenderFailed, RENDER_FAILED_ATTRIBUTE } from '@/lib/ops-events.mjs'

/**
 * Put inside any fallback a page shows because a read failed: the page cache then serves this
 * render without keeping it, and the next visitor gets a fresh attempt. Rendering it also marks the
 * request, so a page rendered for every request (/search) answers 503, `no-store`, like a stored
 * page drawn with the mark (server-error-screen.mjs), not a 200 a proxy would keep.
 */
export function RenderFailedMark({ rateLimited = false }: { rateLimited?: boolean }) {
  // A refused client (past its budget) is answered 429 instead, and the page is not counted as failing.
  if (rateLimited) markRateLimited()
  else markRenderFailed()
  return <span hidden {...{ [RENDER_FAILED_ATTRIBUTE]: '' }} />
}
