import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { searchDb } from '@/cms/search/db'
import { documentTokens } from '@/lib/search-text'
import * as searchRoute from '@/app/api/search/handler'
import { callRoute, clientAddress, expectFailure, expectPage } from '@/app/api/_shared/testing'
import { searchResultSchema } from './schemas'
import { RESULT_WINDOW, SEARCH_PAGE_SIZE, searchForPage, searchSitePage, type SearchPageView } from './queries'

/**
 * Site search in pages (issue #39): GET /api/search?page= and the /search?q=&page= view. Following
 * the pages from the first to the last reaches every match once, in rank order; a query matching
 * more than RESULT_WINDOW documents pages through the best of them and says so. SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

type Result = z.infer<typeof searchResultSchema>

/** Matched by 30 news titles and 15 case descriptions made below, and by nothing seeded. */
const QUERY = '翻页核对'
const NEWS = 30
const CASES = 15
const MATCHES = NEWS + CASES

/** Matched only by index rows written straight into the index below (more than the window). */
const WIDE_QUERY = '溢出窗口核对'
const WIDE_ROWS = RESULT_WINDOW + 30
const WIDE_COLLECTION = 'paging-overflow-test'

let payload: Payload
const created: { collection: 'news' | 'cases'; id: number }[] = []
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
const expected = new Set<string>()

const key = (result: Pick<Result, 'type' | 'id'>) => `${result.type}:${result.id}`
const visitor = () => ({ headers: new Headers({ 'x-forwarded-for': clientAddress() }) })
const failOnError = async (error: unknown) => {
  throw error
}

function ask(query: string, extra = '') {
  return callRoute(searchRoute.GET, `/api/search?q=${encodeURIComponent(query)}${extra}`, {
    headers: { 'x-forwarded-for': clientAddress() },
  })
}

/** The spec's unpaged answer: `{ success, data }` only. */
async function unpaged(query: string, extra = ''): Promise<Result[]> {
  const result = await ask(query, extra)
  expect(result.status, result.text).toBe(200)
  expect(Object.keys(result.json).sort()).toEqual(['data', 'success'])
  return z.array(searchResultSchema).parse(result.json.data)
}

/** Every page of the API's answer from 1 to the last, each checked, concatenated. */
async function followApiPages(query: string, limit: number, expectedTotal: number, extra = ''): Promise<Result[]> {
  const collected: Result[] = []
  let pages = 1
  for (let page = 1; page <= pages; page++) {
    const answer = await ask(query, `${extra}&page=${page}&limit=${limit}`)
    const { items, pagination } = expectPage(answer, searchResultSchema)
    expect(pagination).toEqual({ page, limit, total: expectedTotal, pages: Math.ceil(expectedTotal / limit) })
    pages = pagination.pages
    collected.push(...items)
  }
  return collected
}

type PageResults = Extract<SearchPageView, { state: 'results' }>

async function pageView(query: string, page?: string): Promise<SearchPageView> {
  return searchForPage(query, visitor(), failOnError, page)
}

async function resultsPage(query: string, page: number): Promise<PageResults> {
  const view = await pageView(query, page === 1 ? undefined : String(page))
  expect(view.state).toBe('results')
  return view as PageResults
}

beforeAll(async () => {
  payload = await getPayload()
  for (let i = 0; i < NEWS; i++) {
    const doc = await payload.create({
      collection: 'news',
      data: {
        title: `${QUERY}新闻第${i + 1}篇`,
        summary: '用于检验站内搜索的分页。',
        // Three days apart: each a different freshness, so the ranking has no ties.
        published_at: new Date(Date.now() - i * 3 * 86_400_000).toISOString(),
        is_published: true,
      } as never,
      ...quiet,
    })
    created.push({ collection: 'news', id: doc.id })
    expected.add(`news:${doc.id}`)
  }
  for (let i = 0; i < CASES; i++) {
    const doc = await payload.create({
      collection: 'cases',
      data: { title: `分页检验案例${i + 1}`, description: `正文提到${QUERY}一次。`, is_published: true } as never,
      ...quiet,
    })
    created.push({ collection: 'cases', id: doc.id })
    expected.add(`case:${doc.id}`)
  }
  // The index is written by the collection hooks: wait until it holds every document.
  const start = Date.now()
  while ((await unpaged(QUERY, '&limit=50')).length < MATCHES && Date.now() - start < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id, ...quiet }).catch(() => undefined)
  }
  await searchDb(payload)
    .query(
      searchDb(payload).dialect === 'postgres'
        ? 'DELETE FROM search_documents WHERE collection = $1'
        : 'DELETE FROM search_documents WHERE collection = ?',
      [WIDE_COLLECTION],
    )
    .catch(() => undefined)
})

