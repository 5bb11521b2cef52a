#!/usr/bin/env node
// Serves the production build, as `next start` does, through src/server/draining-server.mjs:
// X-Forwarded-For is replaced by the client address the server can vouch for (TRUSTED_PROXY_HOPS,
// default 0), and SIGTERM drains (health 503, no new connections, requests in flight finish within
// SHUTDOWN_GRACE_SECONDS, default 20) before the process exits 0. Every request gets an id
// (X-Request-Id) and one JSON log line on stdout; /metrics answers Prometheus (loopback, or
// `Authorization: Bearer $METRICS_TOKEN`). See docs/operations.md. NEXT_CACHE_DIR gives this
// instance a cache folder of its own (src/server/instance-dist-dir.mjs).
// Usage: node src/server/serve.mjs [-p PORT]; PORT and HOSTNAME from the environment otherwise.
import path from 'node:path'
import next from 'next'
import { trustedHopsSetting } from './client-address.mjs'
import { createDrainingServer } from './draining-server.mjs'
import { instanceDistDir } from './instance-dist-dir.mjs'
import { mechanismsOff } from './mechanisms.mjs'
import { createMetrics } from './metrics.mjs'
import { createOriginResponseCache } from './origin-response-cache.mjs'
import { readRedirectRules, RedirectTableCache } from '../lib/redirects.mjs'
import { createServerLogger } from './request-log.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000))
const hostname = process.env.HOSTNAME ?? '0.0.0.0'

let trustedHops
let turnedOff
try {
  trustedHops = trustedHopsSetting(process.env.TRUSTED_PROXY_HOPS)
  turnedOff = mechanismsOff(process.env.SERVER_MECHANISMS_OFF)
} catch (error) {
  console.error(`启动失败：${error.message}`)
  process.exit(1)
}

// Several instances of one build on one machine: each keeps Next's runtime cache (optimised
// images) in a folder of its own (NEXT_CACHE_DIR) instead of the build's shared .next/cache.
const cacheFolder = process.env.NEXT_CACHE_DIR?.trim()
if (cacheFolder) process.env.NEXT_DIST_DIR = instanceDistDir(root, cacheFolder)

const log = createServerLogger()
// Before Next loads the cache handler and the application, so their first events are counted.
const metrics = createMetrics()
const app = next({ dev: false, dir: root, hostname, port })
await app.prepare()
// Staff redirects, read from this process's own GET /api/redirects (INTERNAL_URL overrides).
const internalOrigin = process.env.INTERNAL_URL?.trim().replace(/\/$/, '') || `http://127.0.0.1:${port}`
const redirects = new RedirectTableCache(() => readRedirectRules(internalOrigin))
const { server, drain, inFlight } = createDrainingServer(app.getRequestHandler(), {
  trustedHops,
  graceMs: Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20) * 1000,
  onError: (error, requestId) => log.error({ reqId: requestId, err: error }, '请求处理失败 (request failed)'),
  log,
  metrics,
  metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
  redirects,
  responseCache: turnedOff.has('origin-response-cache') ? undefined : createOriginResponseCache({}),
})
server.on('upgrade', app.getUpgradeHandler())
server.listen(port, hostname, () => {
  const off = turnedOff.size > 0 ? `，已关闭：${[...turnedOff].join('、')}` : ''
  console.log(`› 已启动：http://localhost:${port}（TRUSTED_PROXY_HOPS=${trustedHops}${off}）`)
})

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`› 收到 ${signal}：不再接收新连接，等待 ${inFlight()} 个进行中的请求完成…`)
  await drain()
  await app.close().catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
