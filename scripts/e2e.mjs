#!/usr/bin/env node
// End-to-end tests: build once, start the built app three times (one seeded with the demo
// content, one on an empty database for the empty states, one whose database is unreachable for
// the error states), put the nginx proxy of deploy/nginx.conf in front of the seeded and the broken
// ones, run Playwright in Debian's Chromium, then (for the whole suite, or with E2E_BENCH=true)
// check that `npm run bench` still measures every target (one second each; not a timed test).
// Extra arguments go to `playwright test` (e.g. a spec file or --project=mobile).
// SKIP_BUILD=true reuses the existing build.
import './lib/node-runtime.mjs'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { startScaleOut } from './e2e-scale.mjs'
import { seedSqliteDataDir, TEST_ACCOUNTS } from '../src/testing/seeded-data.mjs'
import { aptInstall } from './lib/apt.mjs'
import { freePort, waitForHttp } from '../src/testing/net.mjs'
import { benchProblems } from './lib/bench-results.mjs'
import { ensureNginx, startProxy } from './lib/nginx.mjs'
import { LIGHTHOUSE_BROWSER_PATH, TEST_BROWSER_PATH } from '../src/testing/browsers.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
process.env.NEXT_TELEMETRY_DISABLED = '1'
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

// The visual baselines were taken with these fonts: Noto Sans CJK SC is the site's Chinese face here.
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
function ensureFonts() {
  if (fs.existsSync(CJK_FONT)) return
  console.log('› 未找到中文字体，正在从 Debian 软件源安装（apt-get install fonts-noto-cjk）…')
  aptInstall(['fonts-noto-cjk'], '无法安装中文字体：请以 root 运行 `apt-get install -y fonts-noto-cjk` 后重试。')
}

/** Playwright's browser (the headless shell) and Lighthouse's (the SEO spec): Debian's Chromium both. */
function ensureChromium() {
  if (fs.existsSync(TEST_BROWSER_PATH) && fs.existsSync(LIGHTHOUSE_BROWSER_PATH)) return
  console.log('› 未找到 Chromium，正在从 Debian 软件源安装（apt-get install chromium chromium-headless-shell）…')
  aptInstall(
    ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk', 'fonts-noto-color-emoji'],
    '无法安装 Chromium：请以 root 运行 `apt-get install -y chromium chromium-headless-shell` 后重试。',
  )
}

const runId = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const workDir = path.join(root, 'tmp', 'e2e', runId)
const secret = crypto.randomBytes(24).toString('hex')

function instanceEnv(name, port) {
  const dataDir = path.join(workDir, name)
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    PAYLOAD_SECRET: secret,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    ...TEST_ACCOUNTS,
  }
}

/** Waits for an app instance at `url` (its /api/categories answers). */
const waitUntilReady = (url, server, options) => waitForHttp(`${url}/api/categories`, server, options)

