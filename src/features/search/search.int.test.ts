import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Payload } from 'payload'
import { getPayload } from '@/cms/client'
import { ensureSearchIndex, rebuildSearchIndex } from '@/cms/search/index-store'
import { SEARCH_ANALYSIS_VERSION } from '@/lib/search-text'
import { MAX_SEARCH_MISSES, recordSearchMiss, topSearchMisses } from '@/cms/search/misses'
import { searchDb } from '@/cms/search/db'
import * as searchRoute from '@/app/api/search/handler'
import * as missesRoute from '@/app/api/search/misses/handler'
import {
  PUBLIC_CACHE_CONTROL,
  callRoute,
  clientAddress,
  expectFailure,
  expectMethodsRefused,
  memberToken,
  staffTokens,
} from '@/app/api/_shared/testing'
import { searchMissSchema, searchResultSchema, SEARCH_MESSAGES } from './schemas'
import { SEARCH_PAGE_SIZE, searchForPage, searchSite } from './queries'

/**
 * Site search over the seeded database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * through the real route handler and the real collection hooks.
 */

type Result = z.infer<typeof searchResultSchema>

let payload: Payload
const created: { collection: 'news' | 'cases' | 'offerings' | 'categories'; id: number }[] = []
const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function search(query: string, extra = ''): Promise<Result[]> {
  const result = await callRoute(searchRoute.GET, `/api/search?q=${encodeURIComponent(query)}${extra}`, {
    headers: { 'x-forwarded-for': clientAddress() },
  })
  expect(result.status, result.text).toBe(200)
  expect(Object.keys(result.json).sort()).toEqual(['data', 'success'])
  expect(result.json.success).toBe(true)
  const parsed = z.array(searchResultSchema).safeParse(result.json.data)
  expect(parsed.success, result.text).toBe(true)
  return result.json.data as Result[]
}

const titles = (results: Result[]) => results.map((result) => result.title)

/** The /search page's request from a client address of its own. */
const visitor = () => ({ headers: new Headers({ 'x-forwarded-for': clientAddress() }) })

async function createNews(data: Record<string, unknown>, draft = false): Promise<number> {
  const doc = await payload.create({
    collection: 'news',
    data: { published_at: new Date().toISOString(), is_published: true, ...data } as never,
    draft,
    ...quiet,
  })
  created.push({ collection: 'news', id: doc.id })
  return doc.id
}

/** Polls the search until `check` holds or `ms` pass (the index is written by the hooks). */
async function within(ms: number, query: string, check: (results: Result[]) => boolean): Promise<Result[]> {
  const start = Date.now()
  let results = await search(query)
  while (!check(results) && Date.now() - start < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    results = await search(query)
  }
  return results
}

beforeAll(async () => {
  payload = await getPayload()
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id, ...quiet }).catch(() => undefined)
  }
})

