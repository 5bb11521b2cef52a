import { spawnSync } from 'node:child_process'

/** The last line a finished seed writes (synchronously, so a pipe never loses it). */
export const SEED_DONE = '[seed] done'

/**
 * The seed's command line: Node with tsx's loader registered up front. `payload run` (tsx's
 * `tsImport` API) exited 0 before running the script in about one run in four on this machine
 * (docs/decisions/2026-11-23-seed-without-payload-run.md); registered with `--import`, it did not
 * once in 32 runs.
 */
export function seedCommand(root) {
  return { command: process.execPath, args: ['--import', 'tsx/esm', 'src/cms/seed/run.ts'], cwd: root }
}

/**
 * Runs the seed until it really finishes, at most three times (a run that ends without its
 * SEED_DONE line is retried; the seed is idempotent, so running it again is safe).
 */
export function runSeed(root, env, options = {}) {
  const { command, args, cwd } = seedCommand(root)
  let result
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = spawnSync(command, args, {
      cwd,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    })
    if (result.status === 0 && (result.stdout ?? '').includes(SEED_DONE)) return result
    if (result.error) console.error(`› 无法运行种子脚本：${result.error.message} (could not run the seed)`)
    if (result.status !== 0) return result
    console.error(`› 种子脚本未运行完成（第 ${attempt} 次），重试… (seed ended early; retrying)`)
  }
  return { ...result, status: 1 }
}
