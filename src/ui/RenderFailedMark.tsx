import { RENDER_FAILED_ATTRIBUTE } from '@/lib/page-cache-rules.mjs'

/**
 * Put inside any fallback a page shows because a read failed: the page cache then serves this
 * render without keeping it, and the next visitor gets a fresh attempt.
 */
export function RenderFailedMark() {
  return <span hidden {...{ [RENDER_FAILED_ATTRIBUTE]: '' }} />
}
