import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getPayload } from '@/cms/client'
import { startProductionServer, type ProductionServer } from '@/testing/production-server'
import { requestsPerSecond } from '@/testing/throughput.mjs'
import { createPostgresDatabase } from '@/testing/postgres-database'
import { SCALE_COUNTS, fillScaleData } from './scale-data'
import { SCALE_GOALS, judge, type Measures } from './scale-goals'

/**
 * `npm run bench -- --scale` (scripts/bench.mjs builds, then runs this file with SCALE_BENCH=1, on
 * SQLite and, with TEST_DATABASE_URL, on PostgreSQL): the production server (src/server/serve.mjs)
 * measured on the demo-sized test database, then again after ten years of content and traffic
 * (scale-data.ts) are written into the same database. Prints each goal of issue #39 beside the
 * demo figure, met or not, and writes bench/scale-results-<database>.json. Skipped in ordinary runs.
 */

const root = process.cwd()
const ADMIN = { email: 'admin@keyan.example.com', password: process.env.ADMIN_PASSWORD ?? '' }
/** Seconds of load for each throughput figure. */
const LOAD_SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 5)

type Server = ProductionServer

const startServer = () =>
  startProductionServer({
    DISABLE_RATE_LIMIT: 'true',
    NODE_OPTIONS: process.env.SCALE_BENCH_SERVER_NODE_OPTIONS ?? '',
  })

/** The server's resident memory in MB (Linux). */
function rssMb(server: Server): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** Seconds the server is left idle before its RSS after the run is read. */
const SETTLE_SECONDS = 10

/**
 * The server's RSS once it has been idle for SETTLE_SECONDS: what it keeps, not the garbage of the
 * last burst of load, which V8 collects and returns to the system within seconds (measured: 524 MB
 * right after the admin's first render, 382 MB five seconds later).
 */
async function settledRssMb(server: Server): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000))
  return rssMb(server)
}

/** With SCALE_BENCH_HEAP_SNAPSHOT=1 (and the server started with --heapsnapshot-signal=SIGUSR2), a snapshot first. */
async function heapSnapshotThenParts(server: Server): Promise<Record<string, number>> {
  if (process.env.SCALE_BENCH_HEAP_SNAPSHOT === '1') {
    process.kill(server.child.pid!, 'SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 30_000))
  }
  return rssParts(server)
}

/** Where the server's resident memory is: anonymous (heaps), file-backed (code, mapped files), shared. */
function rssParts(server: Server): Record<string, number> {
  const rollup = fs.readFileSync(`/proc/${server.child.pid}/smaps_rollup`, 'utf8')
  const part = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(rollup)?.[1] ?? 0) / 1024)
  return { anonymous: part('Anonymous'), mappedFiles: part('Rss') - part('Anonymous') }
}

/** Milliseconds until the whole answer of `url` has arrived; fails on anything but 200. */
async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, init)
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return Math.round(ms * 10) / 10
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

/**
 * Pages of 20 a list has, asked of its API 100 at a time: a read the list pages never make, so
 * their first renders below find nothing of theirs in the data cache.
 */
async function pagesOf(base: string, api: string): Promise<number> {
  const response = await fetch(`${base}${api}${api.includes('?') ? '&' : '?'}page=1&limit=100`)
  const body = (await response.json()) as { pagination: { total: number } }
  return Math.max(1, Math.ceil(body.pagination.total / 20))
}

/** Pages spread over 2..last, each asked once (so each is a first render). */
function spreadPages(last: number, count: number): number[] {
  if (last < 2) return []
  const pages = new Set<number>()
  for (let i = 0; i < count; i++) pages.add(2 + Math.floor(((last - 2) * i) / Math.max(1, count - 1)))
  return [...pages]
}

async function staffCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`staff sign-in failed (${response.status})`)
  return `payload-token=${body.token}`
}

