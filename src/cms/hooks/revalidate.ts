import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { processSlot } from '@/lib/process-slots.mjs'

/**
 * Staff edits expire the cached reads tagged with the collection's name, so the public pages
 * show the change on the next request. Scripts (seed, migrations) run outside Next and pass
 * `context.disableRevalidate`.
 */
function expire(tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside any Next request (a script, a test): the handler below is all there is.
    }
  }
  // Also straight in the page cache handler, because revalidateTag can fail silently: it records
  // the tag in the store of the request it runs in, flushed when that request ends. The jobs timer
  // (scheduled publications) is started during an instance's first request, so its callbacks still
  // run inside that long-finished request's store, and the tag was never flushed: a scheduled
  // article stayed off the cached pages until the next edit. Once more a second later, after the
  // writing transaction has committed, in case a page was rendered from the old row meanwhile.
  void expireOutsideRequest(tags)
  setTimeout(() => void expireOutsideRequest(tags), 1000).unref()
}

/**
 * Expires tags in the page cache handler directly (src/server/next-cache/handler.mjs): in this process's copy
 * when Next has loaded it, otherwise through a copy loaded here, which reaches Redis when it is
 * configured (this process then has nothing cached of its own yet, e.g. a script).
 */
async function expireOutsideRequest(tags: string[]): Promise<void> {
  const hooks = processSlot('pageCacheHooks')
  try {
    // The one import of the server layer from the application: a script (seed, jobs run outside
    // the server) loads the handler to reach Redis; in the server, Next has loaded it already.
    // eslint-disable-next-line import-x/no-restricted-paths
    if (!hooks.expireTags) await import('@/server/next-cache/handler.mjs')
    await hooks.expireTags?.(tags)
  } catch (error) {
    console.warn(`[page-cache] could not expire ${tags.join(', ')} outside a request: ${String(error)}`)
  }
}

/**
 * Whether visitors may see a different document after this change. With drafts (src/cms/drafts.ts),
 * a draft saved while neither the old nor the new state is published changes nothing they read;
 * publishing, unpublishing and a draft saved over a published document (whose published row is
 * unchanged, but the save cannot be told apart from an unpublish here) expire the pages.
 */
export function changesPublicView(doc: { _status?: unknown }, previousDoc?: { _status?: unknown } | null): boolean {
  if (!('_status' in doc)) return true
  return doc._status === 'published' || previousDoc?._status === 'published'
}

export function revalidateCollection(tag: string) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    if (!req.context?.disableRevalidate && changesPublicView(doc, previousDoc)) expire([tag])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    if (!req.context?.disableRevalidate) expire([tag])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (!req.context?.disableRevalidate) expire([tag])
    return doc
  }
}
