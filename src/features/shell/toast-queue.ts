/**
 * Keeps at most `limit` toasts alive (the spec keeps 20): adding one beyond the limit returns the
 * oldest ids, which the caller dismisses. Pure, so it is unit-tested without a browser.
 */
export type ToastId = string | number

export function createToastQueue(limit: number) {
  const ids: ToastId[] = []
  return {
    add(id: ToastId): ToastId[] {
      const existing = ids.indexOf(id)
      if (existing !== -1) ids.splice(existing, 1)
      ids.push(id)
      return ids.length > limit ? ids.splice(0, ids.length - limit) : []
    },
    remove(id: ToastId): void {
      const index = ids.indexOf(id)
      if (index !== -1) ids.splice(index, 1)
    },
    size: () => ids.length,
  }
}
