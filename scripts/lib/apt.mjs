// Installs Debian packages the test and benchmark scripts need (as root, else through sudo).
import { spawnSync } from 'node:child_process'

/** Runs `apt-get update` and `apt-get install` for `packages`; exits with `failureMessage` when that fails. */
export function aptInstall(packages, failureMessage) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const prefix = asRoot ? [] : ['sudo']
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...packages],
  ]) {
    const [command, ...rest] = [...prefix, ...args]
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) {
      console.error(failureMessage)
      process.exit(1)
    }
  }
}
