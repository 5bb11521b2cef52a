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
//                      --lighthouse-runs runs per page (default 3), alternating with a bare Next page
//                      (bench/bare-next: the framework's floor; the goals are ratios to it), and on
//                      home with each server mechanism off. While Lighthouse runs, every server
//                      has the lowest CPU priority (scripts/lib/process-priority.mjs: a visitor's
//                      browser does not share a CPU with the site's servers);
//   --lighthouse-servers-compete  leave the servers at normal priority (the measurement before 2026-11-29)
// Every mechanism of the server layer (src/server/mechanisms.mjs) is measured with and without it in
// the same run: an instance with it off (SERVER_MECHANISMS_OFF) beside the one with all on.
//   --out <file>       results file (default bench/results.json)
//   --no-build         never build (fails when there is no build)
//   --keep             keep the temporary database, copies and nginx logs
//   --search           instead: site search over 10,000 generated documents, p50/p95 of 50
//                      queries in process and as GET /api/search over HTTP from the production
//                      build (src/features/search/search-bench.int.test.ts; on PostgreSQL when
//                      TEST_DATABASE_URL is set); results in bench/search-results-<db>.json
//   --scale            instead: the production server on the demo-sized database, then with ten years
//                      of content and traffic (5,000 news, 100,000 members, 200,000 enquiries…),
//                      each goal of issue #39 printed beside the demo figure, met or not
//                      (src/testing/scale/scale-bench.int.test.ts); on SQLite, then on PostgreSQL when
//                      TEST_DATABASE_URL is set; results in bench/scale-results-<db>.json
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
  MECHANISM_TARGETS,
  benchGoals,
  benchProblems,
  lighthouseRunIsWorthRetrying,
  medianLighthouseRun,
  proxyGoal,
} from './lib/bench-results.mjs'
import { seedSqliteDataDir, TEST_ACCOUNTS } from '../src/testing/seeded-data.mjs'
import { buildIsCurrent } from './lib/build-state.mjs'
import { freePort, waitForHttp } from '../src/testing/net.mjs'
import { ensureNginx, startNginx, startProxy } from './lib/nginx.mjs'
import { setProcessPriority } from './lib/process-priority.mjs'
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs'
import { LIGHTHOUSE_BROWSER_PATH } from '../src/testing/browsers.mjs'
import { payloadIdInPage } from '../src/server/next-cache/page-payloads.mjs'
import { firstLoadScripts } from '../src/server/next-cache/scripts-after-first-paint.mjs'
import { MECHANISMS } from '../src/server/mechanisms.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    lighthouse: { type: 'boolean', default: false },
    'lighthouse-servers-compete': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    out: { type: 'string', default: path.join('bench', 'results.json') },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
  },
})

if (options.scale) {
  ensureCurrentBuild()
  const databases = [['SQLite', { TEST_DATABASE_URL: '' }]]
  if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', {}])
  let status = 0
  for (const [name, env] of databases) {
    console.log(`› scale bench on ${name}`)
    const run = spawnSync(
      bin('vitest'),
      ['run', '--project', 'integration', 'src/testing/scale/scale-bench.int.test.ts'],
      {
        stdio: 'inherit',
        env: { ...process.env, ...env, SCALE_BENCH: '1' },
      },
    )
    status ||= run.status ?? 1
  }
  process.exit(status)
}

if (options.search) {
  ensureCurrentBuild()
  const run = spawnSync(
    bin('vitest'),
    ['run', '--project', 'integration*', 'src/features/search/search-bench.int.test.ts'],
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
  ...TEST_ACCOUNTS,
  SEED_DEMO: 'true',
  PORT: String(appPort),
  SITE_URL: `http://127.0.0.1:${appPort}`,
}
step('a fresh SQLite database with the demo content (a copy of one seed: src/testing/seeded-data.mjs)…')
try {
  step(`database ${seedSqliteDataDir(root, appEnv, appEnv.DATA_DIR)}`)
} catch (error) {
  fail(error.message)
}

/** Starts the production server on the bench database; `off` lists mechanisms to turn off. */
function startApp(name, port, off = []) {
  const log = fs.openSync(path.join(workDir, `${name}.log`), 'a')
  const child = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs'), '-p', String(port)], {
    env: { ...appEnv, PORT: String(port), SERVER_MECHANISMS_OFF: off.join(',') },
    stdio: ['ignore', log, log],
  })
  children.push(child)
  return child
}
const app = startApp('app', appPort)
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

