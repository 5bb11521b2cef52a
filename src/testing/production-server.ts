import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort, waitForHttp } from './net.mjs'

export type ProductionServer = { base: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * The production server (src/server/serve.mjs) of the current build on the test database, for the
 * benchmarks that measure over HTTP: a free port, no Redis, `env` added to the test's environment.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const root = process.cwd()
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build (npm run build)')
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs'), '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: '',
      ...env,
    },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  try {
    await waitForHttp(`${base}/api/health`, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { base, child, stop }
}
