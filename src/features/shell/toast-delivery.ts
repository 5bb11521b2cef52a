/**
 * Hands toast operations to a toast library that is loaded only when the first toast is shown.
 * Until the toaster says it is ready, operations wait in order; `onFirstRequest` fires once so
 * the toaster starts loading. Pure (no imports), so it is unit-tested without a browser.
 */
export type ToastOperation<Api> = (api: Api) => void

export function createToastDelivery<Api>() {
  let api: Api | null = null
  let requested = false
  const pending: ToastOperation<Api>[] = []
  const listeners = new Set<() => void>()

  return {
    /** Runs now when the toaster is ready, otherwise once it is. */
    run(operation: ToastOperation<Api>): void {
      if (api) {
        operation(api)
        return
      }
      pending.push(operation)
      if (!requested) {
        requested = true
        for (const listener of listeners) listener()
      }
    },
    /** The toaster, once mounted, hands over the library's API and receives what waited. */
    ready(value: Api): void {
      api = value
      for (const operation of pending.splice(0)) operation(value)
    },
    /** Whether a toast has been asked for (the toaster should load). */
    requested: () => requested,
    /** Called once, when the first toast is asked for. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
