#!/usr/bin/env node
// `npm run doctor`: checks the configuration (database and migrations, secret, S3, Redis, SMTP,
// SITE_URL, disk space), one line per check in Chinese and English. Exits 1 when a check fails
// (something that would break the site for visitors), 0 otherwise (warnings included).
// `npm start` runs it first. Checks: src/ops/doctor.mjs.
import './lib/node-runtime.mjs'
import path from 'node:path'
import { opsConfig } from '../src/ops/config.mjs'
import { formatCheck, runDoctor } from '../src/ops/doctor.mjs'

const root = path.resolve(import.meta.dirname, '..')
const checks = await runDoctor(opsConfig(process.env, root))
for (const check of checks) console.log(formatCheck(check))
const failed = checks.filter((check) => check.status === 'fail')
if (failed.length > 0) {
  console.error(
    `\n配置检查未通过：${failed.length} 项失败，请按上面的提示修正后再启动。 (${failed.length} check(s) failed.)`,
  )
  process.exit(1)
}
console.log('配置检查通过。 Configuration checks passed.')
process.exit(0)
