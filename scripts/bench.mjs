#!/usr/bin/env node
// `npm run bench`: throughput and latency of the public pages and API lists, side by side:
//   static  nginx serving a saved copy of the same bytes (the ceiling on this machine),
//   origin  the app itself (`next start`, its page cache warm),
//   proxy   the app behind deploy/nginx.conf (its micro-cache warm: X-Cache HIT).
// It builds when the build is missing or older than the sources, starts the app on a fresh
// seeded SQLite database, and measures each target with autocannon. Also reports each page's size,
// its first-load JavaScript (gzip sizes of the <script src> files it references, noModule ones
// excluded) and the RSC payload its loader fetches after the first paint (bytes; it is not in the
// HTML: src/server/next-cache/scripts-after-first-paint.mjs). Results: bench/results.json.
//   --duration <s>     seconds per measurement (default 10)
//   --connections <n>  concurrent connections (default 20)
//   --lighthouse       also run Lighthouse (mobile) on the pages through the proxy, the median of
//                      --lighthouse-runs runs per page (default 3)
//   --out <file>       results file (default bench/results.json)
//   --no-build         never build (fails when there is no build)
//   --keep             keep the temporary database, copies and nginx logs
//   --search           instead: site search over 10,000 generated documents, p50/p95 of 50
//                      queries in process and as GET /api/search over HTTP from the production
//                      build (src/features/search/search-bench.int.test.ts; on PostgreSQL when
//                      TEST_DATABASE_URL is set); results in bench/search-results-<db>.json
import './lib/node-runtime.mjs'
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import {
  BENCH_SERVERS,
  BENCH_TARGETS,
  benchGoals,
  benchProblems,
  lighthouseRunIsWorthRetrying,
  medianLighthouseRun,
  proxyGoal,
} from './lib/bench-results.mjs'
import { runSeed } from '../src/cms/seed/runner.mjs'
import { buildIsCurrent } from './lib/build-state.mjs'
import { freePort, waitForHttp } from '../src/testing/net.mjs'
import { ensureNginx, startNginx, startProxy } from './lib/nginx.mjs'
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs'
import { payloadIdInPage } from '../src/server/next-cache/page-payloads.mjs'
import { firstLoadScripts } from '../src/server/next-cache/scripts-after-first-paint.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    lighthouse: { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    out: { type: 'string', default: path.join('bench', 'results.json') },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
  },
})

if (options.search) {
  ensureCurrentBuild()
  const run = spawnSync(
    bin('vitest'),
    ['run', '--project', 'integration', 'src/features/search/search-bench.int.test.ts'],
    { stdio: 'inherit', env: { ...process.env, SEARCH_BENCH: '1' } },
  )
  process.exit(run.status ?? 1)
}
const duration = Number(options.duration)
const connections = Number(options.connections)
const lighthouseRuns = Number(options['lighthouse-runs'])
if (!(duration > 0) || !(connections > 0) || !Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('--duration and --connections take positive numbers, --lighthouse-runs a positive whole number')
  process.exit(2)
}

const children = []
const workDir = path.join(root, 'tmp', 'bench', `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`)
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'))
process.on('exit', () => {
  stopAll()
  if (!options.keep) fs.rmSync(workDir, { recursive: true, force: true })
})
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

const startedAt = Date.now()
const step = (message) => console.log(`› [${Math.round((Date.now() - startedAt) / 1000)} s] ${message}`)

/** Builds when the build is missing or older than the sources (unless --no-build). */
function ensureCurrentBuild() {
  if (buildIsCurrent()) return
  if (options['no-build']) {
    if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) fail('no build (.next) and --no-build given')
    console.log('› the build is older than the sources; measuring it anyway (--no-build)')
  } else {
    console.log('› next build (missing or older than the sources)…')
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' })
    if (build.status !== 0) fail('the build failed')
  }
}

function fail(message) {
  console.error(`\nbench: ${message}`)
  process.exit(1)
}

// --- build and app -------------------------------------------------------------------------------

ensureNginx()
ensureCurrentBuild()

fs.mkdirSync(workDir, { recursive: true })
const appPort = await freePort()
const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  REDIS_URL: '',
  S3_BUCKET: '',
  DATA_DIR: path.join(workDir, 'data'),
  PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
  ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
  EDITOR_PASSWORD: crypto.randomBytes(12).toString('hex'),
  SEED_DEMO: 'true',
  PORT: String(appPort),
  SITE_URL: `http://127.0.0.1:${appPort}`,
}
step('seeding a fresh SQLite database…')
const seed = runSeed(root, appEnv)
if (seed.status !== 0) fail(`the seed failed:\n${seed.stdout}\n${seed.stderr}`)

const appLog = fs.openSync(path.join(workDir, 'app.log'), 'a')
const app = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs'), '-p', String(appPort)], {
  env: appEnv,
  stdio: ['ignore', appLog, appLog],
})
children.push(app)
const originUrl = `http://127.0.0.1:${appPort}`
await waitForHttp(`${originUrl}/api/categories`, app)

// --- targets ---------------------------------------------------------------------------------------