describe('GET /api/search with page', () => {
  it('reaches every match exactly once, in rank order, following the pages from 1 to the last', async () => {
    const ranked = await unpaged(QUERY, '&limit=50')
    expect(ranked.map(key).sort()).toEqual([...expected].sort())
    // Titles above bodies: every news title comes before every case matched in its description.
    expect(ranked.slice(0, NEWS).every((result) => result.type === 'news')).toBe(true)

    for (const limit of [20, 7, 50]) {
      const followed = await followApiPages(QUERY, limit, MATCHES)
      expect(followed.map(key), `limit ${limit}`).toEqual(ranked.map(key))
    }
    // Snippets are made for each page's results, as for the unpaged answer.
    const { items } = expectPage(await ask(QUERY, '&page=3&limit=20'), searchResultSchema)
    expect(items.every((result) => result.snippet.includes('<mark>'))).toBe(true)
  })

  it('pages 20 by default, filters by type, and answers a page past the last with no items', async () => {
    const first = expectPage(await ask(QUERY, '&page=1'), searchResultSchema)
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: MATCHES, pages: 3 })

    const cases = await followApiPages(QUERY, 10, CASES, '&type=case')
    expect(cases.map(key)).toEqual((await unpaged(QUERY, '&type=case&limit=50')).map(key))
    expect(cases.every((result) => result.type === 'case')).toBe(true)

    for (const page of [4, 100_000]) {
      const past = expectPage(await ask(QUERY, `&page=${page}&limit=20`), searchResultSchema)
      expect(past.items).toEqual([])
      expect(past.pagination).toEqual({ page, limit: 20, total: MATCHES, pages: 3 })
    }
    // A query without matches has one empty page.
    const none = expectPage(await ask('完全没有这个词的分页查询', '&page=1'), searchResultSchema)
    expect(none.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 1 })
  })

  it('refuses a page that is not a whole number from 1 to 100000 with a Chinese 400', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '1e3', '%202', '100001', '9999999']) {
      expectFailure(await ask(QUERY, `&page=${page}`), 400, 'page 必须是 1 到 100000 之间的整数')
    }
  })

  it('keeps the unpaged answer: `{ success, data }`, 20 by default, `limit` the count', async () => {
    expect(await unpaged(QUERY)).toHaveLength(20)
    expect(await unpaged(QUERY, '&limit=5')).toHaveLength(5)
    expect(await unpaged(QUERY, '&limit=50')).toHaveLength(MATCHES)
    // An empty page parameter is no page parameter.
    expect((await unpaged(QUERY, '&page=')).map(key)).toEqual((await unpaged(QUERY)).map(key))
  })
})

describe('the /search page view in pages', () => {
  it(`shows ${SEARCH_PAGE_SIZE} a page grouped by kind, and its pages reach every match once, in rank order`, async () => {
    const ranked = (await unpaged(QUERY, '&limit=50')).map(key)
    const pages = Math.ceil(MATCHES / SEARCH_PAGE_SIZE)
    const seen: string[] = []
    for (let page = 1; page <= pages; page++) {
      const view = await resultsPage(QUERY, page)
      expect(view).toMatchObject({ total: MATCHES, capped: false, page, pages, first: (page - 1) * 20 + 1 })
      const slice = ranked.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
      const shown = view.groups.flatMap((group) => group.results.map(key))
      expect([...shown].sort()).toEqual([...slice].sort())
      // Each kind's section keeps the rank order.
      for (const group of view.groups) {
        expect(group.results.map(key)).toEqual(slice.filter((item) => item.startsWith(`${group.kind}:`)))
        for (const result of group.results) expect(result.titleHtml.length).toBeGreaterThan(0)
      }
      seen.push(...shown)
    }
    expect(seen).toHaveLength(MATCHES)
    expect(new Set(seen)).toEqual(expected)
  })

  it('says there is no such page for a page past the last, page 1 written out, or a malformed page', async () => {
    for (const page of ['4', '999999', '1', '0', '02', '-2', 'abc', '']) {
      expect(await pageView(QUERY, page), `page=${page}`).toEqual({ state: 'no-page', query: QUERY })
    }
    // The query is still checked first.
    expect(await pageView('统'.repeat(101), 'abc')).toMatchObject({ state: 'invalid' })
    expect(await searchForPage(undefined, visitor(), failOnError, '2')).toEqual({ state: 'prompt' })
  })
})

