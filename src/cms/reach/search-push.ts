import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'
import { previousPublicSlug } from '@/cms/hooks/slug-redirect'
import { env } from '@/lib/env'
import { publicPathOf, type PublicCollection } from '@/lib/public-paths'
import type { SearchPush } from '@/payload-types'
import { readReachSettings, type ReachSettings } from './settings'
import { queueInBackground } from './background'

/**
 * 搜索引擎推送: when a page becomes public (published, activated) or its address changes, its URL is
 * submitted to 百度普通收录 and IndexNow (Bing, Yandex, Seznam… share submissions), each engine
 * whose settings an administrator filled in. Every submission is a `search-pushes` row (one per
 * engine and URL) that content staff read in the admin: queued, sent or failed, the attempts, and
 * what the engine answered (the 百度 token cut out). Sent from Payload's jobs queue with retries;
 * saving the page never waits for an engine, and a failure to queue is logged, never the editor's.
 */

export const SEARCH_PUSH_TASK = 'searchPush'

/** Retried 5 times, 1, 2, 4, 8 and 16 minutes apart (about half an hour in all). */
export const SEARCH_PUSH_RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 60_000 } }

export const SEARCH_ENGINE_TIMEOUT_MS = 10_000
/** What is kept of an engine's answer (the field holds 2,000 characters). */
const RESPONSE_LIMIT = 500

type Engine = SearchPush['engine']
type Reason = NonNullable<SearchPush['reason']>

/** The IndexNow key file's path: at the root, so the key covers every URL of the site. */
export const indexNowKeyPath = (key: string) => `/indexnow-${key}.txt`

/** The engines whose settings are complete. */
export function configuredEngines(settings: ReachSettings): Engine[] {
  const engines: Engine[] = []
  if (settings.baiduSite && settings.baiduToken) engines.push('baidu')
  if (settings.indexNowKey) engines.push('indexnow')
  return engines
}

type Outcome = { ok: boolean; response: string }

/** `text` without any of `secrets` (also URL-encoded), on one line and cut to RESPONSE_LIMIT. */
export function redactedAnswer(text: string, secrets: (string | null)[]): string {
  let safe = text
  for (const secret of secrets) {
    if (!secret) continue
    for (const form of new Set([secret, encodeURIComponent(secret)])) safe = safe.split(form).join('***')
  }
  safe = safe.replace(/\s+/g, ' ').trim()
  return safe.length > RESPONSE_LIMIT ? `${safe.slice(0, RESPONSE_LIMIT)}…` : safe
}

function transportFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return '请求超时'
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? `无法连接（${cause.code}）` : '无法连接'
}

async function post(url: string, init: RequestInit): Promise<{ status: number; text: string } | { failure: string }> {
  try {
    const response = await fetch(url, {
      ...init,
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(SEARCH_ENGINE_TIMEOUT_MS),
    })
    return { status: response.status, text: await response.text() }
  } catch (error) {
    return { failure: transportFailure(error) }
  }
}

/**
 * 百度普通收录: POST the URLs, one a line, as text/plain to `…/urls?site=<site>&token=<token>`. It
 * answers `{"remain":N,"success":N}` (success counts the URLs taken) or `{"error":401,"message":…}`.
 */
export async function submitToBaidu(
  url: string,
  site: string,
  token: string,
  endpoint: string = env.searchPush.baiduEndpoint,
): Promise<Outcome> {
  const address = `${endpoint}?site=${encodeURIComponent(site)}&token=${encodeURIComponent(token)}`
  const answer = await post(address, { headers: { 'Content-Type': 'text/plain' }, body: `${url}\n` })
  if ('failure' in answer) return { ok: false, response: answer.failure }
  const response = redactedAnswer(`HTTP ${answer.status} ${answer.text}`, [token])
  let body: { success?: unknown } | null = null
  try {
    body = JSON.parse(answer.text) as { success?: unknown } | null
  } catch {
    // not the engine's JSON: a failure
  }
  const taken = typeof body?.success === 'number' && body.success > 0
  return { ok: answer.status >= 200 && answer.status < 300 && taken, response }
}

/**
 * IndexNow: POST `{host, key, keyLocation, urlList}` as JSON; 200 or 202 means the URLs were
 * accepted (202: the key is still being checked against the key file).
 */
export async function submitToIndexNow(
  url: string,
  key: string,
  endpoint: string = env.searchPush.indexNowEndpoint,
): Promise<Outcome> {
  const body = {
    host: new URL(env.siteUrl).host,
    key,
    keyLocation: `${env.siteUrl}${indexNowKeyPath(key)}`,
    urlList: [url],
  }
  const answer = await post(endpoint, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  })
  if ('failure' in answer) return { ok: false, response: answer.failure }
  const response = redactedAnswer(`HTTP ${answer.status}${answer.text ? ` ${answer.text}` : ''}`, [])
  return { ok: answer.status === 200 || answer.status === 202, response }
}

async function submit(engine: Engine, url: string, settings: ReachSettings): Promise<Outcome | null> {
  if (engine === 'baidu') {
    if (!settings.baiduSite || !settings.baiduToken) return null
    return submitToBaidu(url, settings.baiduSite, settings.baiduToken)
  }
  if (!settings.indexNowKey) return null
  return submitToIndexNow(url, settings.indexNowKey)
}