async function json(url) {
  const response = await fetch(url)
  if (!response.ok) fail(`${url} answered ${response.status}`)
  return response.json()
}
const firstArticle = (await json(`${originUrl}/api/news`)).data[0]
const firstCategory = (await json(`${originUrl}/api/categories`)).data[0]
const firstProduct = (await json(`${originUrl}/api/products/category/${firstCategory.id}`)).data[0]
if (!firstArticle || !firstProduct) fail('the seeded database has no article or product')
const paths = {
  home: '/',
  news: '/news',
  article: `/news/${firstArticle.slug}`,
  tier: '/services/bioinformatics-1v1',
  product: `/product-detail/${firstProduct.id}`,
  resources: '/resources',
  'api-categories': '/api/categories',
  'api-news': '/api/news',
}
const targets = BENCH_TARGETS.map((target) => ({ ...target, path: paths[target.name] }))
step('saving a copy of each target, reading its scripts…')

/** The body as a client without Accept-Encoding (autocannon) gets it. */
async function identityBody(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (response.status !== 200) fail(`${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * Gzip sizes of the scripts the page loads at first: its <script src> files and those its loader
 * asks for after the first paint (modern browsers: noModule skipped).
 */
async function firstLoadJs(html) {
  const sources = firstLoadScripts(html).map((src) => src.replaceAll('&amp;', '&'))
  let gzipBytes = 0
  for (const src of sources) gzipBytes += zlib.gzipSync(await identityBody(new URL(src, originUrl).href)).length
  return { files: sources.length, gzipBytes }
}

/**
 * Bytes of the RSC payload a stored page's loader fetches once the page has painted (it is no
 * longer written into the HTML: scripts-after-first-paint.mjs); 0 when the page carries it.
 */
async function payloadAfterPaint(html, address) {
  const id = payloadIdInPage(html)
  if (!id) return 0
  const response = await fetch(`${originUrl}${address}?_rsc&_p=${id}`, {
    headers: { rsc: '1', 'accept-encoding': 'identity' },
  })
  if (response.status !== 200) fail(`${address} payload answered ${response.status}`)
  return (await response.arrayBuffer()).byteLength
}

// --- the static copy and the proxy -------------------------------------------------------------------

const staticDir = path.join(workDir, 'static')
const www = path.join(staticDir, 'www')
fs.mkdirSync(www, { recursive: true })
for (const target of targets) {
  // Twice: the first request may render (the page cache starts empty); keep what a cached hit sends.
  await identityBody(originUrl + target.path)
  const body = await identityBody(originUrl + target.path)
  target.file = `/${target.name}.${target.kind === 'api' ? 'json' : 'html'}`
  fs.writeFileSync(path.join(www, target.file), body)
  target.bytes = body.length
  target.firstLoadJs = target.kind === 'page' ? await firstLoadJs(body.toString('utf8')) : null
  target.payloadBytes = target.kind === 'page' ? await payloadAfterPaint(body.toString('utf8'), target.path) : null
}

const staticPort = await freePort()
const staticConfig = path.join(staticDir, 'nginx.conf')
fs.writeFileSync(
  staticConfig,
  `worker_processes auto;
pid ${staticDir}/nginx.pid;
error_log ${staticDir}/error.log warn;
events { worker_connections 4096; }
http {
    types { text/html html; application/json json; }
    access_log off;
    sendfile on;
    tcp_nopush off;
    keepalive_requests 10000;
    client_body_temp_path ${staticDir}/client_body_temp;
    proxy_temp_path ${staticDir}/proxy_temp;
    fastcgi_temp_path ${staticDir}/fastcgi_temp;
    uwsgi_temp_path ${staticDir}/uwsgi_temp;
    scgi_temp_path ${staticDir}/scgi_temp;
    server {
        listen 127.0.0.1:${staticPort};
        root ${www};
    }
}
`,
)
const staticServer = startNginx(staticConfig, staticDir)
children.push(staticServer)
const staticUrl = `http://127.0.0.1:${staticPort}`

const proxyPort = await freePort()
const proxy = startProxy({ port: proxyPort, upstream: `127.0.0.1:${appPort}`, stateDir: path.join(workDir, 'proxy') })
children.push(proxy)
const proxyUrl = `http://127.0.0.1:${proxyPort}`
await waitForHttp(`${staticUrl}${targets[0].file}`, staticServer)
await waitForHttp(`${proxyUrl}/api/categories`, proxy)

// --- measurements --------------------------------------------------------------------------------------

function cannon(url, settings) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, ...settings }, (error, result) => (error ? reject(error) : resolve(result))),
  )
}