describe('a query matching more than the window', () => {
  /** Writes `count` index rows that match WIDE_QUERY in their title, without documents behind them. */
  async function writeWideRows(count: number) {
    const db = searchDb(payload)
    const statements = Array.from({ length: count }, (_, i) => {
      const title = `${WIDE_QUERY}样例${String(i + 1).padStart(3, '0')}`
      const body = '只存在于索引中的样例，用于检验结果数超过排序窗口时的分页。'
      const tokens = documentTokens(title, body)
      const args = [
        WIDE_COLLECTION,
        i + 1,
        'news',
        title,
        `/news/paging-overflow-${i + 1}`,
        body,
        tokens.title,
        tokens.body,
        new Date(Date.now() - i * 86_400_000).toISOString(),
        new Date().toISOString(),
      ]
      const placeholders =
        db.dialect === 'postgres' ? args.map((_, n) => `$${n + 1}`).join(', ') : args.map(() => '?').join(', ')
      return {
        sql: `INSERT INTO search_documents (collection, doc_id, kind, title, url, body, title_tokens, body_tokens, published_at, updated_at) VALUES (${placeholders})`,
        args,
      }
    })
    await db.batch(statements)
  }

  async function deleteWideRowsFrom(docId: number) {
    const db = searchDb(payload)
    await db.query(
      db.dialect === 'postgres'
        ? 'DELETE FROM search_documents WHERE collection = $1 AND doc_id >= $2'
        : 'DELETE FROM search_documents WHERE collection = ? AND doc_id >= ?',
      [WIDE_COLLECTION, docId],
    )
  }

  it(`pages through the best ${RESULT_WINDOW} and says that more matched; exactly ${RESULT_WINDOW} is not capped`, async () => {
    await writeWideRows(WIDE_ROWS)
    const pages = RESULT_WINDOW / SEARCH_PAGE_SIZE

    const first = await resultsPage(WIDE_QUERY, 1)
    expect(first).toMatchObject({ total: RESULT_WINDOW, capped: true, page: 1, pages })
    const last = await resultsPage(WIDE_QUERY, pages)
    expect(last.groups.flatMap((group) => group.results)).toHaveLength(SEARCH_PAGE_SIZE)
    expect(await pageView(WIDE_QUERY, String(pages + 1))).toEqual({ state: 'no-page', query: WIDE_QUERY })

    // The API's pages reach the same window, the first of them the unpaged answer's best.
    const followed = await followApiPages(WIDE_QUERY, 50, RESULT_WINDOW)
    expect(new Set(followed.map(key)).size).toBe(RESULT_WINDOW)
    expect(followed.slice(0, 50).map(key)).toEqual((await unpaged(WIDE_QUERY, '&limit=50')).map(key))
    const past = expectPage(await ask(WIDE_QUERY, `&page=${pages + 1}&limit=20`), searchResultSchema)
    expect(past.items).toEqual([])

    // Exactly as many matches as the window: every one is reached, and nothing is said to be left out.
    await deleteWideRowsFrom(RESULT_WINDOW + 1)
    const exact = await searchSitePage(WIDE_QUERY, { page: 1, size: SEARCH_PAGE_SIZE })
    expect(exact).toMatchObject({ total: RESULT_WINDOW, capped: false, pages })
    expect(exact.items).toHaveLength(SEARCH_PAGE_SIZE)
    await deleteWideRowsFrom(1)
  })
})
