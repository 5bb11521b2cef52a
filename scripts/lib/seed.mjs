import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** The last line a finished seed writes (synchronously, so a pipe never loses it). */
export const SEED_DONE = '[seed] done'

/**
 * Runs `payload run src/cms/seed/run.ts` until it really finishes, at most three times. Now and then
 * `payload run` exits 0 at once without running the script (the import it awaits settles early),
 * which left test databases empty; the seed is idempotent, so running it again is safe.
 */
export function runSeed(root, env, options = {}) {
  let result
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = spawnSync(path.join(root, 'node_modules', '.bin', 'payload'), ['run', 'src/cms/seed/run.ts'], {
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    })
    if (result.status === 0 && (result.stdout ?? '').includes(SEED_DONE)) return result
    if (result.status !== 0) return result
    console.error(`› 种子脚本未运行完成（第 ${attempt} 次），重试… (seed ended early; retrying)`)
  }
  return { ...result, status: 1 }
}
