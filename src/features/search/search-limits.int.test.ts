import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { topSearchMisses } from '@/cms/search/misses'
import * as searchRoute from '@/app/api/search/handler'
import { callRoute, clientAddress, expectFailure } from '@/app/api/_shared/testing'
import { SEARCH_MESSAGES, SEARCH_PAGE_RATE_LIMIT, SEARCH_RATE_LIMIT } from './schemas'
import { searchForPage } from './queries'

/**
 * One client can neither flood search nor push a query up the staff's list of searches that found
 * nothing (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). The limits are on in this file
 * whatever DISABLE_RATE_LIMIT says.
 */

let payload: Payload
const disableRateLimit = process.env.DISABLE_RATE_LIMIT

beforeAll(async () => {
  delete process.env.DISABLE_RATE_LIMIT
  payload = await getPayload()
})

afterAll(() => {
  if (disableRateLimit !== undefined) process.env.DISABLE_RATE_LIMIT = disableRateLimit
})

/** A visitor's request as the /search page reads it: the address the server vouches for. */
const visitor = (address = clientAddress()) => ({ headers: new Headers({ 'x-forwarded-for': address }) })

const failOnError = async (error: unknown) => {
  throw error
}

async function missCount(query: string): Promise<number> {
  return (await topSearchMisses(payload, 1000)).find((miss) => miss.query === query)?.count ?? 0
}

describe('searches that found nothing', () => {
  it('count once per client a day: a query repeated 20 times from one address counts once', async () => {
    const client = visitor()
    for (let i = 0; i < 20; i++) {
      const view = await searchForPage('火星咖啡馆的量子菜单', client, failOnError)
      expect(view).toMatchObject({ state: 'results', total: 0 })
    }
    expect(await missCount('火星咖啡馆的量子菜单')).toBe(1)
    // The same query typed otherwise (full-width letters, capitals) is the same miss.
    await searchForPage('ＱＺＸ火星菜单', client, failOnError)
    await searchForPage('QZX火星菜单', client, failOnError)
    await searchForPage('qzx火星菜单', client, failOnError)
    expect(await missCount('qzx火星菜单')).toBe(1)
  })

  it('count once for each client: the same query from two addresses counts twice', async () => {
    const [first, second] = [visitor(), visitor()]
    for (let i = 0; i < 5; i++) {
      await searchForPage('月球图书馆的借阅规则', first, failOnError)
      await searchForPage('月球图书馆的借阅规则', second, failOnError)
    }
    expect(await missCount('月球图书馆的借阅规则')).toBe(2)
  })
})

describe('GET /api/search', () => {
  it(`answers 429 in Chinese past ${SEARCH_RATE_LIMIT.points} searches a minute from one address; others still search`, async () => {
    const address = clientAddress()
    const ask = (forwardedFor: string) =>
      callRoute(searchRoute.GET, '/api/search?q=sci', { headers: { 'x-forwarded-for': forwardedFor } })
    for (let i = 0; i < SEARCH_RATE_LIMIT.points; i++) expect((await ask(address)).status).toBe(200)
    expectFailure(await ask(address), 429, /^请求过于频繁，请在 \d+ 秒后重试$/)
    // A forged leftmost entry does not make it another client.
    expectFailure(await ask(`203.0.113.9, ${address}`), 429)
    expect((await ask(clientAddress())).status).toBe(200)
  })
})

describe('the /search page', () => {
  it(`says 搜索过于频繁 past ${SEARCH_PAGE_RATE_LIMIT.points} searches a minute from one address, without searching`, async () => {
    const client = visitor()
    for (let i = 0; i < SEARCH_PAGE_RATE_LIMIT.points; i++) {
      expect((await searchForPage('统计', client, failOnError)).state).toBe('results')
    }
    expect(await searchForPage('统计', client, failOnError)).toEqual({
      state: 'limited',
      query: '统计',
      message: SEARCH_MESSAGES.tooFrequent,
    })
    // Refused before the search: a query that would find nothing is not counted either.
    expect((await searchForPage('土星博物馆的开放时间', client, failOnError)).state).toBe('limited')
    expect(await missCount('土星博物馆的开放时间')).toBe(0)
    // Another client is not affected.
    expect((await searchForPage('统计', visitor(), failOnError)).state).toBe('results')
  })

  it('spends nothing on the empty prompt, a query refused as too long, or a page number that is no page', async () => {
    const client = visitor()
    for (let i = 0; i < SEARCH_PAGE_RATE_LIMIT.points; i++) {
      await searchForPage(undefined, client, failOnError)
      await searchForPage('a'.repeat(101), client, failOnError)
      expect(await searchForPage('统计', client, failOnError, 'abc')).toEqual({ state: 'no-page', query: '统计' })
    }
    expect((await searchForPage('统计', client, failOnError)).state).toBe('results')
  })
})
