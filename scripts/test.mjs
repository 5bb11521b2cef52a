#!/usr/bin/env node
// `npm test`: lint (ESLint with the layer rules; no warnings), the Prettier check, the type check,
// unit tests, integration tests (SQLite; PostgreSQL too when TEST_DATABASE_URL is set), then the
// end-to-end tests in Chromium. Every stage runs; the exit code reports all.
import './lib/node-runtime.mjs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureNginx } from './lib/nginx.mjs'

const root = path.resolve(import.meta.dirname, '..')
const stages = [
  ['lint', path.join(root, 'node_modules/.bin/eslint'), ['--max-warnings', '0', '.']],
  ['format', path.join(root, 'node_modules/.bin/prettier'), ['--check', '--log-level', 'warn', '.']],
  ['typecheck', path.join(root, 'node_modules/.bin/tsc'), ['--noEmit']],
  ['unit', path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'unit']],
  ['integration', path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'integration*']],
  ['e2e', process.execPath, [path.join(root, 'scripts/e2e.mjs')]],
]
// In CI every test runs, none skips for a missing tool: nginx (the proxy's config test in the unit
// stage, the proxy in e2e) is installed before the first stage.
if (process.env.CI === 'true') ensureNginx()
const failed = []
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root })
  console.log(
    `=== ${name}: ${result.status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  )
  if (result.status !== 0) failed.push(name)
}
console.log(failed.length ? `\nFailed stages: ${failed.join(', ')}` : '\nAll test stages passed.')
process.exit(failed.length ? 1 : 0)