const SEARCH_QUERIES = [
  '单细胞',
  '孟德尔随机化',
  'Meta 分析',
  '列线图',
  '肿瘤免疫',
  '基金',
  'danxibao',
  'meta',
  '论文润色',
  '机器学习',
]

/** Every figure of one run of the server on the database as it is now. */
async function measure(server: Server): Promise<Measures> {
  const { base } = server
  const rssAtStart = rssMb(server)
  const newsPages = await pagesOf(base, '/api/news')
  const casesPages = await pagesOf(base, '/api/cases/list')
  const resourcesPages = await pagesOf(base, '/api/academic-resources')
  const oldest = await fetch(`${base}/api/news?page=${Math.ceil((newsPages * 20) / 100)}&limit=100`)
  const article = ((await oldest.json()) as { data: { slug: string }[] }).data.at(-1)!.slug
  const newsLast = newsPages > 1 ? `/news/page/${newsPages}` : '/news'

  // First renders: each address asked once on a server that has not rendered it (the first list
  // page, then the deepest: each loads its own route's code; the category list they share is one
  // grouped query, read by the first).
  const firstRender: Record<string, number> = {}
  for (const address of new Set(['/', '/news', newsLast, `/news/${article}`, '/cases', '/resources'])) {
    firstRender[address] = await timed(base + address)
  }
  const listRenders = [firstRender['/news']!, firstRender['/cases']!, firstRender['/resources']!]
  for (const page of spreadPages(newsPages, 10)) listRenders.push(await timed(`${base}/news/page/${page}`))
  for (const page of spreadPages(casesPages, 5)) listRenders.push(await timed(`${base}/cases/page/${page}`))
  for (const page of spreadPages(resourcesPages, 5)) listRenders.push(await timed(`${base}/resources/page/${page}`))
  // A category's list, first and last page.
  const category = `/news/category/${encodeURIComponent('行业资讯')}`
  const categoryStarted = performance.now()
  const categoryHtml = await (await fetch(base + category)).text()
  listRenders.push(Math.round((performance.now() - categoryStarted) * 10) / 10)
  const categoryPages = Number(/第 1 \/ (\d+) 页/.exec(categoryHtml.replaceAll('<!-- -->', ''))?.[1] ?? 1)
  if (categoryPages > 1) listRenders.push(await timed(`${base}${category}/page/${categoryPages}`))

  const cached: Record<string, number> = {}
  const cachedBytes: Record<string, number> = {}
  for (const address of new Set(['/', '/news', newsLast, `/news/${article}`])) {
    await requestsPerSecond(base + address, { seconds: 2 }) // warm-up: keep-alive connections, optimised code
    // The best of three: on a shared machine noise only ever lowers a throughput figure.
    const runs: number[] = []
    for (let run = 0; run < 3; run++) runs.push(await requestsPerSecond(base + address, { seconds: LOAD_SECONDS }))
    cached[address] = Math.max(...runs)
    // Asked as autocannon asks, uncompressed.
    const answer = await fetch(base + address, { headers: { 'accept-encoding': 'identity' } })
    cachedBytes[address] = (await answer.arrayBuffer()).byteLength
  }
  const rssAfterPublic = rssMb(server)

  // API answers as the server computes them: each address made unique (`n`, which the routes
  // ignore), so no cache in front answers it.
  let asked = 0
  const uncached = (address: string) => `${base}${address}${address.includes('?') ? '&' : '?'}n=${++asked}`
  const api: Record<string, number> = {}
  for (const address of ['/api/news?page=1&limit=20', `/api/news?page=${newsPages}&limit=20`]) {
    await timed(uncached(address))
    const times: number[] = []
    for (let i = 0; i < 20; i++) times.push(await timed(uncached(address)))
    api[address] = quantile(times, 0.95)
  }
  const searches: number[] = []
  for (const query of SEARCH_QUERIES) await timed(uncached(`/api/search?q=${encodeURIComponent(query)}`)) // warm
  for (let round = 0; round < 3; round++) {
    for (const query of SEARCH_QUERIES)
      searches.push(await timed(uncached(`/api/search?q=${encodeURIComponent(query)}`)))
  }

  const cookie = await staffCookie(base)
  const admin: Record<string, number> = {}
  for (const address of [
    '/admin',
    '/admin/collections/news',
    '/admin/collections/enquiries',
    '/admin/collections/users',
  ]) {
    const asStaff = { headers: { cookie }, redirect: 'manual' } as const // a sign-in page would answer 3xx
    await timed(base + address, asStaff) // the admin's code compiled and loaded once
    admin[address] = await timed(base + address, asStaff)
  }

  const sitemapStarted = performance.now()
  const index = await (await fetch(`${base}/sitemap.xml`)).text()
  for (const part of index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+\.xml)<\/loc>/g)) await timed(base + part[1]!)
  const sitemapMs = Math.round(performance.now() - sitemapStarted)
  const rssRightAfterLoad = rssMb(server)

  return {
    lists: { news: newsPages, cases: casesPages, resources: resourcesPages },
    firstRender,
    listRenderP95: quantile(listRenders, 0.95),
    deepToFirst: Math.round((firstRender[newsLast]! / firstRender['/news']!) * 100) / 100,
    cached,
    cachedBytes,
    api,
    searchP95: quantile(searches, 0.95),
    admin,
    sitemapMs,
    rssMb: await settledRssMb(server),
    rssParts: await heapSnapshotThenParts(server),
    rssSteps: { atStart: rssAtStart, afterPublic: rssAfterPublic, rightAfterLoad: rssRightAfterLoad },
  }
}