// --- each mechanism with and without it -----------------------------------------------------------------

const mechanismNames = Object.keys(MECHANISMS)
step(`starting ${mechanismNames.length} more instances, each with one mechanism off…`)
const withoutUrls = {}
for (const name of mechanismNames) {
  const port = await freePort()
  const child = startApp(`without-${name}`, port, [name])
  withoutUrls[name] = `http://127.0.0.1:${port}`
  await waitForHttp(`${withoutUrls[name]}/api/categories`, child)
}
const mechanismTargets = targets.filter((target) => MECHANISM_TARGETS.includes(target.name))
step(`measuring ${mechanismTargets.length} targets at the origin with each mechanism off, ${duration} s each…`)
const mechanisms = { names: mechanismNames, targets: [] }
for (const target of mechanismTargets) {
  // Stored pages first: the first request of each instance renders and stores them.
  for (const name of mechanismNames) await identityBody(withoutUrls[name] + target.path)
  // All on and each off measured back to back, so a change in the machine's load touches both.
  const row = { name: target.name, path: target.path, on: await measure(originUrl + target.path), off: {} }
  for (const name of mechanismNames) {
    const run = await measure(withoutUrls[name] + target.path)
    run.ratioToOn = Number((run.requestsPerSecond / row.on.requestsPerSecond).toFixed(2))
    row.off[name] = run
  }
  mechanisms.targets.push(row)
}

// --- Lighthouse ----------------------------------------------------------------------------------------

const LIGHTHOUSE_CHROME_FLAGS = CHROMIUM_FLAGS

function lighthouse(name, url, run) {
  const report = path.join(workDir, `lighthouse-${name}-${run}.json`)
  const result = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: LIGHTHOUSE_BROWSER_PATH }, encoding: 'utf8' },
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

/**
 * Lighthouse on each subject in turn, `lighthouseRuns` rounds, so that the machine's drift touches
 * every subject alike; the median run of each.
 * @param {{ name: string, url: string }[]} subjects
 */
function alternatingLighthouse(subjects) {
  const runs = new Map(subjects.map((subject) => [subject.name, []]))
  for (let round = 1; round <= lighthouseRuns; round += 1) {
    for (const subject of subjects) {
      const first = lighthouse(subject.name, subject.url, round)
      runs
        .get(subject.name)
        .push(lighthouseRunIsWorthRetrying(first) ? lighthouse(subject.name, subject.url, round) : first)
    }
  }
  return Object.fromEntries([...runs].map(([name, list]) => [name, medianLighthouseRun(list)]))
}

/**
 * The bare Next page of bench/bare-next, built with the project's Next in tmp/ (kept between runs
 * while the sources and the Next version are the same) and served by `next start`.
 */
