import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetProcessSlot } from '@/lib/process-slots.mjs'
import { RENDER_FAILED_ATTRIBUTE } from '@/lib/ops-events.mjs'

type Handler = {
  get(key: string, context?: unknown): Promise<{ lastModified: number; value: unknown } | null>
  set(key: string, value: unknown, context?: unknown): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
}

/** A fresh copy of the handler module: one app process, without Redis. */
async function handlerProcess(environment: Record<string, string> = {}): Promise<Handler> {
  vi.resetModules()
  // A new process: no entries or tag times from the last one (they live on globalThis).
  forgetProcessSlot('pageCacheState')
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value)
  vi.stubEnv('REDIS_URL', '')
  const handlerModule = await import('@/server/next-cache/handler.mjs')
  return new handlerModule.default() as Handler
}

const page = (tags: string, html = '<main>科研新闻</main>') => ({
  kind: 'APP_PAGE',
  status: 200,
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
})
const pageContext = { kind: 'APP_PAGE' }
const readContext = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: ['_N_T_/layout'] })

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

describe('the page cache handler (memory)', () => {
  it('serves a stored page until one of its tags is expired, then misses until it is stored again', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const cache = await handlerProcess()
    await cache.set('/news', page('news,_N_T_/news'), pageContext)
    expect((await cache.get('/news', pageContext))?.value).toMatchObject({ html: '<main>科研新闻</main>' })

    vi.setSystemTime(1_000_010)
    await cache.revalidateTag('cases')
    expect(await cache.get('/news', pageContext)).not.toBeNull()
    await cache.revalidateTag(['news'])
    expect(await cache.get('/news', pageContext)).toBeNull()

    vi.setSystemTime(1_000_020)
    await cache.set('/news', page('news'), pageContext)
    expect(await cache.get('/news', pageContext)).not.toBeNull()
  })

  it('expires a cached read by the tags given with the call', async () => {
    vi.useFakeTimers({ now: 2_000_000, toFake: ['Date'] })
    const cache = await handlerProcess()
    const read = { kind: 'FETCH', data: { body: '["A"]' }, revalidate: 3600, tags: ['categories'] }
    await cache.set('categories-key', read, { fetchCache: true, tags: ['categories'] })
    expect((await cache.get('categories-key', readContext(['categories'])))?.value).toEqual(read)
    vi.setSystemTime(2_000_001)
    await cache.revalidateTag('categories')
    expect(await cache.get('categories-key', readContext(['categories']))).toBeNull()
  })

  it('keeps neither not-found answers nor renders marked as failed', async () => {
    const cache = await handlerProcess()
    await cache.set('/news/gone', { ...page('news'), status: 404 }, pageContext)
    await cache.set(
      '/news',
      page('news', `<main><span hidden ${RENDER_FAILED_ATTRIBUTE}=""></span></main>`),
      pageContext,
    )
    expect(await cache.get('/news/gone', pageContext)).toBeNull()
    expect(await cache.get('/news', pageContext)).toBeNull()
  })

  it('neither stores nor serves anything while `next build` runs', async () => {
    const cache = await handlerProcess({ NEXT_PHASE: 'phase-production-build' })
    await cache.set('/', page('home'), pageContext)
    expect(await cache.get('/', pageContext)).toBeNull()
  })
})
