#!/usr/bin/env node
// `npm start`: check the configuration (scripts/doctor.mjs; SKIP_DOCTOR=true skips it), prepare the database (migrations + idempotent seed), build when the build is
// missing or older than the sources, then serve the production build on PORT (default 3000).
import './lib/node-runtime.mjs'
import { spawnSync, spawn } from 'node:child_process'
import path from 'node:path'
import { runSeed } from '../src/cms/seed/runner.mjs'
import { buildIsCurrent } from './lib/build-state.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
// No telemetry calls to outside services from a build or a server of this site.
const environment = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

function fail(message) {
  console.error(`\n启动失败：${message}\n`)
  process.exit(1)
}

if (environment.DATABASE_URL && !environment.PAYLOAD_SECRET) {
  fail(
    '已设置 DATABASE_URL（共享数据库），但没有设置 PAYLOAD_SECRET。\n' +
      '请设置一个至少 32 个字符的随机值，例如：PAYLOAD_SECRET=$(openssl rand -hex 32) npm start\n' +
      '(A shared database needs PAYLOAD_SECRET so every instance signs and accepts the same tokens.)',
  )
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: environment })
  if (result.status !== 0) fail(`${path.basename(command)} ${args.join(' ')} 退出码 ${result.status}`)
}

if (process.env.SKIP_DOCTOR !== 'true') {
  console.log('› 检查配置（npm run doctor）…')
  run(process.execPath, [path.join(root, 'scripts', 'doctor.mjs')])
}

console.log('› 准备数据库（迁移与示例内容）…')
const seed = runSeed(root, environment)
process.stdout.write(seed.stdout ?? '')
process.stderr.write(seed.stderr ?? '')
if (seed.status !== 0) fail(`种子脚本 src/cms/seed/run.ts 退出码 ${seed.status}`)

if (process.env.SKIP_BUILD !== 'true' && !buildIsCurrent()) {
  console.log('› 构建生产版本（首次或代码有更新时，约 1 分钟）…')
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')])
}

const port = environment.PORT || '3000'
console.log(`› 启动：http://localhost:${port}`)
const server = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs'), '-p', port], {
  stdio: 'inherit',
  env: environment,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