async function startBareNext() {
  const source = path.join(root, 'bench', 'bare-next')
  const nextVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version
  const sourceHash = crypto.createHash('sha256').update(nextVersion)
  for (const file of ['app/layout.js', 'app/page.js', 'next.config.mjs'])
    sourceHash.update(fs.readFileSync(path.join(source, file)))
  const folder = path.join(root, 'tmp', 'bench-bare-next')
  const stamp = path.join(folder, '.built-from')
  const built = sourceHash.digest('hex')
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== built) {
    step(`building the bare Next ${nextVersion} page (bench/bare-next)…`)
    fs.rmSync(folder, { recursive: true, force: true })
    // Inside the project folder: Next (Turbopack) resolves `next` and React from the project's own
    // node_modules above it, and builds nothing outside the workspace root it finds there.
    fs.cpSync(source, folder, { recursive: true })
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: folder, env, encoding: 'utf8' })
    if (build.status !== 0) fail(`the bare Next page did not build:\n${build.stdout}\n${build.stderr}`)
    fs.writeFileSync(stamp, built)
  }
  const port = await freePort()
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: folder,
    env,
    stdio: 'ignore',
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}/`
  await waitForHttp(url, child)
  return { version: nextVersion, url }
}

let bare = null
let mechanismLighthouse = null
if (options.lighthouse) {
  const bareNext = await startBareNext()
  if (!options['lighthouse-servers-compete']) {
    const threads = setProcessPriority(children.map((child) => child.pid))
    step(`every server at the lowest CPU priority while Lighthouse runs (${threads} threads)`)
  }
  const pages = targets.filter((entry) => entry.kind === 'page')
  step(
    `Lighthouse (mobile): the bare Next page and ${pages.length} pages through the proxy, alternating, median of ${lighthouseRuns}…`,
  )
  const medians = alternatingLighthouse([
    { name: 'bare-next', url: bareNext.url },
    ...pages.map((target) => ({ name: target.name, url: proxyUrl + target.path })),
  ])
  bare = { nextVersion: bareNext.version, lighthouse: medians['bare-next'] }
  for (const target of pages) target.lighthouse = medians[target.name]
  step(`Lighthouse (mobile) on home at the origin, all mechanisms on and each off, alternating…`)
  const home = targets.find((target) => target.name === 'home')
  mechanismLighthouse = alternatingLighthouse([
    { name: 'all-on', url: originUrl + home.path },
    ...mechanismNames.map((name) => ({ name: `without-${name}`, url: withoutUrls[name] + home.path })),
  ])
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

/** One Lighthouse row: scores, LCP, CLS, TBT and every run's performance score. */
function lighthouseRow(label, result) {
  if (result.error) return `${pad(label, 44, true)} Lighthouse failed: ${result.error}`
  return `${pad(label, 44, true)} ${pad(result.performance, 4)} ${pad(result.accessibility, 5)} ${pad(result.bestPractices, 5)} ${pad(result.seo, 5)} ${pad(result.lcpMs, 7)}  ${pad(result.cls, 6, true)} ${pad(result.tbtMs, 6)}  ${result.performanceRuns.join(' ')}`
}
const lighthouseHeader = (first) =>
  `\n${pad(first, 44, true)} perf  a11y  b.p.   seo  LCP ms  CLS     TBT ms  perf of each run`

if (options.lighthouse) {
  console.log(lighthouseHeader('page (through the proxy)'))
  console.log(lighthouseRow(`bare Next ${bare.nextVersion} page (the floor)`, bare.lighthouse))
  for (const target of targets.filter((entry) => entry.lighthouse))
    console.log(lighthouseRow(target.path, target.lighthouse))
}

console.log(`\nEach mechanism of the server layer, at the origin: req/s with all on, and with it off (× all on)`)
console.log([pad('target', 44, true), pad('all on', 8), ...mechanismNames.map((name) => pad(name, 26))].join(' '))
for (const row of mechanisms.targets) {
  console.log(
    [
      pad(row.path, 44, true),
      pad(row.on.requestsPerSecond, 8),
      ...mechanismNames.map((name) =>
        pad(`${row.off[name].requestsPerSecond} (${row.off[name].ratioToOn.toFixed(2)}×)`, 26),
      ),
    ].join(' '),
  )
}
if (mechanismLighthouse) {
  console.log(lighthouseHeader('home at the origin'))
  for (const [name, result] of Object.entries(mechanismLighthouse)) console.log(lighthouseRow(name, result))
}

const informative = targets
  .filter((target) => target.name !== 'home')
  .map((target) => proxyGoal(target.path, target.runs.proxy))
const printGoals = (list) =>
  list.forEach(({ goal, met, measured }) => console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${goal}: ${measured}`))

if (mechanismLighthouse) mechanisms.lighthouse = mechanismLighthouse
const results = {
  date: new Date().toISOString(),
  durationSeconds: duration,
  connections,
  node: process.version,
  ...(bare
    ? {
        bareNext: bare,
        lighthouseServers: options['lighthouse-servers-compete'] ? 'normal priority' : 'lowest priority',
      }
    : {}),
  mechanisms,
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
console.log(`\nGoals (issues 9 and 37)${duration < 5 ? ' (meaningless with so short a run)' : ''}:`)
printGoals(results.goals)
console.log('The other targets through the proxy (informative; the issue sets this goal for home):')
printGoals(informative)

fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true })
fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`)
step(`results: ${options.out}`)
const problems = benchProblems(results)
for (const problem of problems) console.error(`bench: ${problem}`)
process.exit(problems.length ? 1 : 0)