describe('seeded content is searchable', () => {
  it('finds two-character Chinese words inside longer text (肿瘤, 统计, 基金)', async () => {
    expect(titles(await search('肿瘤'))).toContain('单细胞多组学技术推动肿瘤微环境研究进入新阶段')
    expect(titles(await search('基金'))).toContain('2026年度国家自然科学基金申请要点解读')
    expect(titles(await search('统计'))).toContain('R语言生物统计分析实战')
  })

  it('finds Chinese words by full pinyin and by initials', async () => {
    const tumour = '单细胞多组学技术推动肿瘤微环境研究进入新阶段'
    expect(titles(await search('zhongliu'))).toContain(tumour)
    expect(titles(await search('zl'))).toContain(tumour)
    expect(titles(await search('ZhongLiu'))).toContain(tumour)
    // While typing: the start of a pinyin word.
    expect(titles(await search('zhongl'))).toContain(tumour)
  })

  it('finds mixed Latin and Chinese (Meta分析, R语言, SCI), folding case and full-width letters', async () => {
    expect(titles(await search('Meta分析'))).toContain('免疫治疗方案网状Meta分析发表于 IF 4.6 期刊')
    expect(titles(await search('meta 分析'))).toContain('免疫治疗方案网状Meta分析发表于 IF 4.6 期刊')
    expect(titles(await search('R语言'))).toContain('R语言生物统计分析实战')
    expect(titles(await search('SCI'))).toContain('SCI论文写作入门指南')
    expect(titles(await search('ｓｃｉ'))).toContain('SCI论文写作入门指南')
  })

  it('never shows drafts or unpublished seed content', async () => {
    expect(titles(await search('训练营'))).not.toContain('【草稿】暑期科研训练营招生通知')
    expect(titles(await search('待审核'))).not.toContain('统计分析课程学员案例（待审核）')
    expect(titles(await search('离职'))).toEqual([])
  })

  it('answers each kind with its url, a snippet marking the match, and limits by type and count', async () => {
    const results = await search('统计')
    expect(results.length).toBeGreaterThan(1)
    expect(new Set(results.map((result) => result.type)).size).toBeGreaterThan(1)
    for (const result of results) {
      expect(result.url).toMatch(/^\//)
      expect(result.score).toBeGreaterThan(0)
    }
    expect(results.some((result) => result.snippet.includes('<mark>统计</mark>'))).toBe(true)
    const scores = results.map((result) => result.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)

    const news = await search('统计', '&type=news')
    expect(news.every((result) => result.type === 'news')).toBe(true)
    expect((await search('统计', '&limit=1')).length).toBe(1)
  })

  it('gives the seeded tumour article its page address', async () => {
    const [first] = await search('肿瘤微环境')
    expect(first?.type).toBe('news')
    const article = await payload.find({
      collection: 'news',
      where: { id: { equals: first!.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(first?.url).toBe(`/news/${article.docs[0]!.slug}`)
  })
})

describe('ranking', () => {
  it('ranks a title match above a body-only match, and recent news a little higher', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString()
    const bodyOnly = await createNews({
      title: '实验室年度工作回顾',
      summary: '今年我们完成了多项珊瑚礁微生物组研究。',
      published_at: new Date().toISOString(),
    })
    const titled = await createNews({ title: '珊瑚礁微生物组研究进展', summary: '一篇综述。', published_at: old })
    const titledNew = await createNews({ title: '珊瑚礁微生物组研究新发现', summary: '一篇综述。' })
    const results = await within(2000, '珊瑚礁', (found) => found.length >= 3)
    const order = results.map((result) => result.id)
    expect(order.indexOf(titledNew)).toBeLessThan(order.indexOf(titled))
    expect(order.indexOf(titled)).toBeLessThan(order.indexOf(bodyOnly))
  })
})

describe.runIf(process.env.DATABASE_URL)('PostgreSQL near matches (pg_trgm)', () => {
  it('finds a title despite a typo, after every full match', async () => {
    const results = await search('zhonglu')
    expect(titles(results)).toContain('单细胞多组学技术推动肿瘤微环境研究进入新阶段')
  })

  it('knows the words of a new title at once, and finds nothing near an unrelated word', async () => {
    const id = await createNews({ title: 'Cryoelectron 冷冻电镜平台开放预约', summary: '平台介绍。' })
    const found = await within(2000, 'cryoelectorn', (results) => results.some((result) => result.id === id))
    expect(found.map((result) => result.id)).toContain(id)
    expect(await search('qxzvwk')).toEqual([])
  })

  it('keeps each tsvector in its row, where ranking reads it', async () => {
    const [column] = await searchDb(payload).query<{ attstorage: string }>(
      `SELECT attstorage FROM pg_attribute WHERE attrelid = 'search_documents'::regclass AND attname = 'tsv'`,
    )
    expect(column?.attstorage).toBe('m')
  })
})

describe('the index follows the content', () => {
  it('finds a newly published article within 2 s and loses it once unpublished', async () => {
    const started = Date.now()
    const id = await createNews({ title: '冷冻电镜结构解析培训班开课', summary: '培训班介绍。' })
    const found = await within(2000, '冷冻电镜', (results) => results.some((result) => result.id === id))
    expect(found.map((result) => result.id)).toContain(id)
    expect(Date.now() - started).toBeLessThan(2000)

    await payload.update({ collection: 'news', id, data: { is_published: false }, ...quiet })
    const gone = await within(2000, '冷冻电镜', (results) => !results.some((result) => result.id === id))
    expect(gone.map((result) => result.id)).not.toContain(id)
  })

  it('never indexes a draft, and keeps the published text while a draft is being edited', async () => {
    const draftId = await createNews({ title: '草稿中的蛋白质组学新闻', summary: '尚未发布。' }, true)
    expect((await search('蛋白质组学')).map((result) => result.id)).not.toContain(draftId)

    const id = await createNews({ title: '单分子测序平台上线', summary: '平台介绍。' })
    await payload.update({ collection: 'news', id, data: { title: '单分子测序平台改名草稿' }, draft: true, ...quiet })
    const results = await search('单分子测序')
    const row = results.find((result) => result.id === id)
    expect(row?.title).toBe('单分子测序平台上线')

    await payload.update({ collection: 'news', id, data: { _status: 'draft' } as never, ...quiet })
    expect((await search('单分子测序')).map((result) => result.id)).not.toContain(id)
  })

  it('leaves out inactive products and the products of an inactive category', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: '离子通道检测服务', slug: 'ion-channel-test', is_active: true },
      ...quiet,
    })
    created.push({ collection: 'categories', id: category.id })
    const product = await payload.create({
      collection: 'offerings',
      data: { name: '膜片钳电生理检测', kind: 'product', category: category.id, is_active: true },
      ...quiet,
    })
    created.push({ collection: 'offerings', id: product.id })
    const hidden = await payload.create({
      collection: 'offerings',
      data: { name: '膜片钳高通量筛选', kind: 'product', category: category.id, is_active: false },
      ...quiet,
    })
    created.push({ collection: 'offerings', id: hidden.id })

    const found = await search('膜片钳')
    expect(found.map((result) => result.id)).toContain(product.id)
    expect(found.map((result) => result.id)).not.toContain(hidden.id)
    expect(found.find((result) => result.id === product.id)).toMatchObject({
      type: 'product',
      url: `/product-detail/${product.id}`,
    })

    await payload.update({ collection: 'categories', id: category.id, data: { is_active: false }, ...quiet })
    expect(await search('膜片钳')).toEqual([])
    expect(await search('离子通道')).toEqual([])
  })

  it('removes a deleted document, and a rebuild gives the same answers', async () => {
    const id = await createNews({ title: '类器官芯片研讨会纪要', summary: '会议纪要。' })
    expect((await within(2000, '类器官', (r) => r.length > 0)).map((result) => result.id)).toContain(id)
    const before = await search('统计')
    await rebuildSearchIndex(payload)
    expect(await search('统计')).toEqual(before)
    await payload.delete({ collection: 'news', id, ...quiet })
    expect((await search('类器官')).map((result) => result.id)).not.toContain(id)
  })
})

