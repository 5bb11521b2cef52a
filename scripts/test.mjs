#!/usr/bin/env node
// `npm test`: lint (ESLint with the layer rules; no warnings), the Prettier check, the type check,
// unit tests, integration tests (SQLite), then the end-to-end tests in Chromium. Every stage runs;
// the exit code reports all.
//
// Time is a budget (CI): the three static checks run side by side, and with
// INTEGRATION_POSTGRES_URL set (.ci/run sets it) the integration suite runs on PostgreSQL beside the
// SQLite run. Each integration run is one process working one file at a time, so two of them share
// the machine's two cores; every run has its own database, temporary folder and Redis key prefixes.
// A stage run beside others has its output kept and printed whole when it ends.
import './lib/node-runtime.mjs'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureNginx } from './lib/nginx.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const postgresUrl = process.env.INTEGRATION_POSTGRES_URL

/** Stages in one group run at the same time; groups run one after another. */
const groups = [
  [
    { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
    { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  ],
  [{ name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'] }],
  [
    {
      name: 'integration',
      command: bin('vitest'),
      args: ['run', '--project', 'integration*'],
      env: { TEST_DATABASE_URL: '' },
    },
    ...(postgresUrl
      ? [
          {
            name: 'integration (PostgreSQL)',
            command: bin('vitest'),
            // The 1 GiB file room uploads measure storage and memory, not the database: SQLite runs them.
            args: [
              'run',
              '--project',
              'integration*',
              '--exclude',
              'src/features/projects/file-room/large-upload-*.int.test.ts',
            ],
            env: { TEST_DATABASE_URL: postgresUrl },
          },
        ]
      : []),
  ],
  [{ name: 'e2e', command: process.execPath, args: [path.join(root, 'scripts/e2e.mjs')] }],
]

function run(stage, alone) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(stage.command, stage.args, {
      cwd: root,
      env: { ...process.env, ...stage.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (!alone) process.stdout.write(`\n=== ${stage.name} (output) ===\n${Buffer.concat(output).toString()}`)
      console.log(`=== ${stage.name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s ===`)
      resolve(code === 0)
    })
  })
}

// In CI every test runs, none skips for a missing tool: nginx (the proxy's config test in the unit
// stage, the proxy in e2e) is installed before the first stage.
if (process.env.CI === 'true') ensureNginx()
const failed = []
for (const group of groups) {
  console.log(`\n=== ${group.map((stage) => stage.name).join(' + ')} ===`)
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)))
  group.forEach((stage, index) => results[index] || failed.push(stage.name))
}
console.log(failed.length ? `\nFailed stages: ${failed.join(', ')}` : '\nAll test stages passed.')
process.exit(failed.length ? 1 : 0)
