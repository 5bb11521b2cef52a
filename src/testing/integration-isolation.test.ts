import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OWN_PROCESS_INTEGRATION_TESTS } from './own-process-integration-tests.mjs'

// Most integration files share one module graph (vitest.config.ts). A file that resets the module
// registry, mocks a module or sets the environment for the app's first import would change what the
// files after it see, so it must be listed to run in a process of its own.
const root = path.resolve(import.meta.dirname, '../..')
const NEEDS_OWN_PROCESS = /vi\.resetModules\(|vi\.(?:do)?[mM]ock\(|Object\.assign\(process\.env/

function integrationFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return integrationFiles(relative)
    return entry.name.endsWith('.int.test.ts') ? [relative] : []
  })
}

describe('integration files that need a process of their own', () => {
  const files = integrationFiles('src')

  it('are exactly the listed ones', () => {
    const needing = files.filter((file) => NEEDS_OWN_PROCESS.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(needing.sort()).toEqual([...OWN_PROCESS_INTEGRATION_TESTS].sort())
  })

  it('finds the files it looks for (the pattern matches a module reset)', () => {
    expect(files.length).toBeGreaterThan(30)
    expect(NEEDS_OWN_PROCESS.test('  vi.resetModules()')).toBe(true)
    expect(NEEDS_OWN_PROCESS.test("vi.mock('@/cms/client')")).toBe(true)
    expect(NEEDS_OWN_PROCESS.test('Object.assign(process.env, { S3_BUCKET })')).toBe(true)
    expect(NEEDS_OWN_PROCESS.test('const previous = process.env.X')).toBe(false)
  })
})
