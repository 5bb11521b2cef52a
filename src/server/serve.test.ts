import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The server script refuses a setting it cannot honour before it loads the application.
const serve = path.join(import.meta.dirname, 'serve.mjs')
const start = (environment: Record<string, string>) =>
  spawnSync(process.execPath, [serve, '-p', '0'], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
    timeout: 30_000,
  })

describe('src/server/serve.mjs settings', { timeout: 60_000 }, () => {
  it('refuses an unknown mechanism in SERVER_MECHANISMS_OFF, in Chinese, without a stack trace', () => {
    const run = start({ SERVER_MECHANISMS_OFF: 'origin-response-cache,origin-cache' })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      '启动失败：SERVER_MECHANISMS_OFF 含未知的名称：origin-cache（可选：origin-response-cache、scripts-after-first-paint、payload-beside-the-page、boundaries-in-place）',
    )
  })

  it('refuses a TRUSTED_PROXY_HOPS that is not a small whole number', () => {
    const run = start({ TRUSTED_PROXY_HOPS: 'two' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('启动失败：TRUSTED_PROXY_HOPS 应为 0 到 10 的整数（当前为 "two"）')
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })
})