/** Backs the database up and restores it into an empty one; milliseconds for both. */
async function backupAndRestore(): Promise<{ ms: number; bytes: number }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-scale-backup-'))
  const archive = path.join(folder, 'scale.tar.gz')
  const restoreDir = path.join(folder, 'restored')
  const target = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL, 'keyan_scale_restore')
    : null
  try {
    const started = performance.now()
    const backup = spawnSync(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), archive], {
      env: process.env,
      encoding: 'utf8',
    })
    if (backup.status !== 0) throw new Error(`backup failed:\n${backup.stdout}\n${backup.stderr}`)
    const restore = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), archive], {
      env: { ...process.env, DATA_DIR: restoreDir, DATABASE_URL: target?.url ?? '' },
      encoding: 'utf8',
    })
    if (restore.status !== 0) throw new Error(`restore failed:\n${restore.stdout}\n${restore.stderr}`)
    return { ms: Math.round(performance.now() - started), bytes: fs.statSync(archive).size }
  } finally {
    await target?.drop()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

describe.runIf(process.env.SCALE_BENCH === '1')('scale benchmark', () => {
  it('measures the site at demo size and with ten years of content', async () => {
    const payload = await getPayload()
    const database = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'

    let server = await startServer()
    const demo = await measure(server)
    await server.stop()

    const fill = await fillScaleData(payload, SCALE_COUNTS, (line) => console.log(`[scale] ${line}`))
    server = await startServer()
    const scale = await measure(server)
    await server.stop()
    const backup = await backupAndRestore()

    const verdicts = judge(demo, scale, backup.ms)
    const report = {
      database,
      counts: SCALE_COUNTS,
      fill_ms: fill.ms,
      backup,
      demo,
      scale,
      goals: verdicts,
      at: new Date().toISOString(),
    }
    console.log(
      `[scale bench] ${database}\n${verdicts.map((goal) => `  ${goal.met ? '✓ met    ' : '✗ NOT MET'} ${goal.name}: ${goal.scale} (demo ${goal.demo}; goal ${goal.goal})`).join('\n')}`,
    )
    const out = path.resolve(process.env.SCALE_BENCH_OUT ?? `bench/scale-results-${database}.json`)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)

    expect(scale.lists.news).toBeGreaterThan(SCALE_COUNTS.news / 20)
    expect(verdicts).toHaveLength(SCALE_GOALS.length)
  }, 3_600_000)
})