describe('GET /api/search input', () => {
  it('refuses an empty, blank or too long query with a Chinese 400', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${encodeURIComponent('统'.repeat(101))}`]) {
      const result = await callRoute(searchRoute.GET, `/api/search${query}`, {
        headers: { 'x-forwarded-for': clientAddress() },
      })
      expectFailure(result, 400, query.length > 20 ? SEARCH_MESSAGES.tooLong : SEARCH_MESSAGES.empty)
    }
    expect((await search('统'.repeat(100))).length).toBe(0)
  })

  it('refuses an unknown type and a bad limit', async () => {
    const badType = await callRoute(searchRoute.GET, '/api/search?q=%E7%BB%9F%E8%AE%A1&type=faculty', {
      headers: { 'x-forwarded-for': clientAddress() },
    })
    expectFailure(badType, 400, SEARCH_MESSAGES.badType)
    for (const limit of ['0', '51', 'x']) {
      const result = await callRoute(searchRoute.GET, `/api/search?q=sci&limit=${limit}`, {
        headers: { 'x-forwarded-for': clientAddress() },
      })
      expectFailure(result, 400, 'limit 必须是 1 到 50 之间的整数')
    }
  })

  it('never fails on odd input: quotes, operators, symbols, HTML', async () => {
    for (const query of [
      '"',
      "'",
      'a OR b',
      'NEAR(',
      '*',
      '-',
      ':',
      '&|!',
      '<script>alert(1)</script>',
      '😀',
      '\u0000',
      '统计"',
    ]) {
      const result = await callRoute(searchRoute.GET, `/api/search?q=${encodeURIComponent(query)}`, {
        headers: { 'x-forwarded-for': clientAddress() },
      })
      expect([200, 400], `${query}: ${result.text}`).toContain(result.status)
    }
  })

  it('escapes the snippet text and marks only the matches', async () => {
    const doc = await payload.create({
      collection: 'cases',
      data: { title: '转录组学案例', description: '<b>差异表达</b> & 通路富集分析', is_published: true } as never,
      ...quiet,
    })
    created.push({ collection: 'cases', id: doc.id })
    const found = await within(2000, '差异表达', (results) => results.some((result) => result.id === doc.id))
    const result = found.find((item) => item.type === 'case' && item.id === doc.id)
    expect(result?.snippet).toBe('&lt;b&gt;<mark>差异表达</mark>&lt;/b&gt; &amp; 通路富集分析')
  })

  it('answers with the public Cache-Control of the other lists and refuses other methods', async () => {
    const result = await callRoute(searchRoute.GET, '/api/search?q=sci', {
      headers: { 'x-forwarded-for': clientAddress() },
    })
    expect(result.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    await expectMethodsRefused(searchRoute, '/api/search', ['POST', 'PUT', 'PATCH', 'DELETE'])
  })

  it('limits each address to 120 searches a minute', async () => {
    const address = clientAddress()
    let status = 200
    for (let i = 0; i < 121 && status === 200; i += 1) {
      status = (await callRoute(searchRoute.GET, '/api/search?q=sci', { headers: { 'x-forwarded-for': address } }))
        .status
    }
    expect(status).toBe(429)
  })
})

describe('the /search page view', () => {
  it('groups results by kind with Chinese labels and counts queries without results', async () => {
    const view = await searchForPage('统计', visitor(), async () => undefined)
    expect(view.state).toBe('results')
    if (view.state !== 'results') return
    const labels = view.groups.map((group) => group.label)
    expect(labels.every((label) => ['服务', '商品', '新闻', '案例', '学术资源'].includes(label))).toBe(true)
    expect(view.groups.flatMap((group) => group.results).length).toBe(Math.min(view.total, SEARCH_PAGE_SIZE))

    expect(await searchForPage(undefined, visitor(), async () => undefined)).toEqual({ state: 'prompt' })
    const tooLong = await searchForPage('a'.repeat(101), visitor(), async () => undefined)
    expect(tooLong).toMatchObject({ state: 'invalid', message: SEARCH_MESSAGES.tooLong })

    // Two clients (one client's repeats count once a day: search-limits.int.test.ts).
    await searchForPage('完全不存在的词语组合', visitor(), async () => undefined)
    await searchForPage('完全不存在的词语组合', visitor(), async () => undefined)
    const misses = await topSearchMisses(payload)
    expect(misses.find((miss) => miss.query === '完全不存在的词语组合')?.count).toBe(2)
    // Suggestions as one types are not counted.
    await searchSite('另一个不存在的词', { limit: 5 })
    expect((await topSearchMisses(payload)).some((miss) => miss.query === '另一个不存在的词')).toBe(false)
  })
})

describe('GET /api/search/misses', () => {
  it('lists the queries without results to staff only', async () => {
    await searchForPage('火星土壤微生物', visitor(), async () => undefined)
    expectFailure(await callRoute(missesRoute.GET, '/api/search/misses'), 401)
    expectFailure(await callRoute(missesRoute.GET, '/api/search/misses', { token: await memberToken() }), 403)
    const { editor } = await staffTokens()
    const result = await callRoute(missesRoute.GET, '/api/search/misses?limit=100', { token: editor })
    expect(result.status, result.text).toBe(200)
    expect(Object.keys(result.json).sort()).toEqual(['data', 'success'])
    const data = z.array(searchMissSchema).parse(result.json.data)
    expect(data.find((miss) => miss.query === '火星土壤微生物')?.count).toBe(1)
    expect(result.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('staff synonyms', () => {
  const metaStudy = '免疫治疗方案网状Meta分析发表于 IF 4.6 期刊'

  it('finds what a synonym finds (the seeded 荟萃分析 = Meta分析), and marks the words found', async () => {
    expect(titles(await search('荟萃分析'))).toContain(metaStudy)
    expect(titles(await search('网状荟萃分析'))).toContain(metaStudy)
    const [first] = (await search('荟萃分析')).filter((result) => result.title === metaStudy)
    expect(first!.snippet).toContain('<mark>')
  })

  it('follows staff edits: a new group finds at once, a deleted one no longer does', async () => {
    const tumour = '单细胞多组学技术推动肿瘤微环境研究进入新阶段'
    expect(titles(await search('癌瘤'))).not.toContain(tumour)
    const group = await payload.create({ collection: 'search-synonyms', data: { words: '癌瘤，肿瘤' }, ...quiet })
    try {
      expect(titles(await search('癌瘤'))).toContain(tumour)
    } finally {
      await payload.delete({ collection: 'search-synonyms', id: group.id, ...quiet })
    }
    expect(titles(await search('癌瘤'))).not.toContain(tumour)
  })

  it('refuses a group of fewer than two words with a Chinese message, and keeps what was stored', async () => {
    const group = await payload.create({ collection: 'search-synonyms', data: { words: '甲方, 乙方' }, ...quiet })
    try {
      const refused = await payload
        .update({ collection: 'search-synonyms', id: group.id, data: { words: '甲方' }, ...quiet })
        .then(() => ({}) as { data?: { errors?: { message: string }[] } })
        .catch((error: unknown) => error as { data?: { errors?: { message: string }[] } })
      expect(refused.data?.errors?.[0]?.message).toBe('请至少填写两个词，用逗号分隔，例如：荟萃分析, Meta分析')
      const stored = await payload.findByID({ collection: 'search-synonyms', id: group.id, ...quiet })
      expect(stored.words).toBe('甲方, 乙方')
    } finally {
      await payload.delete({ collection: 'search-synonyms', id: group.id, ...quiet })
    }
  })
})

describe('queries without results are bounded', () => {
  it(`keeps at most ${MAX_SEARCH_MISSES}: a new query pushes out the rarest, oldest one`, async () => {
    const db = searchDb(payload)
    const postgres = db.dialect === 'postgres'
    const saved = await db.query<{ query: string; count: number; last_at: string | Date }>(
      'SELECT query, count, last_at FROM search_misses',
    )
    await db.query('DELETE FROM search_misses')
    try {
      const old = new Date(Date.now() - 86_400_000).toISOString()
      const rows = Array.from({ length: MAX_SEARCH_MISSES }, (_, i) => `填充词${i}`)
      for (let start = 0; start < rows.length; start += 200) {
        const chunk = rows.slice(start, start + 200)
        const values = chunk.map((_, i) => (postgres ? `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})` : '(?, ?, ?)'))
        await db.query(
          `INSERT INTO search_misses (query, count, last_at) VALUES ${values.join(', ')}`,
          chunk.flatMap((query, i) => [
            query,
            query === '填充词0' ? 5 : 1,
            i === 7 && start === 0 ? old : new Date(Date.now() - 1000).toISOString(),
          ]),
        )
      }
      await recordSearchMiss(payload, '全新的搜索词')
      const [{ total }] = await db.query<{ total: number | string }>('SELECT COUNT(*) AS total FROM search_misses')
      expect(Number(total)).toBe(MAX_SEARCH_MISSES)
      const kept = new Set(
        (await db.query<{ query: string }>('SELECT query FROM search_misses')).map((row) => row.query),
      )
      expect(kept.has('全新的搜索词')).toBe(true)
      expect(kept.has('填充词0')).toBe(true)
      expect(kept.has('填充词7')).toBe(false)
      // Counting a known query again removes nothing.
      await recordSearchMiss(payload, '填充词1')
      const [{ again }] = await db.query<{ again: number | string }>('SELECT COUNT(*) AS again FROM search_misses')
      expect(Number(again)).toBe(MAX_SEARCH_MISSES)
    } finally {
      await db.query('DELETE FROM search_misses')
      for (const row of saved)
        await db.query(
          postgres
            ? 'INSERT INTO search_misses (query, count, last_at) VALUES ($1, $2, $3)'
            : 'INSERT INTO search_misses (query, count, last_at) VALUES (?, ?, ?)',
          [row.query, row.count, row.last_at instanceof Date ? row.last_at.toISOString() : row.last_at],
        )
    }
  })
})

describe('traditional and simplified characters', () => {
  it('finds simplified content from a traditional query, and traditional content from a simplified one', async () => {
    expect(titles(await search('腫瘤'))).toContain('单细胞多组学技术推动肿瘤微环境研究进入新阶段')
    await createNews({ title: '臺灣團隊發表蛋白質體學綜述', summary: '質譜數據分析的新方法。' })
    const found = await within(2000, '蛋白质体学', (results) => titles(results).includes('臺灣團隊發表蛋白質體學綜述'))
    expect(titles(found)).toContain('臺灣團隊發表蛋白質體學綜述')
    const byBody = (await search('质谱')).find((result) => result.title === '臺灣團隊發表蛋白質體學綜述')
    expect(byBody?.snippet).toContain('<mark>質譜</mark>數據分析')
  })

  it('rebuilds at start an index written by another version of the text analysis', async () => {
    const db = searchDb(payload)
    await payload.kv.set('search:analysis-version', { version: SEARCH_ANALYSIS_VERSION - 1 })
    await db.query("UPDATE search_documents SET title_tokens = 'stale' WHERE kind = 'news'")
    await ensureSearchIndex(payload)
    expect(await payload.kv.get('search:analysis-version')).toEqual({ version: SEARCH_ANALYSIS_VERSION })
    const stale = await db.query("SELECT id FROM search_documents WHERE title_tokens = 'stale'")
    expect(stale).toEqual([])
    expect(titles(await search('肿瘤'))).toContain('单细胞多组学技术推动肿瘤微环境研究进入新阶段')
  })
})

describe('the PostgreSQL engine reads through the full-text index', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('even for a word in most documents', async () => {
    const db = searchDb(payload)
    const plan = await db.indexedRead<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM search_documents, to_tsquery('simple', $1) AS q WHERE tsv @@ q`,
      ["'的'"],
    )
    const text = plan.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toContain('search_documents_tsv_idx')
    expect(text).not.toMatch(/Seq Scan on search_documents/)
  })
})