/**
 * One `search-pushes` row and one job per configured engine. Outside the saving request's
 * transaction (no `req`, started in the background by the hook): nothing here can abort or delay
 * the editor's save.
 */
export async function queueSearchPush(payload: Payload, url: string, reason: Reason): Promise<number[]> {
  const engines = configuredEngines(await readReachSettings(payload))
  const rows: number[] = []
  for (const engine of engines) {
    const row = await payload.create({
      collection: 'search-pushes',
      data: { url, engine, reason, status: 'queued', attempts: 0 },
      overrideAccess: true,
      depth: 0,
    })
    await payload.jobs.queue({ task: SEARCH_PUSH_TASK, input: { push: row.id } })
    rows.push(row.id)
  }
  return rows
}

type PushedDoc = {
  id: number
  slug?: unknown
  _status?: unknown
  is_published?: unknown
  is_active?: unknown
  template?: unknown
  category?: unknown
}

const isPublished = (doc: PushedDoc) => !('_status' in doc) || doc._status === 'published'

/**
 * The path visitors reach this state of the document at, or null when they cannot see it (the
 * collections' visitor read rules, as the sitemap lists them). An offering's category is not
 * checked here (see `visiblePath`).
 */
function ownPath(collection: PublicCollection, doc: PushedDoc): string | null {
  if (!isPublished(doc)) return null
  const slugged = { id: doc.id, slug: typeof doc.slug === 'string' ? doc.slug : null }
  switch (collection) {
    case 'news':
    case 'cases':
      return doc.is_published === true ? publicPathOf(collection, slugged) : null
    case 'offerings':
    case 'categories':
      return doc.is_active === true ? publicPathOf(collection, slugged) : null
    case 'service-pages':
      // A page showing another page's content (与另一页面相同) has no address of its own.
      return doc.is_active === true && doc.template !== 'alias' ? publicPathOf(collection, slugged) : null
  }
}

/** `ownPath`, and for an offering also its category visible (a product of a hidden category is hidden). */
async function visiblePath(collection: PublicCollection, doc: PushedDoc, req: PayloadRequest): Promise<string | null> {
  const path = ownPath(collection, doc)
  if (!path || collection !== 'offerings' || doc.category === null || doc.category === undefined) return path
  const categoryId = typeof doc.category === 'object' ? (doc.category as { id: number }).id : (doc.category as number)
  const category = await req.payload.findByID({
    collection: 'categories',
    id: categoryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { is_active: true },
  })
  return category?.is_active === true ? path : null
}

/**
 * afterChange of the public collections: a document visitors can now see, and could not see before
 * or saw at another address, is pushed. Scripts (`context.disableRevalidate`, the seed) and
 * `context.skipSearchPush` push nothing.
 */
export function searchPushHook(collection: PublicCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req, context }) => {
    if (context.disableRevalidate || context.skipSearchPush) return doc
    try {
      const path = await visiblePath(collection, doc as PushedDoc, req)
      if (!path) return doc
      const before = operation === 'update' && previousDoc ? ownPath(collection, previousDoc as PushedDoc) : null
      if (before === path) return doc
      let reason: Reason = before ? 'moved' : 'published'
      // Published from a draft whose slug changed: the draft was the previous state, the page moved.
      if (reason === 'published' && operation === 'update' && (collection === 'news' || collection === 'cases')) {
        const slug = typeof doc.slug === 'string' ? doc.slug : ''
        if (slug && (await previousPublicSlug(collection, doc.id, slug, previousDoc, req))) reason = 'moved'
      }
      const url = `${env.siteUrl}${path}`
      const { payload } = req
      queueInBackground(payload, `the search push of ${url}`, () => queueSearchPush(payload, url, reason))
    } catch (error) {
      req.payload.logger.error({ err: error, collection, id: doc.id }, '[reach] could not decide on a search push')
    }
    return doc
  }
}

export const searchPushTask: TaskConfig<{ input: { push: number }; output: object }> = {
  slug: SEARCH_PUSH_TASK,
  label: '搜索引擎推送（百度、IndexNow）',
  inputSchema: [{ name: 'push', type: 'number', required: true }],
  retries: SEARCH_PUSH_RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const row = await payload.findByID({
      collection: 'search-pushes',
      id: input.push,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!row || row.status === 'sent') return { output: {} }
    const outcome = await submit(row.engine, row.url, await readReachSettings(payload))
    // Written outside the job's request, so a failed attempt stays recorded when the job fails.
    await payload.update({
      collection: 'search-pushes',
      id: row.id,
      data: {
        status: outcome?.ok ? 'sent' : 'failed',
        attempts: (row.attempts ?? 0) + 1,
        response: outcome ? outcome.response : '推送设置已清空，未提交',
      },
      overrideAccess: true,
      depth: 0,
    })
    // A failed submission fails the job, which the queue tries again (settings removed: not retried).
    if (outcome && !outcome.ok) throw new Error(`search push ${row.id} (${row.engine}) failed: ${outcome.response}`)
    return { output: {} }
  },
}
