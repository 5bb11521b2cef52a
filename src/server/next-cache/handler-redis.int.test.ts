import { afterAll, describe, expect, it, vi } from 'vitest'
import { forgetProcessSlot } from '@/lib/process-slots.mjs'
import { withStoredHeaders } from '@/server/next-cache/rules.mjs'

// Fresh copies of the handler module stand for app instances. With REDIS_URL they share rendered
// pages and tag expiry; each database keeps its own entries.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

type Handler = {
  get(key: string, context?: unknown): Promise<{ lastModified: number; value: unknown } | null>
  set(key: string, value: unknown, context?: unknown): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
  /** The module's contentVersion, as this instance answers it. */
  contentVersion(): Promise<string | null>
}
const opened: (() => void)[] = []

async function instance(environment: Record<string, string>): Promise<Handler> {
  vi.resetModules()
  // A new process: no entries or tag times from the last one (they live on globalThis).
  forgetProcessSlot('pageCacheState')
  vi.stubEnv('DATABASE_URL', '')
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value)
  const handlerModule = await import('@/server/next-cache/handler.mjs')
  opened.push(handlerModule.disconnectPageCache)
  return Object.assign(new handlerModule.default(), { contentVersion: handlerModule.contentVersion }) as Handler
}

afterAll(() => {
  for (const disconnect of opened) disconnect()
  vi.unstubAllEnvs()
})

const pageContext = { kind: 'APP_PAGE' }
const run = `${Date.now()}-${Math.random().toString(16).slice(2)}`
const database = { DATA_DIR: `/tmp/page-cache-test-${run}` }

describe('the page cache with REDIS_URL', () => {
  it('shares rendered pages between instances, Buffers and Maps intact', async () => {
    const a = await instance({ ...database, REDIS_URL })
    const b = await instance({ ...database, REDIS_URL })
    const value = {
      kind: 'APP_PAGE',
      status: 200,
      html: '<main>首页</main>',
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'news,_N_T_/' },
    }
    await a.set('/', value, pageContext)
    const fromB = await b.get('/', pageContext)
    expect(fromB?.value).toEqual(withStoredHeaders(value))
    expect(Buffer.isBuffer((fromB?.value as { rscData: unknown }).rscData)).toBe(true)
  })

  it('expires a tag on every instance when one instance expires it', async () => {
    const a = await instance({ ...database, REDIS_URL })
    const b = await instance({ ...database, REDIS_URL })
    const value = {
      kind: 'APP_PAGE',
      status: 200,
      html: '<main>案例</main>',
      headers: { 'x-next-cache-tags': 'cases' },
    }
    await b.set('/cases', value, pageContext)
    expect(await b.get('/cases', pageContext)).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await a.revalidateTag('cases')
    expect(await b.get('/cases', pageContext)).toBeNull()
    expect(await a.get('/cases', pageContext)).toBeNull()
  })

  it('changes every instance’s content version when one expires a tag (what the origin response cache checks)', async () => {
    const fresh = { DATA_DIR: `/tmp/page-cache-test-${run}-version` }
    const a = await instance({ ...fresh, REDIS_URL })
    const b = await instance({ ...fresh, REDIS_URL })
    const before = await b.contentVersion()
    expect(before).toBe(await a.contentVersion())
    await a.revalidateTag(['news', 'categories'])
    const after = await b.contentVersion()
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
    // Redis configured but unreachable: no version, so nothing is answered from memory.
    const away = await instance({ ...fresh, REDIS_URL: 'redis://127.0.0.1:1' })
    expect(await away.contentVersion()).toBeNull()
  })

  it('never shows one database’s pages for another', async () => {
    const a = await instance({ ...database, REDIS_URL })
    const other = await instance({ DATA_DIR: `${database.DATA_DIR}-other`, REDIS_URL })
    await a.set('/team', { kind: 'APP_PAGE', status: 200, html: '<main>团队</main>', headers: {} }, pageContext)
    expect(await other.get('/team', pageContext)).toBeNull()
  })

  it('keeps serving from memory when Redis cannot be reached', async () => {
    const away = await instance({ ...database, REDIS_URL: 'redis://127.0.0.1:1' })
    const value = {
      kind: 'APP_PAGE',
      status: 200,
      html: '<main>关于</main>',
      headers: { 'x-next-cache-tags': 'pages' },
    }
    await away.set('/about', value, pageContext)
    expect((await away.get('/about', pageContext))?.value).toEqual(withStoredHeaders(value))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await away.revalidateTag('pages')
    expect(await away.get('/about', pageContext)).toBeNull()
  })
})
