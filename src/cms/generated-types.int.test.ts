import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The committed src/payload-types.ts must be what Payload generates from today's collections. */
describe('generated Payload types', () => {
  it('match the collections (run `npm run generate:types` after changing a collection)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyan-types-'))
    const output = path.join(dir, 'payload-types.ts')
    const result = spawnSync(path.resolve('node_modules/.bin/payload'), ['generate:types'], {
      env: {
        ...process.env,
        PAYLOAD_TYPES_OUTPUT: output,
        PAYLOAD_MIGRATING: 'true',
        NODE_ENV: 'development',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    const generated = fs.readFileSync(output, 'utf8')
    const committed = fs.readFileSync(path.resolve('src/payload-types.ts'), 'utf8')
    fs.rmSync(dir, { recursive: true, force: true })
    expect(generated === committed, 'src/payload-types.ts is stale: run `npm run generate:types`').toBe(true)
  })
})
