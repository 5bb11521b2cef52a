// What the operations layer (request logs, metrics: src/server/serve.mjs) and the application share
// within one server process. Next bundles the application, so the bundled code and the server
// around it each get their own copy of this module: the state lives in process slots
// (process-slots.mjs), so both copies see the same request context, the same event sink and the
// same probes. Outside the production server (tests, scripts, `next dev`) no sink is installed and
// events are dropped.
import { processSlot } from './process-slots.mjs'

/**
 * Rendered on a page whose content could not be read in full (a fallback instead of the list,
 * an empty menu): such a render is served but never stored, so the next request tries again
 * (src/ui/RenderFailedMark.tsx writes it, the page cache handler looks for it).
 */
export const RENDER_FAILED_ATTRIBUTE = 'data-render-failed'

/**
 * How long after a page's render failed a fresh answer of the same page is taken for failed too.
 * Next renders a page once for all the requests that ask for it meanwhile, in the first one's
 * context: the others share the failed render but not the mark. They write their heads within
 * moments of the first; a real new render takes longer than this to start and finish.
 */
const SHARED_RENDER_MS = 1000

/** @typedef {import('./process-slots.mjs').RequestContext} RequestContext */
/** @typedef {import('./process-slots.mjs').EventSink} EventSink */
/** @typedef {import('./process-slots.mjs').Probe} Probe */

const contextStorage = () => processSlot('requestContext')

/**
 * Runs `work` as part of the request `requestId`: log lines written meanwhile (src/cms/log.ts)
 * carry that id.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} work
 * @returns {T}
 */
export function runWithRequestContext(context, work) {
  return contextStorage().run(context, work)
}

/** The id of the request being served, when there is one. @returns {string | undefined} */
export function currentRequestId() {
  return contextStorage().getStore()?.requestId
}

/**
 * The page being served was rendered with a part that could not be read (the failure mark of
 * RENDER_FAILED_ATTRIBUTE above): the server answers it 503, not 200 (server-error-screen.mjs).
 */
export function markRenderFailed() {
  const context = contextStorage().getStore()
  if (!context) return
  context.renderFailed = true
  if (context.path === undefined) return
  const failed = failedPages()
  if (failed.size > 1000) {
    const stale = Date.now() - SHARED_RENDER_MS
    for (const [path, at] of failed) if (at < stale) failed.delete(path)
  }
  failed.set(context.path, Date.now())
}

/**
 * The page being served is a refusal of this client (past its budget, e.g. /search): answered 429,
 * `no-store`, like a failed read but with its own status, and never counted as the page failing.
 */
export function markRateLimited() {
  const context = contextStorage().getStore()
  if (!context) return
  context.renderFailed = true
  context.refusedFor = 'rate-limit'
}

/** Whether the page being served refuses its client (markRateLimited). @returns {boolean} */
export function rateLimited() {
  return contextStorage().getStore()?.refusedFor === 'rate-limit'
}

/** The page being served rendered without the failure mark: its earlier failure is over. */
export function markRenderSucceeded() {
  const path = contextStorage().getStore()?.path
  if (path !== undefined) failedPages().delete(path)
}

/** Whether the request being served rendered a page with the failure mark. @returns {boolean} */
export function renderFailed() {
  return contextStorage().getStore()?.renderFailed === true
}

/**
 * Whether a render of the page being served (its path, without the query) failed a moment ago, in
 * whichever request: a fresh answer of it (not from the page cache) then shares that render
 * (SHARED_RENDER_MS). @returns {boolean}
 */
export function renderFailedJustNow() {
  const path = contextStorage().getStore()?.path
  const at = path === undefined ? undefined : failedPages().get(path)
  return at !== undefined && Date.now() - at <= SHARED_RENDER_MS
}

/** page path → when its render last failed */
const failedPages = () => processSlot('failedPages')

/**
 * Something countable happened (a mail sent, a request refused by a rate limit, a page-cache
 * lookup). `labels` must come from a small fixed set of values: they become metric labels.
 * @param {string} name
 * @param {Record<string, string>} [labels]
 */
export function recordEvent(name, labels = {}) {
  const { sink } = processSlot('eventSink')
  if (!sink) return
  try {
    sink(name, labels)
  } catch {
    // Counting must never fail the work being counted.
  }
}

/** Installs (or, with null, removes) the process's event sink. @param {EventSink | null} sink */
export function setEventSink(sink) {
  processSlot('eventSink').sink = sink
}

const probes = () => processSlot('probes')

/**
 * A reading taken when the metrics are scraped (database pool use, jobs waiting), e.g.
 * `registerProbe('db_pool', () => ({ total: 3, idle: 2, waiting: 0 }))`. Registering a name again
 * replaces the earlier probe.
 * @param {string} name
 * @param {Probe} probe
 */
export function registerProbe(name, probe) {
  probes().set(name, probe)
}

/** Every probe's reading; a probe that fails or takes over `timeoutMs` is left out. */
export async function readProbes(timeoutMs = 2000) {
  /** @type {Record<string, Record<string, number>>} */
  const readings = {}
  await Promise.all(
    [...probes()].map(async ([name, probe]) => {
      let timer
      try {
        const reading = await Promise.race([
          Promise.resolve().then(probe),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
        ])
        readings[name] = /** @type {Record<string, number>} */ (reading)
      } catch {
        // No reading this time: the gauge keeps no stale value.
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return readings
}

/** Test hook: forget every probe. */
export function clearProbes() {
  probes().clear()
}