/** The instance's database: migrated, with the demo content when `seedDemo` (a copy of one seed). */
function prepare(name, port, seedDemo) {
  const environment = { ...instanceEnv(name, port), SEED_DEMO: seedDemo ? 'true' : 'false' }
  const started = Date.now()
  const outcome = seedSqliteDataDir(root, environment, environment.DATA_DIR)
  console.log(`› ${name} database ${outcome} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

ensureChromium()
ensureFonts()
ensureNginx()
if (process.env.SKIP_BUILD !== 'true' || !fs.existsSync('.next/BUILD_ID')) {
  console.log('› next build')
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const [seededPort, emptyPort, brokenPort] = [await freePort(), await freePort(), await freePort()]
prepare('seeded', seededPort, true)
prepare('empty', emptyPort, false)

const servers = []
/** The app instances (not the proxies), stopped with SIGTERM at the end and expected to exit 0. */
const appServers = []
function startServer(name, port, extraEnv = {}) {
  fs.mkdirSync(workDir, { recursive: true })
  const logFile = fs.openSync(path.join(workDir, `${name}-server.log`), 'a')
  const server = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs'), '-p', String(port)], {
    env: { ...instanceEnv(name, port), ...extraEnv },
    stdio: ['ignore', logFile, logFile],
  })
  servers.push(server)
  appServers.push({ name, server })
  return server
}
const stopAll = () => servers.forEach((server) => server.exitCode === null && server.kill('SIGTERM'))
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

// Two more instances on PostgreSQL + Redis + S3 for the scale-out spec and the Next contract spec
// (it reads what the cache handler stored in their Redis), when one of them is part of the run.
// Their database is migrated and seeded by the pair itself (about a minute): that happens while the
// SQLite instances start and the visual specs run, and is awaited before the other specs.
const specs = process.argv.slice(2).filter((argument) => !argument.startsWith('-'))
const scaleStarting =
  specs.length === 0 || specs.some((spec) => spec.includes('scale-out') || spec.includes('next-internals'))
    ? startScaleOut({ root, runId, freePort, instanceEnv, startServer, waitUntilReady, children: servers }).catch(
        (error) => ({ error }),
      )
    : Promise.resolve({ skipped: 'not part of this run' })

const seededUrl = `http://localhost:${seededPort}`
const emptyUrl = `http://localhost:${emptyPort}`
// A third instance whose database cannot be reached (nothing listens on port 1), so the pages'
// server-side error states can be tested in the browser.
const brokenUrl = `http://localhost:${brokenPort}`
await Promise.all([
  // Behind the nginx of deploy/nginx.conf in the proxy spec, so it trusts one hop; the empty
  // instance keeps the default (no proxy) and is where forged X-Forwarded-For headers are tried.
  // Scheduled publications (admin-drafts.spec.ts) are picked up within seconds, not a minute.
  waitUntilReady(seededUrl, startServer('seeded', seededPort, { TRUSTED_PROXY_HOPS: '1', JOBS_CRON: '*/3 * * * * *' })),
  waitUntilReady(emptyUrl, startServer('empty', emptyPort)),
  waitUntilReady(
    brokenUrl,
    startServer('broken', brokenPort, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable' }),
    {
      anyAnswer: true,
    },
  ),
])

// deploy/nginx.conf in front of the seeded instance, and in front of the broken one (its 5xx).
const [proxyPort, brokenProxyPort] = [await freePort(), await freePort()]
// nginx listens on 127.0.0.1 only.
const proxyUrl = `http://127.0.0.1:${proxyPort}`
const brokenProxyUrl = `http://127.0.0.1:${brokenProxyPort}`
for (const [name, port, upstreamPort, url] of [
  ['proxy', proxyPort, seededPort, proxyUrl],
  ['broken-proxy', brokenProxyPort, brokenPort, brokenProxyUrl],
]) {
  const proxy = startProxy({ port, upstream: `127.0.0.1:${upstreamPort}`, stateDir: path.join(workDir, name) })
  servers.push(proxy)
  await waitForHttp(`${url}/api/health`, proxy, { anyAnswer: true })
}

const playwrightEnv = {
  ...process.env,
  E2E_BASE_URL: seededUrl,
  E2E_EMPTY_BASE_URL: emptyUrl,
  E2E_BROKEN_BASE_URL: brokenUrl,
  E2E_PROXY_URL: proxyUrl,
  E2E_BROKEN_PROXY_URL: brokenProxyUrl,
  E2E_OUTBOX_DIR: path.join(workDir, 'seeded', 'outbox'),
  E2E_ADMIN_PASSWORD: TEST_ACCOUNTS.ADMIN_PASSWORD,
}
/** The scale-out pair's addresses for the specs, once it has started. */
function scaleEnv(scale) {
  return scale.skipped
    ? { E2E_SCALE_SKIPPED: scale.skipped }
    : {
        E2E_SCALE_A_URL: scale.urls[0],
        E2E_SCALE_B_URL: scale.urls[1],
        E2E_SCALE_REDIS_PID: String(scale.redisPid),
        E2E_SCALE_REDIS_URL: scale.redisUrl,
        E2E_SCALE_BUCKET_DIR: scale.bucketDirectory,
        E2E_SCALE_A_DATA_DIR: path.join(workDir, 'scale-a'),
        E2E_SCALE_B_DATA_DIR: path.join(workDir, 'scale-b'),
      }
}

// Visual regression first, while the seeded site is as the seed left it; then every other spec.
const flags = process.argv.slice(2).filter((argument) => argument.startsWith('-'))
const isVisual = (spec) => spec.includes('visual.spec')
/** Playwright, without blocking this process (the scale-out pair may still be starting). */
const runPlaywright = (args, env = playwrightEnv) =>
  new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', ...args], { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0) }))
  })
const choosesProject = flags.some((flag) => flag.startsWith('--project'))
let playwright = { status: 0 }
if (!choosesProject && (specs.length === 0 || specs.some(isVisual))) {
  playwright = await runPlaywright([
    ...(specs.some(isVisual) ? specs.filter(isVisual) : ['tests/e2e/visual.spec.ts']),
    '--project=visual-desktop',
    '--project=visual-mobile',
    ...flags,
  ])
}
const scale = await scaleStarting
if (scale.error) throw scale.error
const otherSpecs = specs.filter((spec) => !isVisual(spec))
if (choosesProject || specs.length === 0 || otherSpecs.length > 0) {
  const projects = choosesProject ? [] : ['--project=desktop', '--project=mobile']
  const rest = await runPlaywright([...otherSpecs, ...projects, ...flags], { ...playwrightEnv, ...scaleEnv(scale) })
  if (playwright.status === 0) playwright = rest
}

/** SIGTERM drains an instance (src/server/serve.mjs): each must exit 0 within its grace period. */
async function stopInstancesGracefully() {
  const problems = []
  await Promise.all(
    appServers.map(({ name, server }) => {
      if (server.exitCode !== null) return problems.push(`${name} exited early (${server.exitCode})`)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          problems.push(`${name} did not stop within 25 s of SIGTERM`)
          server.kill('SIGKILL')
          resolve()
        }, 25_000)
        server.once('exit', (code, signal) => {
          clearTimeout(timer)
          if (code !== 0) problems.push(`${name} exited with ${code ?? signal} after SIGTERM`)
          resolve()
        })
        server.kill('SIGTERM')
      })
    }),
  )
  for (const problem of problems) console.error(`graceful stop: ${problem}`)
  return problems.length === 0
}
const stoppedCleanly = await stopInstancesGracefully()
stopAll()
await scale.cleanup?.()

function benchSmoke() {
  console.log('\n› npm run bench -- --duration 1 (every target measured; not a timed test)')
  const output = path.join(workDir, 'bench-results.json')
  const bench = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'bench.mjs'), '--duration', '1', '--no-build', '--out', output],
    {
      stdio: 'inherit',
    },
  )
  if (bench.status !== 0) return false
  const problems = benchProblems(JSON.parse(fs.readFileSync(output, 'utf8')))
  for (const problem of problems) console.error(`bench: ${problem}`)
  return problems.length === 0
}
const runBench = specs.length === 0 || process.env.E2E_BENCH === 'true'
const benchOk = runBench ? benchSmoke() : true
const status = playwright.status === 0 && benchOk && stoppedCleanly ? 0 : (playwright.status ?? 1) || 1
if (status === 0 && process.env.KEEP_E2E_DATA !== 'true') fs.rmSync(workDir, { recursive: true, force: true })
process.exit(status)
