import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

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
      // Outside a Next request (scripts, tests) there is no cache to expire.
    }
  }
}

export function revalidateCollection(tag: string) {
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    if (!req.context?.disableRevalidate) expire([tag])
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
