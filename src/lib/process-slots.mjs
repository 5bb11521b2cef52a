// The state one server process shares between copies of the same module. Next bundles the
// application and loads the page cache handler outside the bundle, and the server script
// (src/server/serve.mjs) loads neither: each gets its own copy of a module, so what they share
// lives on globalThis. Every such slot is declared here, once, with its type; nothing else in the
// project reads or writes globalThis under a Symbol.for key.
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * @typedef {{ requestId: string, path?: string, renderFailed?: boolean, refusedFor?: 'rate-limit' }} RequestContext
 * @typedef {(name: string, labels: Record<string, string>) => void} EventSink
 * @typedef {() => Promise<Record<string, number>> | Record<string, number>} Probe
 * @typedef {{ bytes: Buffer, gzip: Buffer }} KeptPayload
 */

/**
 * @typedef {object} Slots
 * @property {AsyncLocalStorage<RequestContext>} requestContext the request being served (ops-events.mjs)
 * @property {{ sink: EventSink | null }} eventSink where events go: the server's metrics, or nowhere
 * @property {Map<string, Probe>} probes readings the metrics answer asks for at each scrape
 * @property {Map<string, number>} failedPages when each path's last render failed
 * @property {{ memory: unknown, localTagTimes: Map<string, number>, localVersion: number }} pageCacheState
 *   the page cache handler's entries and tag expiries (src/server/next-cache/handler.mjs)
 * @property {{ expireTags?: (tags: string[]) => Promise<void>, contentVersion?: () => Promise<string | null> }} pageCacheHooks
 *   what the handler offers code that does not load it: expiring tags outside a request (the jobs
 *   queue) and the content version the origin's response cache checks
 * @property {{ items: Map<string, KeptPayload>, bytes: number }} pagePayloads RSC payloads of stored
 *   pages (src/server/next-cache/page-payloads.mjs)
 */

/** @type {{ [K in keyof Slots]: () => Slots[K] }} */
const create = {
  requestContext: () => new AsyncLocalStorage(),
  eventSink: () => ({ sink: null }),
  probes: () => new Map(),
  failedPages: () => new Map(),
  pageCacheState: () => ({ memory: undefined, localTagTimes: new Map(), localVersion: 0 }),
  pageCacheHooks: () => ({}),
  pagePayloads: () => ({ items: new Map(), bytes: 0 }),
}

/** @type {Record<symbol, unknown>} */
const shared = /** @type {any} */ (globalThis)

/**
 * This process's one instance of a slot, made on first use.
 * @template {keyof Slots} K
 * @param {K} name
 * @returns {Slots[K]}
 */
export function processSlot(name) {
  const key = Symbol.for(`keyan.${name}`)
  if (!(key in shared)) shared[key] = create[name]()
  return /** @type {Slots[K]} */ (shared[key])
}

/**
 * Test hook: forget a slot, as a fresh process would not have it.
 * @param {keyof Slots} name
 */
export function forgetProcessSlot(name) {
  delete shared[Symbol.for(`keyan.${name}`)]
}