async function measure(url) {
  // Warm-up: caches, keep-alive connections, and V8's optimised code for the server's hot paths (a
  // few hundred requests leave the origin measured half-compiled: p99 doubled in the first second).
  await cannon(url, { duration: Math.min(2, duration) })
  const result = await cannon(url, { duration })
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

const urls = { static: (target) => staticUrl + target.file, origin: (target) => originUrl + target.path }
urls.proxy = (target) => proxyUrl + target.path
step(`measuring ${targets.length} targets × ${BENCH_SERVERS.length} servers, ${duration} s each…`)
for (const target of targets) {
  target.runs = {}
  for (const server of BENCH_SERVERS) {
    const run = await measure(urls[server](target))
    if (server !== 'static')
      run.ratioToStatic = Number((run.requestsPerSecond / target.runs.static.requestsPerSecond).toFixed(2))
    if (server === 'proxy') {
      // Asked like autocannon asks (no Accept-Encoding, which fetch always sends): the same variant.
      run.xCache = await new Promise((resolve, reject) =>
        http.get(urls.proxy(target), (response) => resolve(response.resume().headers['x-cache'])).on('error', reject),
      )
    }
    target.runs[server] = run
  }
}

// --- Lighthouse ----------------------------------------------------------------------------------------

const LIGHTHOUSE_CHROME_FLAGS = CHROMIUM_FLAGS

function lighthouse(target, run) {
  const report = path.join(workDir, `lighthouse-${target.name}-${run}.json`)
  const result = spawnSync(
    bin('lighthouse'),
    [
      proxyUrl + target.path,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  )
  if (result.status !== 0) return { error: (result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ') }
  const { categories, audits } = JSON.parse(fs.readFileSync(report, 'utf8'))
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  }
}

if (options.lighthouse) {
  step(`Lighthouse (mobile) through the proxy, median of ${lighthouseRuns} run(s) per page…`)
  for (const target of targets.filter((entry) => entry.kind === 'page')) {
    const runs = Array.from({ length: lighthouseRuns }, (_, run) => {
      const first = lighthouse(target, run + 1)
      return lighthouseRunIsWorthRetrying(first) ? lighthouse(target, run + 1) : first
    })
    target.lighthouse = medianLighthouseRun(runs)
  }
}

// --- report ----------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width))
const header = [
  pad('target', 44, true),
  pad('server', 7, true),
  pad('req/s', 8),
  pad('p50 ms', 7),
  pad('p99 ms', 7),
  pad('× static', 9),
  pad('X-Cache', 8),
  pad('bytes', 10),
  pad('first-load JS (gzip)', 21),
  pad('payload after paint', 20),
].join(' ')
console.log(`\n${header}\n${'-'.repeat(header.length)}`)
for (const target of targets) {
  for (const server of BENCH_SERVERS) {
    const run = target.runs[server]
    const first = server === 'static'
    console.log(
      [
        pad(first ? target.path : '', 44, true),
        pad(server, 7, true),
        pad(run.requestsPerSecond, 8),
        pad(run.p50, 7),
        pad(run.p99, 7),
        pad(first ? '1.00' : run.ratioToStatic.toFixed(2), 9),
        pad(run.xCache ?? '', 8),
        pad(first ? target.bytes : '', 10),
        pad(first && target.firstLoadJs ? `${kb(target.firstLoadJs.gzipBytes)} (${target.firstLoadJs.files})` : '', 21),
        pad(first && target.payloadBytes !== null ? target.payloadBytes : '', 20),
      ].join(' '),
    )
  }
}

if (options.lighthouse) {
  console.log(`\n${pad('page', 44, true)} perf  a11y  b.p.   seo  LCP ms  CLS     TBT ms  perf of each run`)
  for (const target of targets.filter((entry) => entry.lighthouse)) {
    const result = target.lighthouse
    if (result.error) {
      console.log(`${pad(target.path, 44, true)} Lighthouse failed: ${result.error}`)
      continue
    }
    console.log(
      `${pad(target.path, 44, true)} ${pad(result.performance, 4)} ${pad(result.accessibility, 5)} ${pad(result.bestPractices, 5)} ${pad(result.seo, 5)} ${pad(result.lcpMs, 7)}  ${pad(result.cls, 6, true)} ${pad(result.tbtMs, 6)}  ${result.performanceRuns.join(' ')}`,
    )
  }
}

const informative = targets
  .filter((target) => target.name !== 'home')
  .map((target) => proxyGoal(target.path, target.runs.proxy))
const printGoals = (list) =>
  list.forEach(({ goal, met, measured }) => console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${goal}: ${measured}`))

const results = {
  date: new Date().toISOString(),
  durationSeconds: duration,
  connections,
  node: process.version,
  targets: targets.map(({ name, kind, path: address, bytes, firstLoadJs: js, payloadBytes, runs, lighthouse: lh }) => ({
    name,
    kind,
    path: address,
    bytes,
    firstLoadJs: js,
    payloadBytes,
    runs,
    ...(lh ? { lighthouse: lh } : {}),
  })),
}
results.goals = benchGoals(results)
console.log(`\nGoals of issue #9${duration < 5 ? ' (meaningless with so short a run)' : ''}:`)
printGoals(results.goals)
console.log('The other targets through the proxy (informative; the issue sets this goal for home):')
printGoals(informative)

fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true })
fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`)
step(`results: ${options.out}`)
const problems = benchProblems(results)
for (const problem of problems) console.error(`bench: ${problem}`)
process.exit(problems.length ? 1 : 0)
